import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import { MINUTE_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleBoard } from '../board/vehicle-board';

const NOW = Date.UTC(2026, 0, 1, 12);

function renderWork(role: Role, reconEstimateCents: number | null = null) {
  const vehicles = [
    buildVehicle({
      stockNumber: 'W100',
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: NOW - 20 * MINUTE_MS,
      reconEstimateCents,
    }),
  ];
  renderStaff(<VehicleBoard workflow="make-ready" />, {
    api: createSandboxApi(() => NOW, { vehicles }).client,
    role,
    clock: createManualClock(NOW),
  });
}

async function openWork() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Open record: W100/ }));
  const record = await screen.findByRole('dialog', { name: /W100/ });
  return { user, work: within(within(record).getByRole('region', { name: 'Work' })) };
}

async function addItem(
  user: ReturnType<typeof userEvent.setup>,
  work: Awaited<ReturnType<typeof openWork>>['work'],
  description: string,
  category: string,
  parts: string,
) {
  const form = within(work.getByRole('form', { name: 'Add a work item' }));
  await user.type(form.getByLabelText('Work description'), description);
  await user.selectOptions(form.getByLabelText('Category'), category);
  await user.type(form.getByLabelText('Parts'), parts);
  await user.click(form.getByRole('button', { name: 'Add item' }));
  await work.findByText(description);
}

describe("the record's work (issue #33)", () => {
  it('adds items, names a bad amount, and sends them: approved by the rule', async () => {
    renderWork('user');
    const { user, work } = await openWork();
    expect(await work.findByText('No work on this car yet.')).toBeInTheDocument();
    const form = within(work.getByRole('form', { name: 'Add a work item' }));
    await user.type(form.getByLabelText('Work description'), 'Wipers');
    await user.type(form.getByLabelText('Parts'), '-5');
    await user.click(form.getByRole('button', { name: 'Add item' }));
    expect(form.getByRole('alert')).toHaveTextContent('Parts: cannot be negative');
    await user.clear(form.getByLabelText('Parts'));
    await user.clear(form.getByLabelText('Work description'));
    await addItem(user, work, 'Wipers', 'Parts', '25');
    await user.click(work.getByRole('button', { name: 'Send 1 for approval' }));
    await waitFor(() => expect(work.getByText('Approved')).toBeInTheDocument());
    expect(work.getByText('Actual $25')).toBeInTheDocument();
    expect(work.queryByRole('button', { name: 'Approve all' })).toBeNull();
  });

  it('shows the wait, lets a manager approve, and the estimate line turns red past +20 %', async () => {
    renderWork('manager', 50_000);
    const { user, work } = await openWork();
    await addItem(user, work, 'Bumper', 'Body', '650');
    await user.click(work.getByRole('button', { name: 'Send 1 for approval' }));
    expect(await work.findByText('awaiting approval · 0 min')).toBeInTheDocument();
    await user.click(work.getByRole('button', { name: 'Approve all' }));
    const line = await work.findByText('Est $500 · Actual $650 · +30 %');
    expect(line).toHaveClass('text-red-700');
    expect(work.queryByText(/awaiting approval/)).toBeNull();
  });

  it('lets a manager decide each line with a note', async () => {
    renderWork('manager');
    const { user, work } = await openWork();
    await addItem(user, work, 'Bumper', 'Body', '650');
    await addItem(user, work, 'Door ding', 'Body', '120');
    await user.click(work.getByRole('button', { name: 'Send 2 for approval' }));
    const bumper = await work.findByRole('group', { name: 'Decide Bumper' });
    expect(work.queryByRole('button', { name: 'Save line decisions' })).toBeNull();
    await user.click(within(bumper).getByRole('button', { name: 'Approve' }));
    const ding = work.getByRole('group', { name: 'Decide Door ding' });
    await user.click(within(ding).getByRole('button', { name: 'Decline' }));
    expect(within(ding).getByRole('button', { name: 'Decline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(work.getByLabelText('Decision note'), 'Ding can wait');
    await user.click(work.getByRole('button', { name: 'Save line decisions' }));
    await waitFor(() => expect(work.queryByText('Awaiting approval')).toBeNull());
    const [bumperRow, dingRow] = work
      .getAllByRole('listitem')
      .filter((row) => /Bumper|Door ding/.test(row.textContent ?? ''));
    expect(bumperRow).toHaveTextContent('Approved');
    expect(dingRow).toHaveTextContent('Declined');
    expect(dingRow).toHaveTextContent('by You · “Ding can wait”');
    expect(work.getByText('Actual $650')).toBeInTheDocument();
  });
});
