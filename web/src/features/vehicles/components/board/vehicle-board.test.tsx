import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { MINUTE_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleBoard } from './vehicle-board';

const NOW = Date.UTC(2026, 0, 1, 12);
const inMakeReady = (stock: string, minutesAgo: number, starred = false) =>
  buildVehicle({
    stockNumber: stock,
    type: 'make-ready',
    inMakeReady: true,
    makeReadyAddedAt: NOW - minutesAgo * MINUTE_MS,
    starred,
  });

afterEach(() => vi.unstubAllGlobals());

/** The one page a small board's GET /api/vehicles/page answers with. */
const page = (items: ReturnType<typeof buildVehicle>[]) => ({ items, nextCursor: null });

function renderBoard(
  vehicles: ReturnType<typeof buildVehicle>[],
  config = DEFAULT_DEALERSHIP_CONFIG,
) {
  const stub = stubFetch({ 'GET /api/vehicles/page': () => page(vehicles) });
  renderStaff(<VehicleBoard workflow="make-ready" />, {
    workspace: true,
    config,
    clock: createManualClock(NOW),
  });
  return stub;
}

describe('Make Ready board', () => {
  it('orders starred first, then newest, and counts by status', async () => {
    renderBoard([
      inMakeReady('OLD', 50),
      inMakeReady('NEW', 1),
      inMakeReady('STAR', 35, true),
      buildVehicle({ stockNumber: 'INV' }),
    ]);
    const tiles = await screen.findAllByTestId('vehicle-tile');
    expect(tiles.map((t) => t.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'STAR',
      'NEW',
      'OLD',
    ]);
    expect(screen.getByRole('list', { name: 'Vehicles by status' })).toHaveTextContent(
      'NEW1WORKING0WRAP UP1OVERDUE1',
    );
  });

  it('fills the grid with empty slots up to maxVehicles when configured', async () => {
    renderBoard([inMakeReady('A', 1)], {
      ...DEFAULT_DEALERSHIP_CONFIG,
      grid: { maxVehicles: 4, showEmptySlots: true },
    });
    await screen.findAllByTestId('vehicle-tile');
    expect(screen.getAllByTestId('empty-slot')).toHaveLength(3);
  });

  it('removes a vehicle from Make Ready with a PATCH carrying the version', async () => {
    const user = userEvent.setup();
    const vehicle = inMakeReady('R1', 10);
    const { calls } = stubFetch({
      'GET /api/vehicles/page': () =>
        page(calls.some((c) => c.method === 'PATCH') ? [] : [vehicle]),
      ['PATCH /api/vehicles/' + vehicle.id]: ({ body }) => ({
        ...vehicle,
        ...(body as object),
        inMakeReady: false,
        version: 2,
      }),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      clock: createManualClock(NOW),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove from Make Ready: R1' }));
    expect(await screen.findByText('Removed from Make Ready')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      type: 'inventory',
      version: 1,
    });
    expect(await screen.findByText('No vehicles in Make Ready')).toBeInTheDocument();
  });

  it('on a 409 shows the current record and tells the user', async () => {
    const user = userEvent.setup();
    const vehicle = inMakeReady('C1', 10);
    const current = { ...vehicle, starred: true, version: 5, model: 'Changed elsewhere' };
    const { calls } = stubFetch({
      'GET /api/vehicles/page': () =>
        page(calls.some((c) => c.method === 'PATCH') ? [current] : [vehicle]),
      ['PATCH /api/vehicles/' + vehicle.id]: () =>
        json({ error: 'Conflict', message: 'Stale version', current }, 409),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      clock: createManualClock(NOW),
    });
    await user.click(await screen.findByRole('button', { name: 'Star C1' }));
    expect(await screen.findByText('Vehicle changed elsewhere')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ starred: true, version: 1 });
    const tile = await screen.findByRole('article', { name: /C1/ });
    expect(within(tile).getByText(/Changed elsewhere/)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderBoard([]);
    expect(await screen.findByText('No vehicles in Make Ready')).toBeInTheDocument();
  });
});

const chip = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Vehicles by status' })).getByRole('button', { name });
const stockNumbers = () =>
  screen.getAllByTestId('vehicle-tile').map((t) => t.getAttribute('aria-label')?.split(',')[0]);

describe('the status chips filter the board (issue #26)', () => {
  it('shows only the chosen status, pages what is left, and shows all on a second click', async () => {
    const user = userEvent.setup();
    const overdue = Array.from({ length: 6 }, (_, i) => inMakeReady(`OD${i}`, 60 + i));
    renderBoard([inMakeReady('NEW', 1), inMakeReady('WORK', 10), ...overdue], {
      ...DEFAULT_DEALERSHIP_CONFIG,
      grid: { ...DEFAULT_DEALERSHIP_CONFIG.grid, maxVehicles: 4 },
    });
    await screen.findAllByTestId('vehicle-tile');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const overdueChip = chip(/OVERDUE/);
    expect(overdueChip).toHaveAttribute('aria-pressed', 'false');
    await user.click(overdueChip);
    expect(overdueChip).toHaveAttribute('aria-pressed', 'true');
    expect(stockNumbers()).toEqual(['OD0', 'OD1', 'OD2', 'OD3']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // The chips keep counting the whole board.
    expect(screen.getByRole('list', { name: 'Vehicles by status' })).toHaveTextContent(
      'NEW1WORKING1WRAP UP0OVERDUE6',
    );
    await user.click(chip(/NEW/));
    expect(stockNumbers()).toEqual(['NEW']);
    await user.click(chip(/NEW/));
    expect(stockNumbers()).toEqual(['NEW', 'WORK', 'OD0', 'OD1']);
    expect(chip(/NEW/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no vehicle has the chosen status', async () => {
    const user = userEvent.setup();
    renderBoard([inMakeReady('NEW', 1)]);
    await screen.findAllByTestId('vehicle-tile');
    await user.click(chip(/WRAP UP/));
    expect(screen.getByText(/No WRAP UP vehicles in Make Ready/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(stockNumbers()).toEqual(['NEW']);
  });
});

describe('the board order (issue #26)', () => {
  const lot = () => [
    inMakeReady('STAR', 2, true),
    inMakeReady('LATE', 90),
    inMakeReady('FRESH', 1),
    inMakeReady('LATER', 300),
  ];

  it("keeps the spec's order by default and sorts most overdue first when chosen, remembering it", async () => {
    const user = userEvent.setup();
    let saved: unknown = { onboardingCompleted: true };
    const { calls } = stubFetch({
      'GET /api/vehicles/page': () => page(lot()),
      'GET /api/user/preferences': () => saved,
      'POST /api/user/preferences': ({ body }) =>
        (saved = { onboardingCompleted: true, ...(body as object) }),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      clock: createManualClock(NOW),
    });
    await screen.findAllByTestId('vehicle-tile');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveValue('board');
    expect(stockNumbers()).toEqual(['STAR', 'FRESH', 'LATE', 'LATER']);
    await user.selectOptions(sort, 'Most overdue first');
    expect(stockNumbers()).toEqual(['LATER', 'LATE', 'STAR', 'FRESH']);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ boardSort: 'most-overdue' }),
    );
    expect(sort).toHaveValue('most-overdue');
  });

  it("opens in the user's remembered order", async () => {
    stubFetch({
      'GET /api/vehicles/page': () => page(lot()),
      'GET /api/user/preferences': () => ({ onboardingCompleted: true, boardSort: 'most-overdue' }),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      clock: createManualClock(NOW),
    });
    await waitFor(() => expect(stockNumbers()).toEqual(['LATER', 'LATE', 'STAR', 'FRESH']));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('most-overdue');
  });
});

describe('a long board (issue #16.7)', () => {
  it('pages by the configured grid size, with a page indicator', async () => {
    const user = userEvent.setup();
    const vehicles = Array.from({ length: 40 }, (_, i) => inMakeReady(`L${i}`, i + 1));
    renderBoard(vehicles, {
      ...DEFAULT_DEALERSHIP_CONFIG,
      grid: { ...DEFAULT_DEALERSHIP_CONFIG.grid, maxVehicles: 16 },
    });
    expect(await screen.findAllByTestId('vehicle-tile')).toHaveLength(16);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^L0,/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /^L16,/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByTestId('vehicle-tile')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no board and no Add button for a disabled workflow', async () => {
    renderBoard([inMakeReady('OFF1', 3)], {
      ...DEFAULT_DEALERSHIP_CONFIG,
      workflows: {
        ...DEFAULT_DEALERSHIP_CONFIG.workflows,
        makeReady: {
          ...DEFAULT_DEALERSHIP_CONFIG.workflows.makeReady,
          enabled: false,
          displayName: 'Recon',
        },
      },
    });
    expect(
      await screen.findByText('Recon is turned off in Dealership Configuration.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('vehicle-tile')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).not.toBeInTheDocument();
  });
});

describe('a board loads its workflow only (issue #15 item 2)', () => {
  it('pages through the workflow over the sandbox, never the whole lot', async () => {
    const onBoard = Array.from({ length: 501 }, (_, i) => inMakeReady(`P${i}`, i + 1));
    const lot = [...onBoard, buildVehicle({ stockNumber: 'INV1' })];
    const sandbox = createSandboxApi(() => NOW, { vehicles: lot });
    const requests: string[] = [];
    const client: typeof sandbox.client = {
      ...sandbox.client,
      call: (endpoint, ...args) => {
        requests.push(endpoint.path);
        return sandbox.client.call(endpoint, ...args);
      },
    };
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      api: client,
      clock: createManualClock(NOW),
    });
    expect(await screen.findByText('501 vehicles')).toBeInTheDocument();
    // A first page of 50, then 500 a page: two pages of the board's workflow, no whole list
    // (beside the vehicles, the board reads the user's preferences for its order).
    expect(requests.filter((path) => path.startsWith('/api/vehicles'))).toEqual([
      '/api/vehicles/page',
      '/api/vehicles/page',
    ]);
  });
});

describe('the board shows its first page while the rest loads (issue #15 item 4)', () => {
  it('draws the first tiles in board order before the second page answers, counts "at least" until then, and applies a change meanwhile', async () => {
    // Created first (last in the list's newest order) but the latest into Make Ready: the
    // board's first tile, so the first page must hold it.
    const late = buildVehicle({
      stockNumber: 'LATE',
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: NOW,
      checkInTime: NOW - 600 * MINUTE_MS,
    });
    const onBoard = Array.from({ length: 501 }, (_, i) =>
      buildVehicle({
        stockNumber: `P${i}`,
        type: 'make-ready',
        inMakeReady: true,
        makeReadyAddedAt: NOW - (i + 1) * MINUTE_MS,
        checkInTime: NOW - 500 * MINUTE_MS + i * 1000,
      }),
    );
    const sandbox = createSandboxApi(() => NOW, { vehicles: [late, ...onBoard] });
    let answerSecondPage = () => {};
    const secondPageAsked = new Promise<void>((asked) => {
      const client: typeof sandbox.client = {
        ...sandbox.client,
        call: async (endpoint, ...args) => {
          const [options] = args as [{ query?: { cursor?: string; sort?: string } }?];
          if (endpoint.path === '/api/vehicles/page') expect(options?.query?.sort).toBe('board');
          if (options?.query?.cursor) {
            asked();
            await new Promise<void>((answer) => (answerSecondPage = answer));
          }
          return sandbox.client.call(endpoint, ...args);
        },
      };
      renderStaff(<VehicleBoard workflow="make-ready" />, {
        api: client,
        clock: createManualClock(NOW),
        config: {
          ...DEFAULT_DEALERSHIP_CONFIG,
          grid: { ...DEFAULT_DEALERSHIP_CONFIG.grid, maxVehicles: 16 },
        },
      });
    });
    await secondPageAsked;
    const tiles = await screen.findAllByTestId('vehicle-tile');
    expect(tiles).toHaveLength(16);
    expect(tiles[0]).toHaveAccessibleName(/^LATE,/);
    expect(tiles[1]).toHaveAccessibleName(/^P0,/);
    // The first page is FIRST_PAGE_SIZE (50) vehicles: a screenful, in the board's order.
    expect(screen.getByText('50+ vehicles')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Vehicles by status' });
    expect(legend).toHaveAttribute('aria-busy', 'true');
    expect(legend).toHaveTextContent('NEW5+WORKING25+WRAP UP10+OVERDUE10+');
    expect(screen.getByText('Page 1 of 4+')).toBeInTheDocument();

    // A change while the rest loads applies to the tiles already in (starred goes first).
    await userEvent.setup().click(screen.getByRole('button', { name: 'Star P5' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('vehicle-tile')[0]).toHaveAccessibleName(/^P5,/),
    );
    expect(screen.getByText('50+ vehicles')).toBeInTheDocument();

    answerSecondPage();
    expect(await screen.findByText('502 vehicles')).toBeInTheDocument();
    expect(legend).toHaveAttribute('aria-busy', 'false');
    expect(legend).toHaveTextContent('NEW5WORKING25WRAP UP10OVERDUE462');
    expect(screen.getByText('Page 1 of 32')).toBeInTheDocument();
    const after = screen.getAllByTestId('vehicle-tile');
    expect(after[0]).toHaveAccessibleName(/^P5,/);
    expect(after[1]).toHaveAccessibleName(/^LATE,/);
  });
});
