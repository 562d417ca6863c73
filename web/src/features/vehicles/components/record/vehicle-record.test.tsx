import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@domain/api/common';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';
import { HOUR_MS, MINUTE_MS } from '@domain/time';
import { createManualClock } from '@/lib/clock';
import { renderStaff } from '@/test/staff-render';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { formatDateTime, toDateTimeLocal } from '@/features/vehicles/model/field-display';
import { VehicleBoard } from '../board/vehicle-board';

const NOW = Date.UTC(2026, 0, 1, 12);
const camry = () =>
  buildVehicle({
    stockNumber: 'R100',
    type: 'make-ready',
    inMakeReady: true,
    makeReadyAddedAt: NOW - 20 * MINUTE_MS,
    checkInTime: NOW - 2 * HOUR_MS,
    createdAt: NOW - 2 * HOUR_MS,
  });

function renderRecord(
  role: Role = 'manager',
  config: DealershipConfig = DEFAULT_DEALERSHIP_CONFIG,
) {
  const vehicles = [camry(), buildVehicle({ stockNumber: 'R200' })];
  const sandbox = createSandboxApi(() => NOW, { vehicles });
  renderStaff(<VehicleBoard workflow="make-ready" />, {
    api: sandbox.client,
    role,
    config,
    clock: createManualClock(NOW),
  });
  return sandbox;
}

async function openRecord() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Open record: R100/ }));
  return { user, record: await screen.findByRole('dialog', { name: /R100 · 2024 Toyota Camry/ }) };
}

describe('the vehicle record', () => {
  it('opens from a tile and edits notes in place; the history shows who did it', async () => {
    renderRecord();
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Edit Notes' }));
    await user.type(within(record).getByRole('textbox', { name: 'Notes' }), 'Needs tyres');
    await user.click(within(record).getByRole('button', { name: 'Save' }));
    // The notes field and the history's new value both read it.
    expect((await within(record).findAllByText('Needs tyres')).length).toBeGreaterThan(0);
    const history = within(record).getByRole('list', { name: 'History' });
    expect(await within(history).findByText('Updated notes')).toBeInTheDocument();
    expect(within(history).getByText(/sandbox \(admin\)/)).toBeInTheDocument();
  });

  it('shows a plain user the history, with the old value of a text edit (#28 item 6)', async () => {
    renderRecord('user');
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Edit Color' }));
    const color = within(record).getByRole('textbox', { name: 'Color' });
    await user.clear(color);
    await user.type(color, 'Midnight Blue');
    await user.click(within(record).getByRole('button', { name: 'Save' }));
    const history = within(record).getByRole('list', { name: 'History' });
    expect(await within(history).findByText('Updated color')).toBeInTheDocument();
    const edit = within(history).getByText(/^Color:/);
    expect(edit).toHaveTextContent(`Color: ${camry().color} → Midnight Blue`);
  });

  it.each([
    ['1HGCM82633A004352', 'Check digit OK · model year 2003 or 2033'],
    [
      '1HGCM82673A004352',
      'Check digit is 7, expected 3. Please double-check the VIN (you can still save it).',
    ],
    ['1HGCM826', '8 of 17 characters'],
  ])('gives check-digit feedback for VIN %s', async (vin, feedback) => {
    renderRecord();
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Edit VIN' }));
    await user.type(within(record).getByRole('textbox', { name: 'VIN' }), vin);
    expect(within(record).getByText(feedback)).toBeInTheDocument();
  });

  it('names a duplicate stock number on the stock-number field', async () => {
    renderRecord();
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Edit Stock number' }));
    const input = within(record).getByRole('textbox', { name: 'Stock number' });
    await user.clear(input);
    await user.type(input, 'R200{Enter}');
    expect(await within(record).findByRole('alert')).toHaveTextContent(
      'Stock number R200 already exists',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a manager set when it entered Make Ready, keeping the old and new time', async () => {
    renderRecord('manager');
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Edit Entered Make Ready' }));
    const input = within(record).getByLabelText('Entered Make Ready');
    // An hour before now, in the browser's zone as the input holds it.
    fireEvent.change(input, { target: { value: toDateTimeLocal(NOW - HOUR_MS) } });
    await user.click(within(record).getByRole('button', { name: 'Save' }));
    const history = within(record).getByRole('list', { name: 'History' });
    expect(await within(history).findByText('Updated Make Ready start')).toBeInTheDocument();
    expect(
      within(history).getByText(
        `${formatDateTime(NOW - 20 * MINUTE_MS)} → ${formatDateTime(NOW - HOUR_MS)}`,
      ),
    ).toBeInTheDocument();
    const tile = await screen.findByRole('article', { name: /R100/, hidden: true });
    expect(within(tile).getByTestId('tile-age')).toHaveTextContent('1 hour ago');
  });

  it.each<[string, Role, boolean, boolean]>([
    ['a user', 'user', true, false],
    ['a manager with time editing off', 'manager', false, false],
    ['an admin', 'admin', true, true],
  ])('offers the start time to %s: %s', async (_name, role, timeEditing, offered) => {
    renderRecord(role, {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, timeEditing },
    });
    const { record } = await openRecord();
    expect(within(record).getByText('Entered Make Ready')).toBeInTheDocument();
    expect(within(record).queryByRole('button', { name: 'Edit Entered Make Ready' }) !== null).toBe(
      offered,
    );
  });

  it('shows the time spent in each workflow', async () => {
    renderRecord();
    const { record } = await openRecord();
    const spent = await within(record).findByLabelText('Time in each workflow');
    expect(within(spent).getByText('Make Ready').nextSibling).toHaveTextContent('20 min');
    expect(within(spent).getByText('Inventory').nextSibling).toHaveTextContent('0 min');
  });

  it('moves a car from its record; History shows the time spent in each step (#26)', async () => {
    // The sample lot runs Standard recon.
    renderStaff(<VehicleBoard workflow="make-ready" />, {
      api: createSandboxApi(() => NOW).client,
      role: 'manager',
      clock: createManualClock(NOW),
    });
    const user = userEvent.setup();
    const [open] = await screen.findAllByRole('button', { name: /Open record: / });
    await user.click(open!);
    const record = await screen.findByRole('dialog');
    const stock = /Move to step: (.+)/.exec(
      within(record)
        .getByRole('combobox', { name: /Move to step/ })
        .getAttribute('aria-label')!,
    )![1]!;
    await user.selectOptions(
      within(record).getByRole('combobox', { name: `Move to step: ${stock}` }),
      'Frontline',
    );
    const stays = await within(record).findByRole('list', { name: 'Time in each step' });
    await waitFor(() => expect(within(stays).getAllByRole('listitem').length).toBeGreaterThan(1));
    const last = within(stays).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveTextContent(/Frontline \((moved|skipped ahead) by /);
    expect(last).toHaveTextContent('0 min so far');
  });

  it('closes once its vehicle is deleted, saying so, and Undo puts it back', async () => {
    renderRecord('admin');
    const { user, record } = await openRecord();
    await user.click(within(record).getByRole('button', { name: 'Delete' }));
    await user.click(within(record).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('Vehicle deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /R100/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open record: R100/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('1 vehicle is back as before.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Open record: R100/ })).toBeInTheDocument();
  });
});
