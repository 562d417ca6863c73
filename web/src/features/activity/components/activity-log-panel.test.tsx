import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
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
  it("shows 'Loading activities...' then 'No activities found'", async () => {
    let release: (value: unknown) => void = () => undefined;
    stubFetch({ 'GET /api/activity-logs': () => new Promise((resolve) => (release = resolve)) });
    renderStaff(<ActivityLogPanel canExport={false} />);
    expect(screen.getByText('Loading activities...')).toBeInTheDocument();
    await act(async () => release(json([])));
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

  it('filters by search, action, type and time (24h by default), and Clear resets', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({
      'GET /api/activity-logs': () => [
        entry({ id: '1', stockNumber: 'A1', action: 'added' }),
        entry({ id: '2', stockNumber: 'B2', action: 'sold', vehicleType: 'inventory' }),
        entry({ id: '3', stockNumber: 'C3', action: 'added', timestamp: NOW - 3 * 24 * HOUR_MS }),
      ],
    });
    renderStaff(<ActivityLogPanel canExport={false} />);
    expect(await screen.findAllByTestId('activity-entry')).toHaveLength(2);
    expect(screen.getByLabelText('Time')).toHaveValue('24h');
    await user.selectOptions(screen.getByLabelText('Time'), '7d');
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Action'), 'sold');
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Action'), '');
    await user.selectOptions(screen.getByLabelText('Type'), 'make-ready');
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(2);
    await user.type(screen.getByLabelText('Search activity'), 'C3');
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(1);
    await user.type(screen.getByLabelText('Search activity'), 'zzz');
    expect(screen.getByText('No activities found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(2);
  });

  it('refetches every 30 s while open', async () => {
    const { calls } = stubFetch({ 'GET /api/activity-logs': () => [] });
    renderStaff(<ActivityLogPanel canExport={false} />);
    await screen.findByText('No activities found');
    expect(calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('exports the filtered entries as a CSV named with the date', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubFetch({ 'GET /api/activity-logs': () => [entry({ id: '1', stockNumber: 'A1' })] });
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    renderStaff(<ActivityLogPanel canExport />);
    await screen.findAllByTestId('activity-entry');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloaded).toMatch(/^activity-log-2026-06-1[45]\.csv$/);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await blob.text();
    expect(text).toContain('Timestamp,Action,Vehicle,Type,Stock #,Performed By,Role');
    expect(text).toContain('Added,2024 Toyota Camry,Make Ready,A1,manager,manager');
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
