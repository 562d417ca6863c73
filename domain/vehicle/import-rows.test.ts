import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../time';
import { fieldsSetOnExisting, prepareImport, readImportRow } from './import-rows';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('reading an import row (spec 5)', () => {
  it('defaults everything but the stock number', () => {
    expect(readImportRow({ stockNumber: 'Z9' }, 2, NOW)).toEqual({
      rowNumber: 2,
      warnings: [],
      infos: [],
      vehicle: {
        stockNumber: 'Z9',
        year: 2026,
        make: 'Unknown',
        model: 'Unknown',
        color: 'Unknown',
        vin: null,
        notes: '',
        type: 'inventory',
        isShipping: false,
        promised: false,
        customDaysAgo: 0,
        starred: true,
        flag: 'active',
        salesperson: 'Import',
        location: null,
        mileage: null,
        trim: null,
        priceCents: null,
        reconEstimateCents: null,
      },
    });
  });

  it.each([
    ['an import', {}, {}, 'Import'],
    ['a feed', { salesperson: 'Feed' }, {}, 'Feed'],
    ['a row naming its own', { salesperson: 'Feed' }, { salesperson: 'Jane Smith' }, 'Jane Smith'],
  ])('gives a blank salesperson of %s its default', (_name, options, cells, expected) => {
    const read = readImportRow({ stockNumber: 'S1', ...cells }, 2, NOW, options);
    expect(read).toMatchObject({ vehicle: { salesperson: expected } });
  });

  it('reads every cell by its field', () => {
    const read = readImportRow(
      {
        stockNumber: 'A1',
        year: '2021',
        make: 'Toyota',
        model: 'Camry',
        color: 'Silver',
        vin: '1hgcm82633a004352',
        notes: 'Needs detail, wax',
        type: 'make ready',
        isShipping: 'no',
        starred: 'yes',
        flag: 'yes',
        salesperson: 'Jane Smith',
        location: 'Bay 2',
        mileage: '84,210',
        checkInTime: '12',
      },
      2,
      NOW,
    );
    expect(read).toMatchObject({
      warnings: [],
      vehicle: {
        year: 2021,
        vin: '1HGCM82633A004352',
        type: 'make-ready',
        starred: true,
        flag: 'sold',
        salesperson: 'Jane Smith',
        location: 'Bay 2',
        mileage: 84210,
        checkInTime: NOW - 12 * DAY_MS,
      },
    });
  });

  it('replaces a year out of range and says so on the row', () => {
    expect(readImportRow({ stockNumber: 'A4', year: '1800' }, 4, NOW)).toMatchObject({
      vehicle: { year: 2026 },
      warnings: ['Row 4: year 1800 replaced by 2026'],
    });
  });

  it.each([
    [{ make: 'Ford' }, 'Row 3: Stock number is required'],
    [{ stockNumber: 'A1', vin: '1HGCM82633A00435' }, 'Row 3: VIN must be 17 characters'],
    [{ stockNumber: 'X'.repeat(41) }, 'Row 3: Stock number must be at most 40 characters'],
  ])('refuses %o with %j', (row, error) => {
    expect(readImportRow(row, 3, NOW)).toEqual({ rowNumber: 3, error });
  });
});

describe('preparing an import', () => {
  it('keeps the good rows, reports the bad ones and the repeated stock numbers', () => {
    const prepared = prepareImport(
      [
        { rowNumber: 2, stockNumber: 'A1', make: 'Ford' },
        { rowNumber: 3, make: 'Kia' },
        { rowNumber: 4, stockNumber: 'A1', make: 'Audi' },
        { rowNumber: 5, stockNumber: 'A2', year: '1800' },
        'not a row',
        { rowNumber: 7, stockNumber: 'A3', colour: 'Blue' },
      ],
      NOW,
    );
    expect(prepared.valid.map((row) => [row.rowNumber, row.vehicle.make])).toEqual([
      [4, 'Audi'],
      [5, 'Unknown'],
    ]);
    expect(prepared.errors).toEqual([
      'Row 2: Stock number A1 appears again in row 4, which is imported instead',
      'Row 3: Stock number is required',
      'Row 5: Invalid input: expected object, received string',
      'Row 7: Unrecognized key: "colour"',
    ]);
    expect(prepared.warnings).toEqual(['Row 5: year 1800 replaced by 2026']);
  });

  it.each([
    [undefined, 'all but the stock number, days with the type'],
    [['stockNumber', 'color'], ['color']],
    [['stockNumber', 'customDaysAgo'], []],
    [
      ['stockNumber', 'type'],
      ['type', 'customDaysAgo'],
    ],
    [
      ['flag', 'mileage'],
      ['flag', 'mileage'],
    ],
  ] as const)('a vehicle already on the lot takes the columns %j', (columns, fields) => {
    const set = fieldsSetOnExisting(columns);
    if (typeof fields === 'string') {
      expect(set).not.toContain('stockNumber');
      expect(set).toContain('customDaysAgo');
      expect(set).toContain('mileage');
    } else expect(set).toEqual(fields);
  });
});

describe('stock numbers from VINs, units, dates and VIN warnings (issue #27)', () => {
  const VIN = '1HGCM82633A004352';
  it.each([
    ['last8', '3A004352'],
    ['last6', '004352'],
    ['vin', VIN],
  ] as const)('a row with a VIN and no stock number takes the %s', (choice, stock) => {
    const read = readImportRow({ vin: VIN.toLowerCase(), stockNumber: '' }, 2, NOW, {
      stockNumberFromVin: choice,
    });
    expect(read).toMatchObject({ vehicle: { stockNumber: stock, vin: VIN } });
  });

  it('keeps a stock number the row has, and refuses a row with neither', () => {
    const options = { stockNumberFromVin: 'last8' } as const;
    expect(readImportRow({ vin: VIN, stockNumber: 'S1' }, 2, NOW, options)).toMatchObject({
      vehicle: { stockNumber: 'S1' },
    });
    expect(readImportRow({ make: 'Ford' }, 3, NOW, options)).toEqual({
      rowNumber: 3,
      error: 'Row 3: Stock number is required',
    });
  });

  it('reports the same VIN twice under one stock number once, as information', () => {
    const prepared = prepareImport(
      [
        { rowNumber: 2, vin: VIN, make: 'Honda' },
        { rowNumber: 3, vin: VIN, make: 'Honda' },
        { rowNumber: 4, stockNumber: 'B1', vin: '1M8GDM9AXKP042788' },
        { rowNumber: 5, stockNumber: 'B1', vin: 'JHMCM56557C404453' },
      ],
      NOW,
      { stockNumberFromVin: 'last8' },
    );
    expect(prepared.valid.map((row) => row.rowNumber)).toEqual([3, 5]);
    expect(prepared.problems).toEqual([
      {
        row: 2,
        level: 'info',
        message: `VIN ${VIN} appears again in row 3 (the same vehicle): imported once, from row 3`,
      },
      {
        row: 4,
        level: 'error',
        message: 'Stock number B1 appears again in row 5, which is imported instead',
      },
    ]);
    expect(prepared.errors).toEqual([
      'Row 4: Stock number B1 appears again in row 5, which is imported instead',
    ]);
  });

  it('reads km, day-first dates, prices and trims by the dealership, and warns of a check digit', () => {
    const read = readImportRow(
      {
        stockNumber: 'K1',
        vin: '1HGCM82643A004352',
        mileage: '77 000 km',
        checkInTime: '29/10/2025 9:14',
        priceCents: '$23,995',
        trim: 'EX-L',
      },
      7,
      NOW,
      { distanceUnit: 'km', dateOrder: 'day-first' },
    );
    expect(read).toMatchObject({
      vehicle: {
        mileage: 77000,
        checkInTime: Date.UTC(2025, 9, 29, 9, 14),
        priceCents: 2399500,
        trim: 'EX-L',
      },
      warnings: [
        'Row 7: VIN 1HGCM82643A004352: check digit is 4, expected 3; please double-check it',
      ],
    });
  });

  it.each([
    ['1969', null],
    [
      '1990',
      'Row 2: VIN must be 17 characters; 6 to 13 is a pre-1981 serial, for a year of 1980 or earlier',
    ],
  ])('takes a pre-1981 VIN with the year %s', (year, error) => {
    const read = readImportRow({ stockNumber: 'C1', vin: '124379N123456', year }, 2, NOW);
    if (error) expect(read).toEqual({ rowNumber: 2, error });
    else expect(read).toMatchObject({ vehicle: { vin: '124379N123456', year: 1969 } });
  });
});
