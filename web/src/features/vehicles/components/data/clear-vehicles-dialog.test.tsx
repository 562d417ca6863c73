import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { ClearVehiclesDialog } from './clear-vehicles-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderClear() {
  const onOpenChange = vi.fn();
  renderStaff(<ClearVehiclesDialog open onOpenChange={onOpenChange} username="admin" />);
  return { onOpenChange, password: () => screen.getByLabelText('Password') };
}

/** POST /api/auth/login's answer, as its definition describes it. */
const SIGNED_IN = {
  user: { id: 'u1', username: 'admin', role: 'admin', fullName: 'Avery Admin', email: null },
  tenant: { id: 't1', name: 'Demo Motors', slug: 'demo' },
};

describe('clear-all flow (spec 4.3, 8)', () => {
  it('requires a password before calling anything', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({});
    const { password } = renderClear();
    await user.click(screen.getByRole('button', { name: 'Clear all vehicles' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Incorrect password when the login check refuses it', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/auth/login': () => json({ error: 'Invalid username or password' }, 401),
    });
    const { password } = renderClear();
    await user.type(password(), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Clear all vehicles' }));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login']);
  });

  it('says Failed to verify password when the check itself fails', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/auth/login': () => json({ error: 'down' }, 503) });
    const { password } = renderClear();
    await user.type(password(), 'demo-admin');
    await user.click(screen.getByRole('button', { name: 'Clear all vehicles' }));
    expect(await screen.findByText('Failed to verify password')).toBeInTheDocument();
  });

  it('verifies with POST /api/auth/login, then clears and confirms', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/auth/login': () => SIGNED_IN,
      'DELETE /api/dev/clear-demo-vehicles': () => ({ removed: 3 }),
    });
    const { password, onOpenChange } = renderClear();
    await user.type(password(), 'demo-admin');
    await user.click(screen.getByRole('button', { name: 'Clear all vehicles' }));
    expect(
      await screen.findByText('All vehicles have been removed from the system.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { username: 'admin', password: 'demo-admin' },
      },
      { method: 'DELETE', path: '/api/dev/clear-demo-vehicles', body: undefined },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reports a failed clear with the message or the fallback', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/auth/login': () => SIGNED_IN,
      'DELETE /api/dev/clear-demo-vehicles': () =>
        json({ error: 'Re-authentication required' }, 403),
    });
    const { password } = renderClear();
    await user.type(password(), 'demo-admin');
    await user.click(screen.getByRole('button', { name: 'Clear all vehicles' }));
    expect(await screen.findByText('Error Clearing Demo Vehicles')).toBeInTheDocument();
    expect(screen.getByText('Re-authentication required')).toBeInTheDocument();
  });
});
