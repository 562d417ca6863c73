import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStaff } from '@/test/staff-render';
import { AppHeader, type AppHeaderProps } from './app-header';

function renderHeader(props: Partial<AppHeaderProps> = {}) {
  const onOpenSettings = vi.fn();
  renderStaff(
    <AppHeader
      dealershipName="Sunrise Motors"
      username="admin"
      tenantId="3f2a9c1e-77b1-4c3e-9d1a-000000000001"
      canViewUsers
      canViewActivity
      connection="live"
      onOpenSettings={onOpenSettings}
      {...props}
    />,
  );
  return { onOpenSettings };
}

describe('application header (spec 2.8)', () => {
  it('shows the dealership, a hover card with the privacy note and the short tenant id', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.hover(screen.getByRole('button', { name: 'Sunrise Motors' }));
    expect(await screen.findByText('Your data is private & secure')).toBeInTheDocument();
    expect(
      screen.getByText("Only your team members can access this dealership's information"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as admin');
    expect(screen.getByText('3f2a9c1e')).toBeInTheDocument();
  });

  it('has labelled icon buttons; Users only with the right', () => {
    const { onOpenSettings } = renderHeader();
    for (const name of ['Inventory', 'Make Ready', 'Activity', 'Users']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    screen.getByRole('button', { name: 'Settings' }).click();
    expect(onOpenSettings).toHaveBeenCalled();
  });

  it('hides Users without the right and shows a back button with custom text', () => {
    renderHeader({ canViewUsers: false, back: { to: '/inventory', label: 'Inventory list' } });
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inventory list' })).toBeInTheDocument();
  });

  it.each([
    [true, true],
    [false, false],
  ])('shows Scoreboard with reports.view (%s): %s', (canViewReports, shown) => {
    renderHeader({ canViewReports });
    expect(Boolean(screen.queryByRole('link', { name: 'Scoreboard' }))).toBe(shown);
  });

  it('hides Activity from those without activity.view (a role user)', () => {
    renderHeader({ canViewUsers: false, canViewActivity: false });
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
  });

  it("shows the time, updated every 60 s, and today's short date", () => {
    vi.useFakeTimers();
    try {
      // Local time, so the expectation holds in any time zone.
      vi.setSystemTime(new Date(2026, 10, 23, 10, 59, 30));
      renderHeader();
      const clock = screen.getByLabelText('Current time');
      expect(clock).toHaveTextContent('10:59 AM');
      expect(clock).toHaveTextContent('Nov 23, 2026');
      act(() => {
        vi.advanceTimersByTime(29_000);
      });
      expect(clock).toHaveTextContent('10:59 AM');
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(clock).toHaveTextContent('11:00 AM');
      act(() => {
        vi.advanceTimersByTime(60_000);
      });
      expect(clock).toHaveTextContent('11:01 AM');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows when live updates are down', () => {
    renderHeader({ connection: 'connecting' });
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
  });
});
