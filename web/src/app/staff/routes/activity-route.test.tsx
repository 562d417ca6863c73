import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/api/common';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { renderStaff, stubFetch } from '@/test/staff-render';
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
