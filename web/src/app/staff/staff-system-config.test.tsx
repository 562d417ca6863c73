import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAppPreferences } from '@/lib/app-preferences';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import type { SystemConfigDialogProps } from '@/features/settings/components/system-config-dialog';
import { StaffSystemConfig } from './staff-system-config';

const admin = { username: 'admin', role: 'admin', fullName: 'Alex Admin' };

function renderDialog(props: Partial<SystemConfigDialogProps> = {}) {
  const handlers = {
    onOpenChange: vi.fn(),
    onOpenDealershipConfig: vi.fn(),
    onOpenActivityLog: vi.fn(),
    onOpenDashboards: vi.fn(),
  };
  const view = renderStaff(
    <StaffSystemConfig open user={admin} textEnlargement {...handlers} {...props} />,
    // Import & Export reads the dealership's configuration from the workspace, as in the app.
    { workspace: true },
  );
  return { ...view, ...handlers };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadAppPreferences();
});

describe('System Config dialog (spec 2.9)', () => {
  it('has the General toggles and opens the Dealership Configuration', async () => {
    const user = userEvent.setup();
    const { onOpenDealershipConfig } = renderDialog();
    expect(screen.getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Audio alerts' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Audio alerts' }));
    expect(screen.getByRole('switch', { name: 'Audio alerts' })).toBeChecked();
    expect(localStorage.getItem('lotready.audioAlerts')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Dealership Configuration' }));
    expect(onOpenDealershipConfig).toHaveBeenCalled();
  });

  it('loads demo vehicles and confirms with the exact text', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/dev/add-demo-vehicles': () => json({ added: 18 }, 201),
    });
    const { queryClient } = renderDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    await user.click(screen.getByRole('button', { name: 'Load demo vehicles' }));
    expect(
      await screen.findByText('18 demo vehicles have been added across all workflows.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/dev/add-demo-vehicles' }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vehicles'] });
  });

  it('reports a failed demo load with the message, or the fallback', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/dev/add-demo-vehicles': () => json({ error: 'Demo data is disabled' }, 403),
    });
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    await user.click(screen.getByRole('button', { name: 'Load demo vehicles' }));
    expect(await screen.findByText('Error Loading Demo Vehicles')).toBeInTheDocument();
    expect(screen.getByText('Demo data is disabled')).toBeInTheDocument();
  });

  it('uses the fallback text when the failure has no message', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new Error('')));
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    await user.click(screen.getByRole('button', { name: 'Load demo vehicles' }));
    expect(await screen.findByText('Failed to load demo vehicles')).toBeInTheDocument();
  });

  it('shows the current user in Session, or AUTHENTICATION_ERROR without one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Session' }));
    expect(screen.getByText('Alex Admin')).toBeInTheDocument();
    unmount();
    renderDialog({ user: null });
    await user.click(screen.getByRole('tab', { name: 'Session' }));
    expect(screen.getByText('AUTHENTICATION_ERROR')).toBeInTheDocument();
  });

  it('logs out: clears local storage first, ignores the result, then goes to /', async () => {
    const user = userEvent.setup();
    localStorage.setItem('lotready.user', '"admin"');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let storageAtCall: string | null = 'unset';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        storageAtCall = localStorage.getItem('lotready.user');
        return json({ error: 'boom' }, 500);
      }),
    );
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Session' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(storageAtCall).toBeNull();
  });

  it('Navigation opens the activity log and dashboards', async () => {
    const user = userEvent.setup();
    const { onOpenActivityLog, onOpenDashboards } = renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Navigation' }));
    await user.click(screen.getByRole('button', { name: 'Activity Log' }));
    expect(onOpenActivityLog).toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Navigation' }));
    await user.click(screen.getByRole('button', { name: 'Dashboards' }));
    expect(onOpenDashboards).toHaveBeenCalled();
  });

  it('hides what a role lacks the right for (spec 6): activity, import, clear-all', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const { unmount } = renderDialog({ user: { username: 'uma', role: 'user' } });
    await user.click(screen.getByRole('tab', { name: 'Navigation' }));
    expect(screen.queryByRole('button', { name: 'Activity Log' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboards' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Import & Export' }));
    expect(screen.getByText('Ask a manager or admin to import vehicles.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    expect(screen.queryByText('Clear all vehicles')).not.toBeInTheDocument();
    unmount();

    renderDialog({ user: { username: 'manager', role: 'manager' } });
    await user.click(screen.getByRole('tab', { name: 'Navigation' }));
    expect(screen.getByRole('button', { name: 'Activity Log' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Import & Export' }));
    expect(
      screen.queryByText('Ask a manager or admin to import vehicles.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Data' }));
    expect(screen.queryByText('Clear all vehicles')).not.toBeInTheDocument();
  });

  it('Archive Management: mode text and confirmation toasts only', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({});
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Archive Management' }));
    await user.click(screen.getByRole('switch', { name: 'Archive mode' }));
    expect(
      screen.getByText('On: vehicles marked sold are archived after 30 days.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Archive Sold Vehicles' }));
    expect(
      await screen.findByText('Sold vehicles older than 30 days will be archived.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Archive' }));
    expect(
      await screen.findByText('The archive of sold vehicles will open here.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
