import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { OFFLINE_MESSAGE } from '@/lib/error-message';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { SuperAdminLoginPage } from './super-admin-login-page';

const admin = { id: 'sa1', username: 'root', fullName: 'Platform Owner' };

async function submit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Access Super Admin' }));
}

describe('Super admin login', () => {
  it('is marked restricted access and links back to the main site', () => {
    renderPublicScreen(<SuperAdminLoginPage />, { route: '/super-admin/login' });
    expect(screen.getByText('Restricted Access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Main Site' })).toHaveAttribute('href', '/');
  });

  it('links back to the marketing domain where / is not the public site (login and tenant hosts)', () => {
    renderPublicScreen(<SuperAdminLoginPage mainSiteHref="https://lotready.io/" />, {
      route: '/super-admin/login',
    });
    expect(screen.getByRole('link', { name: 'Back to Main Site' })).toHaveAttribute(
      'href',
      'https://lotready.io/',
    );
  });

  it('requires both fields', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { user: admin }));
    renderPublicScreen(<SuperAdminLoginPage />, { route: '/super-admin/login' });
    await submit('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('grants access: toast, stored superAdmin, session refetched, /super-admin', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { user: admin }));
    const { queryClient } = renderPublicScreen(<SuperAdminLoginPage />, {
      route: '/super-admin/login',
    });
    queryClient.setQueryData(['/api/super-admin/session'], null);
    await submit('root', 'secret-pass');
    expect(await screen.findByText('Super Admin Access Granted')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/super-admin/login');
    expect(sentBody(fetchMock)).toEqual({ username: 'root', password: 'secret-pass' });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.superAdmin) ?? 'null')).toEqual(
      admin,
    );
    expect(await screen.findByText('Page elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/super-admin');
  });

  it('shows Authenticating... while pending', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    renderPublicScreen(<SuperAdminLoginPage />, { route: '/super-admin/login' });
    await submit('root', 'secret-pass');
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled();
  });

  it.each([
    [jsonResponse(401, { error: 'Unauthorized', message: 'Bad credentials' }), 'Bad credentials'],
    [new TypeError('Failed to fetch'), OFFLINE_MESSAGE],
  ])('denies access with the message, or says the network failed', async (answer, text) => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.superAdmin, JSON.stringify(admin));
    mockFetch(answer);
    renderPublicScreen(<SuperAdminLoginPage />, { route: '/super-admin/login' });
    await submit('root', 'wrong-pass');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.superAdmin)).toBeNull();
  });
});
