import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VinDecode } from '@domain/api/vin-endpoints';
import { VIN_NOT_DECODED_MESSAGE } from '@domain/vin';
import { createManualClock } from '@/lib/clock';
import { json, renderStaff, stubFetch } from '@/test/staff-render';
import { AddVehicleButton } from './add-vehicle-dialog';

afterEach(() => vi.unstubAllGlobals());

const ACCORD_VIN = '1HGCM82633A004352';
const WRONG_CHECK_DIGIT_VIN = '1HGCM82693A004352';
const F150_VIN = '1FTFW1ET5DFC10312';
const UNKNOWN_VIN = 'AAA11111111111111';

const accord = (vin: string): VinDecode => ({
  vin,
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-V6',
  body: 'Coupe',
  checkDigitValid: vin === ACCORD_VIN,
  warnings: [],
});
const F150: VinDecode = {
  vin: F150_VIN,
  year: 2013,
  make: 'Ford',
  model: 'F-150',
  trim: null,
  body: 'Pickup',
  checkDigitValid: true,
  warnings: [],
};

/** The server's decodes, by fetch; 2026 is the clock's year, the form's start year. */
function renderAdd() {
  stubFetch({
    [`GET /api/vins/${ACCORD_VIN}`]: () => accord(ACCORD_VIN),
    [`GET /api/vins/${WRONG_CHECK_DIGIT_VIN}`]: () => accord(WRONG_CHECK_DIGIT_VIN),
    [`GET /api/vins/${F150_VIN}`]: () => F150,
    [`GET /api/vins/${UNKNOWN_VIN}`]: () =>
      json({ error: 'Not Found', message: VIN_NOT_DECODED_MESSAGE }, 404),
  });
  renderStaff(<AddVehicleButton defaultType="inventory" />, {
    workspace: true,
    clock: createManualClock(Date.UTC(2026, 5, 1)),
  });
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const values = () => ({
  year: field('Year').value,
  make: field('Make').value,
  model: field('Model').value,
  trim: field('Trim').value,
});

describe('Add vehicle: the VIN does the typing', () => {
  it.each([
    {
      name: 'a typed VIN fills year, make, model and trim',
      typedFirst: {},
      vin: ACCORD_VIN,
      expected: { year: '2003', make: 'Honda', model: 'Accord', trim: 'EX-V6' },
      note: 'Filled from the VIN: 2003 Honda Accord — check it',
    },
    {
      name: 'what the user typed stays',
      typedFirst: { Make: 'Acura', Trim: 'LX' },
      vin: ACCORD_VIN,
      expected: { year: '2003', make: 'Acura', model: 'Accord', trim: 'LX' },
      note: 'Filled from the VIN: 2003 Honda Accord — check it',
    },
    {
      name: 'a wrong check digit still decodes (and still warns)',
      typedFirst: {},
      vin: WRONG_CHECK_DIGIT_VIN,
      expected: { year: '2003', make: 'Honda', model: 'Accord', trim: 'EX-V6' },
      note: 'Filled from the VIN: 2003 Honda Accord — check it',
    },
    {
      name: 'a VIN the server knows nothing of fills nothing and says so',
      typedFirst: {},
      vin: UNKNOWN_VIN,
      expected: { year: '2026', make: '', model: '', trim: '' },
      note: VIN_NOT_DECODED_MESSAGE,
    },
  ])('$name', async ({ typedFirst, vin, expected, note }) => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await screen.findByLabelText('Stock number');
    for (const [label, text] of Object.entries(typedFirst)) await user.type(field(label), text);
    await user.type(field('VIN'), vin.toLowerCase());
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(values()).toEqual(expected);
    if (vin === WRONG_CHECK_DIGIT_VIN) {
      expect(screen.getByText(/Check digit is 9, expected 3/)).toBeInTheDocument();
    }
  });

  it('a corrected VIN refills what the first one filled, not what the user typed', async () => {
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await screen.findByLabelText('Stock number');
    await user.type(field('VIN'), ACCORD_VIN);
    await screen.findByText('Filled from the VIN: 2003 Honda Accord — check it');
    await user.clear(field('Model'));
    await user.type(field('Model'), 'Accord Coupe');
    await user.clear(field('VIN'));
    await user.type(field('VIN'), F150_VIN);
    expect(
      await screen.findByText('Filled from the VIN: 2013 Ford F-150 — check it'),
    ).toBeInTheDocument();
    // vPIC has no trim for it: the Accord's goes.
    expect(values()).toEqual({ year: '2013', make: 'Ford', model: 'Accord Coupe', trim: '' });
  });
});
