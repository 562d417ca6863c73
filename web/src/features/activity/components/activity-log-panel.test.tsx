import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { HOUR_MS, MINUTE_MS } from '@domain/time';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { ActivityLogPanel } from './activity-log-panel';

const NOW = Date.UTC(2026, 5, 15, 12, 0, 0);

function entry(overrides: Partial<ActivityLog>): ActivityLog {
  return {
    id: Math.random().toString(36),
    action: 'added',
    stockNumber: 'A1',
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    vehicleType: 'make-ready',
    performedBy: 'manager',
    performedByRole: 'manager',
    timestamp: NOW - 5 * MINUTE_MS,
    salesperson: null,
    additionalInfo: null,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Activity log (spec 2.11)', () => {
  it('names the types as the dealership named its workflows (#16 item 7)', async () => {
    const { workflows } = DEFAULT_DEALERSHIP_CONFIG;
    stubFetch({ 'GET /api/activity-logs': () => [entry({ id: '1' })] });
    renderStaff(
      <ActivityLogPanel
        canExport={false}
        workflows={{ ...workflows, makeReady: { ...workflows.makeReady, displayName: 'Recon' } }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Activity log' });
    expect(within(list).getByText('Recon')).toBeInTheDocument();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Recon', 'Service', 'Inventory']);
  });

  it("shows 'Loading activities...' then 'No activities found'", async () => {
    let release: ((value: unknown) => void) | undefined;
    stubFetch({ 'GET /api/activity-logs': () => new Promise((resolve) => (release = resolve)) });
    renderStaff(<ActivityLogPanel canExport={false} />);
    expect(screen.getByText('Loading activities...')).toBeInTheDocument();
    // The list is asked for once the panel's other reads allow: answer it only once it is.
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release!(json([])));
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
  });

  it('shows the action text or detailedAction, vehicle, type, performer, role, time and Vendor/Salesperson', async () => {
    stubFetch({
      'GET /api/activity-logs': () => [
        entry({
          id: '1',
          action: 'starred',
          stockNumber: 'S9',
          vehicleType: 'service',
          salesperson: 'Tri-County Glass',
          performedBy: 'uma',
          performedByRole: 'user',
          timestamp: NOW - 5 * MINUTE_MS,
        }),
        entry({
          id: '2',
          action: 'workflow_changed',
          additionalInfo: { detailedAction: 'Moved from Inventory to Make Ready' },
          salesperson: 'Maria Lopez',
          timestamp: NOW - 3 * HOUR_MS,
        }),
      ],
    });
    renderStaff(<ActivityLogPanel canExport={false} />);
    const [first, second] = await screen.findAllByTestId('activity-entry');
    expect(first).toHaveTextContent('Starred');
    expect(first).toHaveTextContent('S9 · 2024 Toyota Camry');
    expect(first).toHaveTextContent('Service');
    expect(first).toHaveTextContent('By uma (user)');
    expect(first).toHaveTextContent('Vendor: Tri-County Glass');
    expect(first).toHaveTextContent('5m ago');
    expect(second).toHaveTextContent('Moved from Inventory to Make Ready');
    expect(second).not.toHaveTextContent('Workflow changed');
    expect(second).toHaveTextContent('Salesperson: Maria Lopez');
    expect(second).toHaveTextContent('3h ago');
  });

  it('asks the server for search, action, type and time (24h by default); Clear resets', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = stubFetch({ 'GET /api/activity-logs': () => [entry({ id: '1' })] });
    const lastQuery = () => {
      const input = String(fetchMock.mock.calls.at(-1)?.[0]);
      return Object.fromEntries(new URL(input, 'http://localhost').searchParams);
    };
    renderStaff(<ActivityLogPanel canExport={false} />);
    await screen.findAllByTestId('activity-entry');
    expect(lastQuery()).toEqual({ since: String(NOW - 24 * HOUR_MS), limit: '100' });
    await user.selectOptions(screen.getByLabelText('Time'), 'all');
    await user.selectOptions(screen.getByLabelText('Action'), 'sold');
    await user.selectOptions(screen.getByLabelText('Type'), 'make-ready');
    await user.type(screen.getByLabelText('Search activity'), 'C3 camry');
    await act(async () => vi.advanceTimersByTime(400));
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({
        q: 'C3 camry',
        action: 'sold',
        type: 'make-ready',
        limit: '100',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await act(async () => vi.advanceTimersByTime(400));
    await vi.waitFor(() =>
      expect(lastQuery()).toEqual({ since: String(NOW - 24 * HOUR_MS), limit: '100' }),
    );
  });

  it('loads older entries by cursor after a full page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const page = Array.from({ length: 100 }, (_, i) =>
      entry({
        id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        stockNumber: `P${i}`,
        timestamp: NOW - i * 1000,
      }),
    );
    const older = entry({ id: 'older', stockNumber: 'OLD1' });
    const { fetchMock } = stubFetch({
      'GET /api/activity-logs': (call) =>
        call.path && fetchMock.mock.calls.length > 1 ? [older] : page,
    });
    renderStaff(<ActivityLogPanel canExport={false} />);
    expect(await screen.findAllByTestId('activity-entry')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText(/OLD1/)).toBeInTheDocument();
    const input = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(new URL(input, 'http://localhost').searchParams.get('before')).toBe(
      `${NOW - 99_000}.00000000-0000-7000-8000-000000000099`,
    );
  });

  it('refetches every 30 s while open', async () => {
    const { calls } = stubFetch({ 'GET /api/activity-logs': () => [] });
    renderStaff(<ActivityLogPanel canExport={false} />);
    await screen.findByText('No activities found');
    expect(calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('exports on the server with the same filters, in the browser time zone', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({ 'GET /api/activity-logs': () => [entry({ id: '1', stockNumber: 'A1' })] });
    let href = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      href = this.href;
    });
    renderStaff(<ActivityLogPanel canExport />);
    await screen.findAllByTestId('activity-entry');
    await user.selectOptions(screen.getByLabelText('Action'), 'added');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const url = new URL(href);
    expect(url.pathname).toBe('/api/activity-logs/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'added',
      since: String(NOW - 24 * HOUR_MS),
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    click.mockRestore();
  });

  it('hides export without the right', async () => {
    stubFetch({ 'GET /api/activity-logs': () => [] });
    renderStaff(<ActivityLogPanel canExport={false} />);
    await screen.findByText('No activities found');
    expect(
      within(document.body).queryByRole('button', { name: 'Export CSV' }),
    ).not.toBeInTheDocument();
  });
});
