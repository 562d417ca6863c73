import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@domain/api/common';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { ActivityRoute } from './activity-route';

const NOW = Date.UTC(2026, 0, 1, 12);

afterEach(() => vi.unstubAllGlobals());

function renderRoute(role: Role, exportCapability: boolean) {
  stubFetch({ 'GET /api/activity-logs': () => [] });
  renderStaff(<ActivityRoute />, {
    api: createSandboxApi(() => NOW).client,
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
