import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/api/common';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { ActivityRoute } from './activity-route';

afterEach(() => vi.unstubAllGlobals());

/** Both the route's calls (vehicles and the activity log) go to the stubbed server. */
function renderRoute(role: Role, exportCapability: boolean) {
  stubFetch({ 'GET /api/vehicles': () => [], 'GET /api/activity-logs': () => [] });
  renderStaff(<ActivityRoute />, {
    workspace: true,
    role,
    config: {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, exportCapability },
    },
  });
}

describe('Activity & Analytics: CSV export', () => {
  it.each([
    ['admin', true, true],
    ['admin', false, false],
    ['manager', true, false],
  ] as const)(
    'a %s with the export feature %s sees Export CSV: %s (spec 6 right and feature toggle)',
    async (role, exportCapability, shown) => {
      renderRoute(role, exportCapability);
      expect(await screen.findByText('No activities found')).toBeInTheDocument();
      expect(Boolean(screen.queryByRole('button', { name: 'Export CSV' }))).toBe(shown);
    },
  );
});

describe('Activity & Analytics: the way to the scoreboard (issue #30)', () => {
  it.each([
    ['admin', true],
    ['manager', true],
    ['user', false],
  ] as const)('a %s sees the Scoreboard link: %s', async (role, shown) => {
    renderRoute(role, true);
    expect(await screen.findByText('No bottlenecks right now.')).toBeInTheDocument();
    const link = screen.queryByRole('link', { name: 'Scoreboard: time to line and the trend' });
    expect(link?.getAttribute('href') ?? null).toBe(shown ? '/scoreboard' : null);
  });
});

describe('Activity & Analytics: figures (issue #28 item 6)', () => {
  it('shows a loading state, not "No bottlenecks right now", until the vehicles arrive', async () => {
    let answer: (vehicles: unknown[]) => void = () => undefined;
    const vehicles = new Promise<unknown[]>((resolve) => (answer = resolve));
    stubFetch({ 'GET /api/vehicles': () => vehicles, 'GET /api/activity-logs': () => [] });
    renderStaff(<ActivityRoute />, { workspace: true, role: 'admin' });
    expect(await screen.findAllByText('Loading figures...')).toHaveLength(2);
    expect(screen.queryByText('No bottlenecks right now.')).toBeNull();
    answer([]);
    expect(await screen.findByText('No bottlenecks right now.')).toBeInTheDocument();
    expect(screen.queryByText('Loading figures...')).toBeNull();
  });

  it('says the figures could not be read when the vehicles fail to load', async () => {
    stubFetch({
      'GET /api/vehicles': () => json({ error: 'Internal', message: 'Database unavailable' }, 500),
      'GET /api/activity-logs': () => [],
    });
    renderStaff(<ActivityRoute />, { workspace: true, role: 'admin' });
    expect(await screen.findAllByText(/^Could not load the figures\. /)).toHaveLength(2);
    expect(screen.queryByText('No bottlenecks right now.')).toBeNull();
  });
});
