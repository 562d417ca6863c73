import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { browserLocation } from '@/lib/browser-location';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { OFFLINE_MESSAGE } from '@/lib/error-message';
import { jsonResponse, mockFetch, renderPublicScreen, sentBody } from '@/test/render-public-screen';
import { HANDOFF_STALL_MS, handoffFailedMessage, LoginPage } from './login-page';

const user = { id: 'u1', username: 'admin', role: 'admin', fullName: 'Avery Admin', email: null };
const tenant = { id: 't1', name: 'Demo Motors', slug: 'demo' };
const redirectUrl = 'http://demo.app.localhost:3000/sso-callback?token=tok&tenant=demo';

async function signIn(username = 'admin', password = 'demo-admin') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Login', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('shows the links of spec 2.7', () => {
    renderPublicScreen(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Request Account Access' })).toHaveAttribute(
      'href',
      '/request-demo',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('validates the username and password lengths', async () => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    renderPublicScreen(<LoginPage />, { route: '/login' });
    await signIn('ab', '12345');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: local storage, then the redirect URL ("Login Successful" is said on arrival)', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { user, tenant, tempToken: 'tok', redirectUrl }));
    renderPublicScreen(<LoginPage />, { route: '/login' });
    await signIn();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/universal-login');
    expect(sentBody(fetchMock)).toEqual({ username: 'admin', password: 'demo-admin' });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.dealership) ?? 'null')).toEqual({
      id: 't1',
      name: 'Demo Motors',
      subdomain: 'demo',
    });
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.selectedTenant) ?? 'null')).toBe(
      'demo',
    );
    expect(assign).toHaveBeenCalledWith(redirectUrl);
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it('a hand-off that never leaves the page ends in an error and Sign In again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch(jsonResponse(200, { user, tenant, tempToken: 'tok', redirectUrl }));
      renderPublicScreen(<LoginPage />, { route: '/login' });
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .type(screen.getByLabelText('Username'), 'admin');
      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .type(screen.getByLabelText('Password'), 'demo-admin{Enter}');
      expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
      await act(async () => {
        vi.advanceTimersByTime(HANDOFF_STALL_MS);
      });
      expect(await screen.findByText(handoffFailedMessage('Demo Motors'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Signing In... while the request is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPublicScreen(<LoginPage />, { route: '/login' });
    await signIn();
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answer(jsonResponse(401, { error: 'Unauthorized' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('fails with the server message, forgets the stored user and clears the session cache', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(LOCAL_STORAGE_KEYS.dealership, JSON.stringify({ id: 't1' }));
    mockFetch(jsonResponse(401, { error: 'Unauthorized', message: 'Wrong username or password' }));
    const { queryClient } = renderPublicScreen(<LoginPage />, { route: '/login' });
    queryClient.setQueryData(SESSION_QUERY_KEY, { user, tenant });
    await signIn();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Wrong username or password')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.dealership)).toBeNull();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says LotReady could not be reached when the network fails, not that the password was wrong', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderPublicScreen(<LoginPage />, { route: '/login' });
    await signIn();
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
  });

  it("rejects an answer without a tenant or token: 'Invalid login response'", async () => {
    mockFetch(jsonResponse(200, { user, redirectUrl }));
    renderPublicScreen(<LoginPage />, { route: '/login' });
    await signIn();
    expect(await screen.findByText('Invalid login response')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    await waitFor(() => expect(assign).not.toHaveBeenCalled());
  });
});
