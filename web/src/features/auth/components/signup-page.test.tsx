import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { SignupPage, slugFromName } from './signup-page';

const answer = {
  user: {
    id: 'u9',
    username: 'jordan',
    role: 'admin',
    fullName: 'Jordan Lee',
    email: 'j@sunset.com',
  },
  tenant: { id: 't9', name: 'Sunset Motors', slug: 'sunset-motors' },
  tempToken: 'tok',
  redirectUrl:
    'http://sunset-motors.app.localhost:3000/sso-callback?token=tok&tenant=sunset-motors',
};

describe('Dealer signup', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('suggests a subdomain from the dealership name', () => {
    expect(slugFromName('Sunset Motors & Co.')).toBe('sunset-motors-co');
    expect(slugFromName('  Élan Autos ')).toBe('elan-autos');
  });

  it('validates every field', async () => {
    const fetchMock = mockFetch(jsonResponse(200, answer));
    renderPublicScreen(<SignupPage />, { route: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(
      await screen.findByText('Dealership name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the dealership and continues like a sign-in', async () => {
    const fetchMock = mockFetch(jsonResponse(200, answer));
    renderPublicScreen(<SignupPage />, { route: '/signup' });
    await userEvent.type(screen.getByLabelText('Dealership name'), 'Sunset Motors');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('sunset-motors');
    await userEvent.type(screen.getByLabelText('Your full name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'j@sunset.com');
    await userEvent.type(screen.getByLabelText('Username'), 'jordan');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Dealership Created')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signup');
    expect(sentBody(fetchMock)).toEqual({
      dealershipName: 'Sunset Motors',
      slug: 'sunset-motors',
      fullName: 'Jordan Lee',
      email: 'j@sunset.com',
      username: 'jordan',
      password: 'long-password',
    });
    expect(assign).toHaveBeenCalledWith(answer.redirectUrl);
  });

  it('puts a field error from the server on its field', async () => {
    mockFetch(
      jsonResponse(409, { error: 'Conflict', message: 'This subdomain is taken', field: 'slug' }),
    );
    renderPublicScreen(<SignupPage />, { route: '/signup' });
    await userEvent.type(screen.getByLabelText('Dealership name'), 'Sunset Motors');
    await userEvent.type(screen.getByLabelText('Your full name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'j@sunset.com');
    await userEvent.type(screen.getByLabelText('Username'), 'jordan');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Subdomain')).toHaveAccessibleDescription(
      'This subdomain is taken',
    );
  });
});
