import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { DemoRequestForm } from './demo-request-form';
import { PilotApplicationForm } from './pilot-application-form';

describe('Demo request form', () => {
  it('validates name, email and dealership', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { ok: true }));
    renderPublicScreen(
      <DemoRequestForm source="request_demo" submitLabel="Request My Demo" onSuccess={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('Work email'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Request My Demo' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Dealership name is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a lead and moves on', async () => {
    const onSuccess = vi.fn();
    const fetchMock = mockFetch(jsonResponse(201, { ok: true }));
    renderPublicScreen(
      <DemoRequestForm source="request_demo" submitLabel="Request My Demo" onSuccess={onSuccess} />,
    );
    await userEvent.type(screen.getByLabelText('Full name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Work email'), 'jordan@sunset-motors.com');
    await userEvent.type(screen.getByLabelText('Dealership'), 'Sunset Motors');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Request My Demo' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan@sunset-motors.com',
      company: 'Sunset Motors',
      phone: '555-0100',
      source: 'request_demo',
      submissionType: 'final_submission',
      ipAddress: null,
    });
  });

  it('says so when sending fails', async () => {
    mockFetch(
      jsonResponse(429, {
        error: 'Too Many Requests',
        message: 'Too many requests. Please wait a while and try again.',
      }),
    );
    renderPublicScreen(
      <DemoRequestForm source="demo_signup" submitLabel="Get Started Now" onSuccess={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('Full name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Work email'), 'jordan@sunset-motors.com');
    await userEvent.type(screen.getByLabelText('Dealership'), 'Sunset Motors');
    await userEvent.click(screen.getByRole('button', { name: 'Get Started Now' }));
    expect(
      await screen.findByText('Too many requests. Please wait a while and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dealership')).toHaveValue('Sunset Motors');
  });
});

describe('Pilot application form', () => {
  it('posts a pilot_program lead with the extra answers in the message', async () => {
    const onSuccess = vi.fn();
    const fetchMock = mockFetch(jsonResponse(201, { ok: true }));
    renderPublicScreen(<PilotApplicationForm onSuccess={onSuccess} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for the Pilot' }));
    expect(await screen.findByText('Choose your monthly volume')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Work email'), 'jordan@sunset-motors.com');
    await userEvent.type(screen.getByLabelText('Dealership'), 'Sunset Motors');
    await userEvent.selectOptions(
      screen.getByLabelText('Vehicles reconditioned per month'),
      '50 to 150',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply for the Pilot' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({
      source: 'pilot_program',
      company: 'Sunset Motors',
      message: 'Vehicles per month: 50 to 150',
    });
  });
});
