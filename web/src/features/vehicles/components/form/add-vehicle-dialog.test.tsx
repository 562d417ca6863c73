import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { renderStaff } from '@/test/staff-render';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { READ_ONLY_MESSAGES } from '@domain/subscription';
import { describeField, fieldsEditedIn } from '@domain/vehicle/fields';
import { WriteAccessProvider } from '@/lib/write-access';
import { AddVehicleButton } from './add-vehicle-dialog';

const VALID_VIN = '1HGCM82633A004352';
const WRONG_CHECK_DIGIT_VIN = '1HGCM82693A004352';

/** The form over the sandbox API with an empty lot: what it adds is what the lot then holds. */
function renderAdd() {
  const sandbox = createSandboxApi(() => Date.UTC(2026, 0, 1), { vehicles: [] });
  renderStaff(<AddVehicleButton defaultType="make-ready" />, { api: sandbox.client });
  const lot = () => sandbox.client.call(vehicleApi.list, { query: {} });
  return { lot };
}

/** Opens the dialog; the form is loaded on demand, so this waits for it. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
  await screen.findByLabelText('Stock number');
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Stock number'), 'N100');
  await user.type(screen.getByLabelText('Make'), 'Honda');
  await user.type(screen.getByLabelText('Model'), 'Accord');
  await user.type(screen.getByLabelText('Color'), 'Blue');
}

describe('Add vehicle form', () => {
  it('shows every field the registry marks for the form (location only for Service)', async () => {
    const user = userEvent.setup();
    renderAdd();
    await openForm(user);
    await user.selectOptions(screen.getByLabelText('Workflow'), 'service');
    const labels = fieldsEditedIn('form').map((key) =>
      key === 'salesperson' ? 'Vendor' : describeField(key).label,
    );
    // A measure's label names its unit ('Mileage (mi)', 'Price ($)').
    for (const label of labels) {
      const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(screen.getByLabelText(new RegExp(`^${escaped}( \\(.+\\))?$`))).toBeInTheDocument();
    }
  });

  it('is disabled with the reason while the dealership is read-only (the trial ended)', async () => {
    const user = userEvent.setup();
    const sandbox = createSandboxApi(() => Date.UTC(2026, 0, 1), { vehicles: [] });
    const reason = READ_ONLY_MESSAGES['trial-ended'];
    renderStaff(
      <WriteAccessProvider value={{ readOnly: true, reason }}>
        <AddVehicleButton defaultType="make-ready" />
      </WriteAccessProvider>,
      { api: sandbox.client },
    );
    const button = screen.getByRole('button', { name: 'Add vehicle' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    await user.keyboard('n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a duplicate stock number on the stock-number field and keeps the form', async () => {
    const user = userEvent.setup();
    const { lot } = renderAdd();
    await openForm(user);
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add vehicle' }),
    );
    expect(await lot()).toHaveLength(1);
    await openForm(user);
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add vehicle' }),
    );
    const stock = await screen.findByLabelText('Stock number');
    await vi.waitFor(() => expect(stock).toHaveAttribute('aria-invalid', 'true'));
    expect(stock).toHaveAccessibleDescription('Stock number N100 already exists');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/Conflict/)).not.toBeInTheDocument();
  });

  it('validates the required fields with the schema messages', async () => {
    const user = userEvent.setup();
    const { lot } = renderAdd();
    await openForm(user);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add vehicle' }),
    );
    expect(await screen.findByText('Stock number is required')).toBeInTheDocument();
    expect(screen.getByText('Make is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Stock number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Stock number')).toHaveAccessibleDescription(
      'Stock number is required',
    );
    expect(await lot()).toEqual([]);
  });

  it('gives live VIN feedback; a wrong check digit warns but still saves', async () => {
    const user = userEvent.setup();
    const { lot } = renderAdd();
    await openForm(user);
    const vin = screen.getByLabelText('VIN');
    await user.type(vin, '1HGCM');
    expect(screen.getByText('5 of 17 characters')).toBeInTheDocument();
    await user.clear(vin);
    await user.type(vin, VALID_VIN);
    expect(screen.getByText(/Check digit OK/)).toBeInTheDocument();
    await user.clear(vin);
    await user.type(vin, WRONG_CHECK_DIGIT_VIN);
    expect(screen.getByText(/Check digit is 9, expected 3/)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add vehicle' }),
    );
    expect(await screen.findByText('Vehicle added')).toBeInTheDocument();
    expect(await lot()).toEqual([
      expect.objectContaining({
        vin: WRONG_CHECK_DIGIT_VIN,
        type: 'make-ready',
        inMakeReady: true,
        stockNumber: 'N100',
      }),
    ]);
  });

  it('blocks a malformed VIN with the domain message', async () => {
    const user = userEvent.setup();
    const { lot } = renderAdd();
    await openForm(user);
    await user.type(screen.getByLabelText('VIN'), 'IOQ12');
    await fillRequired(user);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add vehicle' }),
    );
    expect(await screen.findByText('VIN must be 17 characters')).toBeInTheDocument();
    expect(await lot()).toEqual([]);
  });

  it('explains when the camera is unavailable and offers manual entry', async () => {
    const user = userEvent.setup();
    renderAdd();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Type the VIN instead/);
    await user.click(screen.getByRole('button', { name: 'Enter VIN manually' }));
    expect(screen.queryByRole('dialog', { name: 'Scan VIN barcode' })).not.toBeInTheDocument();
  });
});
