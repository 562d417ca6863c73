import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import { renderStaff } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { InventoryRoute } from './inventory-route';

const NOW = Date.UTC(2026, 0, 1, 12);

// What the button opens (System Config on Import & Export) is tested through the whole staff
// app in staff-app.test.tsx; here, who is offered it.
describe('Inventory > Import/Export (spec 2.12 import guide, spec 6 rights)', () => {
  it.each([
    ['admin', true],
    ['manager', true],
    ['user', false],
  ] as const)('a %s is offered Import/Export: %s', async (role: Role, offered) => {
    renderStaff(<InventoryRoute />, { api: createSandboxApi(() => NOW).client, role });
    expect(await screen.findAllByTestId('vehicle-card')).not.toHaveLength(0);
    expect(Boolean(screen.queryByRole('button', { name: 'Import/Export' }))).toBe(offered);
  });
});
