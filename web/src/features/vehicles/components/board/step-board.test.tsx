import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowStepBody } from '@domain/api/workflows';
import { STEP_TEMPLATES } from '@domain/recon/steps';
import { MINUTE_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { renderStaff, stubFetch } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { VehicleBoard } from './vehicle-board';

// A Friday at 15:00 UTC (10:00 in New York): inside the default business hours.
const NOW = Date.UTC(2026, 10, 27, 15);
const ME = '00000000-0000-4000-8000-0000000000aa';
const COLLEAGUE = '00000000-0000-4000-8000-0000000000bb';

const steps: WorkflowStepBody[] = STEP_TEMPLATES['standard-recon']
  .steps('make-ready')
  .slice(0, 3)
  .map((draft, position) => ({
    ...draft,
    id: `00000000-0000-4000-8000-00000000000${position + 1}`,
    workflow: 'make-ready',
    position,
    softLimit: position === 1 ? 1 : null,
  }));
const [inspection, estimate, mechanical] = steps as [
  WorkflowStepBody,
  WorkflowStepBody,
  WorkflowStepBody,
];

const inStep = (
  stock: string,
  step: WorkflowStepBody,
  minutesAgo: number,
  assigneeId: string | null = null,
) =>
  buildVehicle({
    stockNumber: stock,
    type: 'make-ready',
    inMakeReady: true,
    makeReadyAddedAt: NOW - 600 * MINUTE_MS,
    step: { id: step.id, name: step.name, enteredAt: NOW - minutesAgo * MINUTE_MS },
    assigneeId,
  });

afterEach(() => vi.unstubAllGlobals());

function renderStepBoard(vehicles: ReturnType<typeof buildVehicle>[]) {
  const stub = stubFetch({
    'GET /api/vehicles/page': () => ({ items: vehicles, nextCursor: null }),
    'GET /api/workflows': () => ({
      workflows: [
        { workflow: 'make-ready', version: 1, steps },
        { workflow: 'service', version: 1, steps: [] },
      ],
    }),
    'GET /api/users': () => [],
  });
  renderStaff(<VehicleBoard workflow="make-ready" />, {
    workspace: true,
    userId: ME,
    clock: createManualClock(NOW),
  });
  return stub;
}

const column = (name: string) => screen.getByRole('region', { name });
const stocksIn = (name: string) =>
  within(column(name))
    .queryAllByTestId('vehicle-tile')
    .map((t) => t.getAttribute('aria-label')?.split(',')[0]);

describe('the board by step (issue #26)', () => {
  it('shows a column per step with its count, how many are over goal, and amber at the soft limit', async () => {
    renderStepBoard([
      inStep('I-LATE', inspection, 150),
      inStep('I-NEW', inspection, 5),
      inStep('E-1', estimate, 10),
      inStep('M-1', mechanical, 30),
    ]);
    await screen.findAllByTestId('step-column');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Inspection',
      'Estimate and approval',
      'Mechanical',
    ]);
    expect(stocksIn('Inspection').sort()).toEqual(['I-LATE', 'I-NEW']);
    expect(within(column('Inspection')).getByTestId('step-count')).toHaveTextContent('2 cars');
    // Inspection's goal is 2 h: 150 minutes in the step is over it, whatever Make Ready says.
    expect(within(column('Inspection')).getByTestId('step-over-goal')).toHaveTextContent(
      '1 over goal',
    );
    expect(within(column('Inspection')).getByRole('article', { name: /^I-LATE,/ })).toHaveAttribute(
      'data-status',
      'overdue',
    );
    expect(within(column('Mechanical')).queryByTestId('step-over-goal')).toBeNull();
    expect(within(column('Estimate and approval')).getByTestId('step-limit')).toHaveTextContent(
      'At limit 1',
    );
    // In-house steps count business hours, and the age says so.
    expect(
      within(within(column('Mechanical')).getByRole('article')).getByTestId('tile-age'),
    ).toHaveTextContent('30 min ago in business hours');
  });

  it('moves a car by its "Move to step" menu: at once, then by the PATCH with its version', async () => {
    const user = userEvent.setup();
    const car = inStep('CAR', inspection, 20);
    const { calls } = renderStepBoard([car]);
    stubFetch({
      'GET /api/vehicles/page': () => ({ items: [car], nextCursor: null }),
      'GET /api/workflows': () => ({
        workflows: [{ workflow: 'make-ready', version: 1, steps }],
      }),
      'GET /api/users': () => [],
      ['PATCH /api/vehicles/' + car.id]: ({ body }) => {
        calls.push({ method: 'PATCH', path: '', body });
        return {
          ...car,
          step: { id: mechanical.id, name: mechanical.name, enteredAt: NOW },
          version: 2,
        };
      },
    });
    const menu = await screen.findByRole('combobox', { name: 'Move to step: CAR' });
    expect(within(menu).getByRole('option', { name: 'Inspection' })).toBeDisabled();
    await user.selectOptions(menu, 'Mechanical');
    await waitFor(() => expect(stocksIn('Mechanical')).toEqual(['CAR']));
    expect(stocksIn('Inspection')).toEqual([]);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        stepId: mechanical.id,
        version: 1,
      }),
    );
  });

  it('the chips filter every column, and "My cars" shows only the signed-in user\'s', async () => {
    const user = userEvent.setup();
    renderStepBoard([
      inStep('MINE', inspection, 150, ME),
      inStep('THEIRS', inspection, 10, COLLEAGUE),
      inStep('NOBODY', mechanical, 10),
    ]);
    await screen.findAllByTestId('step-column');
    expect(within(column('Inspection')).getByRole('article', { name: /^MINE,/ })).toHaveTextContent(
      'You',
    );
    await user.click(screen.getByRole('button', { name: 'My cars' }));
    expect(stocksIn('Inspection')).toEqual(['MINE']);
    expect(stocksIn('Mechanical')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'My cars' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Vehicles by status' })).getByRole('button', {
        name: /OVERDUE/,
      }),
    );
    expect(stocksIn('Inspection')).toEqual(['MINE']);
    expect(stocksIn('Mechanical')).toEqual([]);
    // The counts stay the step's.
    expect(within(column('Inspection')).getByTestId('step-count')).toHaveTextContent('2 cars');
  });

  it('"My cars" holds a car with an open work item of mine, and its tile says so (#33)', async () => {
    const user = userEvent.setup();
    renderStepBoard([
      { ...inStep('MY-ITEM', inspection, 10, COLLEAGUE), workAssigneeIds: [ME] },
      { ...inStep('THEIR-ITEM', estimate, 10), workAssigneeIds: [COLLEAGUE] },
      inStep('NOBODY', mechanical, 10),
    ]);
    await screen.findAllByTestId('step-column');
    const mine = within(column('Inspection')).getByRole('article', { name: /^MY-ITEM,/ });
    expect(within(mine).getByTestId('tile-work-assignees')).toHaveTextContent('Item: You');
    expect(
      within(column('Estimate and approval')).getByRole('article', { name: /^THEIR-ITEM,/ }),
    ).toHaveTextContent('Item: Assigned');
    await user.click(screen.getByRole('button', { name: 'My cars' }));
    expect(stocksIn('Inspection')).toEqual(['MY-ITEM']);
    expect(stocksIn('Estimate and approval')).toEqual([]);
    expect(stocksIn('Mechanical')).toEqual([]);
  });

  it('shows who took each car ("On it"), from one request for the whole board', async () => {
    const taken = inStep('TAKEN', inspection, 150);
    // Taken ten minutes ago in its step before, and moved on five minutes ago: nobody is on it.
    const moved = inStep('MOVED', mechanical, 5);
    const { calls } = stubFetch({
      'GET /api/vehicles/page': () => ({
        items: [taken, moved, inStep('FREE', inspection, 5)],
        nextCursor: null,
      }),
      'GET /api/workflows': () => ({
        workflows: [{ workflow: 'make-ready', version: 1, steps }],
      }),
      'GET /api/users': () => [],
      'GET /api/alerts/on-it': () => ({
        cars: [
          { vehicleId: taken.id, userId: COLLEAGUE, name: 'Sam Lee', at: NOW },
          { vehicleId: moved.id, userId: ME, name: 'Me', at: NOW - 10 * MINUTE_MS },
        ],
      }),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      userId: ME,
      clock: createManualClock(NOW),
    });
    const tile = await screen.findByRole('article', { name: /^TAKEN,/ });
    await waitFor(() =>
      expect(within(tile).getByTestId('tile-on-it')).toHaveTextContent('On it: Sam Lee'),
    );
    expect(screen.getAllByTestId('tile-on-it')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/alerts/on-it')).toHaveLength(1);
  });

  it('keeps the single board with one step', async () => {
    stubFetch({
      'GET /api/vehicles/page': () => ({ items: [inStep('ONE', inspection, 5)], nextCursor: null }),
      'GET /api/workflows': () => ({
        workflows: [
          { workflow: 'make-ready', version: 1, steps: [{ ...inspection, thresholds: null }] },
        ],
      }),
    });
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      workspace: true,
      clock: createManualClock(NOW),
    });
    await screen.findAllByTestId('vehicle-tile');
    expect(screen.queryByTestId('step-board')).toBeNull();
    expect(screen.getByTestId('board-grid')).toBeInTheDocument();
    // The default step: the configuration's timeline from the Make Ready start (600 min: overdue).
    expect(screen.getByRole('article', { name: /^ONE,/ })).toHaveAttribute(
      'data-status',
      'overdue',
    );
  });
});
