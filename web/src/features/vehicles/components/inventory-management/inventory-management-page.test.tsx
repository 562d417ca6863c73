import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { renderStaff } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { InventoryManagementPage } from './inventory-management-page';

const NOW = Date.UTC(2026, 0, 1, 12);

function renderPage(role: Role = 'admin', exportCapability = true) {
  renderStaff(<InventoryManagementPage />, {
    api: createSandboxApi(() => NOW).client,
    role,
    config: {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, exportCapability },
    },
  });
}

const stockNumbers = () =>
  screen
    .getAllByRole('button', { name: /^Edit Stock number of / })
    .map((button) => button.textContent);

describe('Inventory management', () => {
  it('sorts by a column, ascending then descending', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('button', { name: /^Edit Stock number of / });
    const sorted = [...stockNumbers()].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
    expect(stockNumbers()).toEqual(sorted);
    const header = screen.getByRole('columnheader', { name: /Stock number/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(stockNumbers()).toEqual([...sorted].reverse());
  });

  it('filters by value and workflow', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByRole('button', { name: /^Edit Stock number of / });
    await user.type(screen.getByLabelText('Filter vehicles'), 'DEMO-1001');
    expect(stockNumbers()).toEqual(['DEMO-1001']);
    await user.clear(screen.getByLabelText('Filter vehicles'));
    await user.selectOptions(screen.getByLabelText('Workflow'), 'inventory');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Inventory');
  });

  it('edits a value in place; Enter saves', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Color of DEMO-1001' }));
    const input = screen.getByLabelText('Color of DEMO-1001');
    await user.clear(input);
    await user.type(input, 'Midnight Black{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Edit Color of DEMO-1001' }),
    ).toHaveTextContent('Midnight Black');
  });

  it('edits the mileage in place and refuses a value that is not a whole number', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Mileage of DEMO-1001' }));
    const input = screen.getByLabelText('Mileage of DEMO-1001');
    await user.clear(input);
    await user.type(input, '12.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mileage must be a whole number');
    await user.clear(input);
    await user.type(input, '84210{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Edit Mileage of DEMO-1001' }),
    ).toHaveTextContent('84,210 mi');
  });

  it('names the salesperson and location cells with the configured labels', async () => {
    renderStaff(<InventoryManagementPage />, {
      api: createSandboxApi(() => NOW).client,
      role: 'admin',
      config: {
        ...DEFAULT_DEALERSHIP_CONFIG,
        workflows: {
          makeReady: {
            ...DEFAULT_DEALERSHIP_CONFIG.workflows.makeReady,
            salespersonLabel: 'Advisor',
          },
          service: { ...DEFAULT_DEALERSHIP_CONFIG.workflows.service, locationLabel: 'Bay #' },
        },
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Edit Advisor of DEMO-1001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Bay # of DEMO-1001' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Advisor/ })).toBeInTheDocument();
  });

  it.each([
    ['admin', true, true],
    ['manager', true, true],
    ['admin', false, false],
    ['user', true, false],
  ] as const)(
    'a %s with the export feature %s sees Export CSV: %s',
    async (role, exportCapability, shown) => {
      renderPage(role, exportCapability);
      await screen.findAllByRole('button', { name: /^Edit Stock number of / });
      expect(Boolean(screen.queryByRole('button', { name: 'Export CSV' }))).toBe(shown);
    },
  );
});
