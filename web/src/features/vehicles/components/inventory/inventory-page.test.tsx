import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { DEFAULT_DEALERSHIP_CONFIG, type InventoryViewMode } from '@domain/dealership-config';
import { renderStaff } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { InventoryPage } from './inventory-page';

// Inventory builds only the rows on screen: these tests' screen is tall enough for the sample
// lot (18 vehicles), the 10,000-vehicle one below a phone's.
const SCREEN_HEIGHT = window.innerHeight;
const setScreen = (height: number, scrollY = 0) => {
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
};
beforeEach(() => setScreen(4000));
afterEach(() => setScreen(SCREEN_HEIGHT));

const NOW = Date.UTC(2026, 0, 1, 12);

function renderInventory(
  mode: InventoryViewMode = 'grid',
  role: 'admin' | 'manager' | 'user' = 'admin',
) {
  // The sandbox's lot: the 18 demo vehicles (DEMO-1001 a Camry in Make Ready, DEMO-1013 on
  // in inventory).
  const sandbox = createSandboxApi(() => NOW);
  renderStaff(<InventoryPage />, {
    api: sandbox.client,
    role,
    config: { ...DEFAULT_DEALERSHIP_CONFIG, inventoryViewMode: mode },
  });
  const lot = () => sandbox.client.call(vehicleApi.list, { query: {} });
  const byStock = async (stockNumber: string) =>
    (await lot()).find((vehicle) => vehicle.stockNumber === stockNumber);
  return { lot, byStock };
}

describe('Inventory', () => {
  it.each([
    ['master-detail', 'Vehicle details'],
    ['grid', null],
    ['table', 'table'],
    ['board', 'Make Ready'],
  ] as const)('renders the %s view from the configuration', async (mode, landmark) => {
    renderInventory(mode);
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(18);
    expect(
      screen.getByRole('radio', {
        name: { 'master-detail': 'List and details', grid: 'Grid', table: 'Table', board: 'Board' }[
          mode
        ],
      }),
    ).toBeChecked();
    if (landmark === 'table') expect(screen.getByRole('table')).toBeInTheDocument();
    else if (landmark) expect(screen.getByRole('region', { name: landmark })).toBeInTheDocument();
  });

  it('searches and filters by make', async () => {
    const user = userEvent.setup();
    renderInventory();
    await screen.findAllByTestId('vehicle-card');
    await user.type(screen.getByLabelText('Search vehicles'), 'camry');
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Search vehicles'));
    await user.selectOptions(screen.getByLabelText('Filter by make'), 'Toyota');
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(2);
  });

  it('opens a card as the vehicle record and stars it', async () => {
    const user = userEvent.setup();
    const { byStock } = renderInventory();
    await user.type(await screen.findByLabelText('Search vehicles'), 'DEMO-1002');
    const card = screen.getByTestId('vehicle-card');
    await user.click(within(card).getByRole('button', { name: /Open record/ }));
    const record = await screen.findByRole('dialog', { name: /DEMO-1002/ });
    expect(within(record).getByText((await byStock('DEMO-1002'))!.vin!)).toBeInTheDocument();
    await user.click(within(record).getByRole('button', { name: 'Close record' }));
    await user.click(within(card).getByRole('button', { name: 'Star DEMO-1002' }));
    expect(await within(card).findByRole('button', { name: 'Unstar DEMO-1002' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('Esc clears a focused search, then leaves the box; a second Esc leaves batch mode', async () => {
    const user = userEvent.setup();
    renderInventory();
    const all = (await screen.findAllByTestId('vehicle-card')).length;
    await user.click(screen.getByRole('button', { name: 'Batch mode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1013' }));
    const search = screen.getByLabelText('Search vehicles');
    await user.type(search, 'camry');
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(all);
    // The search took that Esc: batch mode is still on.
    expect(screen.getByRole('region', { name: 'Batch actions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(search).not.toHaveFocus();
    expect(screen.getByRole('region', { name: 'Batch actions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Batch actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batch mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('batch mode moves the selected vehicles with one call', async () => {
    const user = userEvent.setup();
    const { byStock } = renderInventory();
    await screen.findAllByTestId('vehicle-card');
    await user.click(screen.getByRole('button', { name: 'Batch mode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1013' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1014' }));
    const bar = screen.getByRole('region', { name: 'Batch actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Move to Make Ready' }));
    expect(await screen.findByText('2 vehicles updated.')).toBeInTheDocument();
    for (const stockNumber of ['DEMO-1013', 'DEMO-1014']) {
      expect(await byStock(stockNumber)).toMatchObject({
        type: 'make-ready',
        makeReadyAddedAt: NOW,
      });
    }
    expect(screen.queryByRole('region', { name: 'Batch actions' })).not.toBeInTheDocument();
  });

  it('batch mark sold hides the vehicles from the active list', async () => {
    const user = userEvent.setup();
    renderInventory();
    await screen.findAllByTestId('vehicle-card');
    await user.click(screen.getByRole('button', { name: 'Batch mode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1018' }));
    await user.click(screen.getByRole('button', { name: 'Mark sold' }));
    await screen.findByText('1 vehicle updated.');
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(17);
    await user.selectOptions(screen.getByLabelText('Show'), 'sold');
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(1);
  });

  it('offers bulk delete to admins only, after a confirmation', async () => {
    const user = userEvent.setup();
    const { lot } = renderInventory();
    await screen.findAllByTestId('vehicle-card');
    await user.click(screen.getByRole('button', { name: 'Batch mode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1013' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select DEMO-1014' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete of 2' }));
    expect(await screen.findByText('2 vehicles updated.')).toBeInTheDocument();
    expect((await lot()).map((vehicle) => vehicle.stockNumber)).not.toContain('DEMO-1013');
    expect(await lot()).toHaveLength(16);
  });

  it('gives a manager batch moves but no bulk delete', async () => {
    const user = userEvent.setup();
    renderInventory('grid', 'manager');
    await screen.findAllByTestId('vehicle-card');
    await user.click(screen.getByRole('button', { name: 'Batch mode' }));
    const bar = screen.getByRole('region', { name: 'Batch actions' });
    expect(within(bar).getByRole('button', { name: 'Mark sold' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
  });

  it('offers batch mode only to managers and admins', async () => {
    renderInventory('grid', 'user');
    await screen.findAllByTestId('vehicle-card');
    expect(screen.queryByRole('button', { name: 'Batch mode' })).not.toBeInTheDocument();
  });
});

describe('a 10,000-vehicle lot (issue #15 item 2)', () => {
  it.each(['master-detail', 'table', 'grid', 'board'] as const)(
    'the %s view builds only the rows on screen, and the rows further down on scrolling',
    async (mode) => {
      setScreen(844);
      const vehicles = Array.from({ length: 10_000 }, (_, i) =>
        buildVehicle({ stockNumber: `S${i}`, createdAt: NOW - i }),
      );
      renderStaff(<InventoryPage />, {
        api: createSandboxApi(() => NOW, { vehicles }).client,
        config: { ...DEFAULT_DEALERSHIP_CONFIG, inventoryViewMode: mode },
      });
      expect(await screen.findByRole('heading', { name: /10000 vehicles/ })).toBeInTheDocument();
      const built = screen.getAllByTestId('vehicle-card');
      expect(built.length).toBeGreaterThan(0);
      expect(built.length).toBeLessThan(60);
      act(() => {
        setScreen(844, 300_000);
        window.dispatchEvent(new Event('scroll'));
      });
      await waitFor(() =>
        expect(within(screen.getAllByTestId('vehicle-card')[0]!).queryByText('S0')).toBeNull(),
      );
      expect(screen.getAllByTestId('vehicle-card').length).toBeLessThan(60);
    },
  );
});

describe('a lot larger than one page is searched on the server (issue #15 item 2)', () => {
  it('asks once typing rests, with the domain search, and pages the results', async () => {
    const user = userEvent.setup();
    const vehicles = Array.from({ length: 700 }, (_, i) =>
      buildVehicle({ stockNumber: `Q${i}`, make: i % 2 ? 'Kia' : 'Ford', createdAt: NOW - i }),
    );
    const sandbox = createSandboxApi(() => NOW, { vehicles });
    const pageCalls: string[] = [];
    const client: typeof sandbox.client = {
      ...sandbox.client,
      call: (endpoint, ...args) => {
        if (endpoint.path === vehicleApi.page.path) pageCalls.push(JSON.stringify(args[0]));
        return sandbox.client.call(endpoint, ...args);
      },
    };
    renderStaff(<InventoryPage />, {
      api: client,
      config: { ...DEFAULT_DEALERSHIP_CONFIG, inventoryViewMode: 'table' },
    });
    await screen.findByRole('heading', { name: /700 vehicles/ });
    await user.type(screen.getByLabelText('Search vehicles'), 'kia');
    // 350 Kias at 100 a page: the first page, then the next on asking.
    expect(await screen.findByRole('heading', { name: /100\+ vehicles/ })).toBeInTheDocument();
    expect(pageCalls).toHaveLength(1);
    expect(pageCalls[0]).toContain('"q":"kia"');
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('heading', { name: /200\+ vehicles/ })).toBeInTheDocument();
    const rows = screen.getAllByTestId('vehicle-card');
    expect(rows.every((row) => /Kia/.test(row.textContent ?? ''))).toBe(true);
  });

  it('"My cars" shows only the cars assigned to the signed-in user, and back (#26)', async () => {
    const user = userEvent.setup();
    const me = '00000000-0000-4000-8000-0000000000aa';
    const vehicles = [
      buildVehicle({ stockNumber: 'MINE-1', assigneeId: me }),
      buildVehicle({ stockNumber: 'OTHER-1', assigneeId: '00000000-0000-4000-8000-0000000000bb' }),
      buildVehicle({ stockNumber: 'NONE-1' }),
    ];
    renderStaff(<InventoryPage />, {
      api: createSandboxApi(() => NOW, { vehicles }).client,
      userId: me,
      config: { ...DEFAULT_DEALERSHIP_CONFIG, inventoryViewMode: 'table' },
    });
    expect(await screen.findAllByTestId('vehicle-card')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: 'My cars' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const rows = screen.getAllByTestId('vehicle-card');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('MINE-1');
    await user.click(toggle);
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(3);
  });

  it.each(['table', 'grid', 'master-detail'] as const)(
    "the %s view shows each car's estimate against actual, toned as the record does (#33)",
    async (mode) => {
      const vehicles = [
        buildVehicle({
          stockNumber: 'OVER-1',
          reconEstimateCents: 120_000,
          reconActualCents: 148_000,
        }),
        buildVehicle({
          stockNumber: 'NEAR-1',
          reconEstimateCents: 100_000,
          reconActualCents: 111_000,
        }),
        buildVehicle({ stockNumber: 'SPENT-1', reconActualCents: 8_950 }),
        buildVehicle({ stockNumber: 'NONE-1' }),
      ];
      renderStaff(<InventoryPage />, {
        api: createSandboxApi(() => NOW, { vehicles }).client,
        config: {
          ...DEFAULT_DEALERSHIP_CONFIG,
          inventoryViewMode: mode,
          work: { ...DEFAULT_DEALERSHIP_CONFIG.work, currency: 'EUR', locale: 'de-DE' },
        },
      });
      const card = async (stock: string) =>
        (await screen.findAllByTestId('vehicle-card')).find((row) =>
          row.textContent?.includes(stock),
        )!;
      const cost = async (stock: string) => within(await card(stock)).queryByTestId('recon-cost');
      expect(await cost('OVER-1')).toHaveTextContent('Est 1.200 € · Actual 1.480 € · +23 %');
      expect(await cost('OVER-1')).toHaveAttribute('data-tone', 'red');
      expect(await cost('NEAR-1')).toHaveAttribute('data-tone', 'amber');
      expect(await cost('SPENT-1')).toHaveTextContent('Actual 89,50 €');
      expect(await cost('NONE-1')).toBeNull();
    },
  );
});
