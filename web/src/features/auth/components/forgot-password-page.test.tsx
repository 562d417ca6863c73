import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { ForgotPasswordPage } from './forgot-password-page';

describe('Forgot password', () => {
  it('asks for a valid email address', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    renderPublicScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('always confirms the same way, then shows Check Your Email with Back to Login', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { message: 'ok' }));
    renderPublicScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'gm@sunset-motors.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Password Reset Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account exists with this email, you will receive password reset instructions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/request-password-reset');
    expect(sentBody(fetchMock)).toEqual({ email: 'gm@sunset-motors.com' });
  });

  it('gives Request Failed when the call fails, and stays on the form', async () => {
    mockFetch(
      jsonResponse(429, {
        error: 'Too Many Requests',
        message: 'Too many requests, try again later',
      }),
    );
    renderPublicScreen(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'gm@sunset-motors.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled();
  });
});
