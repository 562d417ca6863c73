import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { ResetPasswordPage } from './reset-password-page';

const route = '/reset-password?token=reset-token-1';

async function fill(password: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs 8 characters and a matching confirmation (on the confirmation field)', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    renderPublicScreen(<ResetPasswordPage />, { route });
    await fill('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a token: Reset Failed / No reset token found, then the dealer login', async () => {
    renderPublicScreen(<ResetPasswordPage />, {
      route: '/reset-password',
      path: '/reset-password',
    });
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText('No reset token found')).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dealer-login');
  });

  it('resets, shows the success screen and goes to login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(jsonResponse(200, { message: 'Password updated' }));
    renderPublicScreen(<ResetPasswordPage />, { route, path: '/reset-password' });
    const typing = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await typing.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await typing.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await typing.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Password Reset Successful', { selector: 'h1' }),
    ).toBeInTheDocument();
    // The offer to end the other sessions is ticked unless the person unticks it.
    expect(sentBody(fetchMock)).toEqual({
      token: 'reset-token-1',
      newPassword: 'brand-new-pass',
      endOtherSessions: true,
    });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/reset-password');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('keeps the other sessions when the person unticks the offer', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { message: 'Password updated' }));
    renderPublicScreen(<ResetPasswordPage />, { route, path: '/reset-password' });
    const offer = screen.getByRole('checkbox', { name: /Sign out of all other devices/ });
    expect(offer).toBeChecked();
    await userEvent.click(offer);
    await fill('brand-new-pass', 'brand-new-pass');
    expect(
      await screen.findByText('Password Reset Successful', { selector: 'h1' }),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock)).toMatchObject({ endOtherSessions: false });
  });

  it('turns a 400 into Invalid Reset Link', async () => {
    mockFetch(jsonResponse(400, { error: 'Bad Request', message: 'Invalid or expired token' }));
    renderPublicScreen(<ResetPasswordPage />, { route, path: '/reset-password' });
    await fill('brand-new-pass', 'brand-new-pass');
    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });

  it("puts the server's reason for a weak password beside the field, not Invalid Reset Link", async () => {
    const reason = 'This password is too common. Please choose one that is harder to guess.';
    mockFetch(jsonResponse(400, { error: 'Bad Request', message: reason, field: 'newPassword' }));
    renderPublicScreen(<ResetPasswordPage />, { route, path: '/reset-password' });
    await fill('Winter2026!', 'Winter2026!');
    expect(await screen.findByLabelText('New Password')).toHaveAccessibleDescription(reason);
    expect(screen.queryByText('Invalid Reset Link')).not.toBeInTheDocument();
  });

  it('reports other failures as Reset Failed', async () => {
    mockFetch(jsonResponse(500, { error: 'Internal Server Error' }));
    renderPublicScreen(<ResetPasswordPage />, { route, path: '/reset-password' });
    await fill('brand-new-pass', 'brand-new-pass');
    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
  });
});
