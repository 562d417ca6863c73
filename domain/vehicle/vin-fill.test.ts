import { describe, expect, it } from 'vitest';
import { prepareImport } from './import-rows';
import {
  fillRowFromVin,
  vinFilledMessage,
  vinFilledNote,
  vinToFillFrom,
  type VinVehicle,
} from './vin-fill';

const VIN = '1HGCM82633A004352';
const ACCORD: VinVehicle = { year: 2003, make: 'Honda', model: 'Accord' };
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('vinToFillFrom: the VIN an import row is filled from', () => {
  it.each([
    [{ vin: VIN }, VIN],
    [{ vin: ' 1hgcm826-33a004352 ', make: 'Honda', model: 'Accord' }, VIN],
    [{ vin: VIN, year: 2003, make: 'Honda', model: ' ' }, VIN],
    // Nothing blank, no VIN, a malformed VIN or a pre-1981 serial: nothing to decode.
    [{ vin: VIN, year: '2003', make: 'Honda', model: 'Accord' }, null],
    [{ stockNumber: 'A1' }, null],
    [{ vin: '1HGCM82633A00435' }, null],
    [{ vin: '470021', year: '1937' }, null],
    [{ vin: true }, null],
    [null, null],
  ])('%j → %s', (row, expected) => {
    expect(vinToFillFrom(row)).toBe(expected);
  });
});

describe('fillRowFromVin: blank year, make and model from the decode', () => {
  it.each([
    [
      { vin: VIN },
      ACCORD,
      { year: '2003', make: 'Honda', model: 'Accord' },
      ['year', 'make', 'model'],
    ],
    [
      { vin: VIN, make: 'Acura', year: '' },
      ACCORD,
      { year: '2003', make: 'Acura', model: 'Accord' },
      ['year', 'model'],
    ],
    [
      { vin: VIN },
      { year: 2003, make: 'Honda', model: null },
      { year: '2003', make: 'Honda' },
      ['year', 'make'],
    ],
    [{ vin: VIN }, undefined, {}, []],
  ])('%j with %j', (row, decoded, cells, filled) => {
    expect(fillRowFromVin(row, decoded)).toEqual({ row: { ...row, ...cells }, filled });
  });
});

describe('the words', () => {
  it.each([
    [['year', 'make', 'model'], 'year, make and model filled from the VIN: 2003 Honda Accord'],
    [['year', 'model'], 'year and model filled from the VIN: 2003 Accord'],
    [['make'], 'make filled from the VIN: Honda'],
  ] as const)('%j → %s', (filled, message) => {
    expect(vinFilledMessage(filled, ACCORD)).toBe(message);
  });

  it('names the vehicle under the VIN field', () => {
    expect(vinFilledNote(ACCORD)).toBe('Filled from the VIN: 2003 Honda Accord — check it');
    expect(vinFilledNote({ year: null, make: 'Honda', model: 'Accord' })).toBe(
      'Filled from the VIN: Honda Accord — check it',
    );
  });
});

describe('an import with decoded VINs', () => {
  it('fills blank cells, says so on the row as information, and keeps what the file says', () => {
    const prepared = prepareImport(
      [
        { rowNumber: 2, stockNumber: 'A1', vin: VIN },
        { rowNumber: 3, stockNumber: 'A2', vin: VIN, year: '2004', make: 'Acura' },
        { rowNumber: 4, stockNumber: 'A3', vin: 'AAA11111111111111' },
      ],
      NOW,
      { vinVehicles: new Map([[VIN, ACCORD]]) },
    );
    expect(prepared.valid.map(({ vehicle: v }) => [v.year, v.make, v.model])).toEqual([
      [2003, 'Honda', 'Accord'],
      [2004, 'Acura', 'Accord'],
      [2026, 'Unknown', 'Unknown'],
    ]);
    expect(prepared.problems).toEqual([
      {
        row: 2,
        level: 'info',
        message: 'year, make and model filled from the VIN: 2003 Honda Accord',
      },
      { row: 3, level: 'info', message: 'model filled from the VIN: Accord' },
    ]);
    expect(prepared.warnings).toEqual([]);
  });
});
