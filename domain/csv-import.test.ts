import { describe, expect, it } from 'vitest';
import {
  HEADER_ALIASES,
  IMPORT_FAILED_FALLBACK,
  IMPORT_FAILED_TITLE,
  IMPORT_COMPLETE_TITLE,
  INVALID_FILE_TYPE_DESCRIPTION,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  IMPORT_FIELDS,
  NO_VALID_VEHICLES_MESSAGE,
  formatRowError,
  importFailedToast,
  importSummaryMessage,
  importSummaryToast,
  isCsvFile,
  matchHeader,
  normalizeHeader,
  parseCsvBoolean,
  parseCsvDaysAgo,
  parseCsvType,
  parseCsvYear,
  parseVehicleCsv,
  summarizeImportErrors,
  toVehicleCreate,
  type ImportField,
} from './csv-import';
import { vehicleCreateSchema } from './api/vehicles';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('messages (spec 5, 8)', () => {
  it.each([
    [INVALID_FILE_TYPE_MESSAGE, 'Invalid File Type: Please select a CSV file.'],
    [INVALID_FILE_TYPE_TITLE, 'Invalid File Type'],
    [INVALID_FILE_TYPE_DESCRIPTION, 'Please select a CSV file.'],
    [NO_VALID_VEHICLES_MESSAGE, 'No valid vehicles found in CSV file'],
    [IMPORT_COMPLETE_TITLE, 'Import Complete'],
    [IMPORT_FAILED_TITLE, 'Import Failed'],
    [IMPORT_FAILED_FALLBACK, 'An error occurred during import'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isCsvFile (spec 5)', () => {
  it.each([
    [{ name: 'cars.csv', type: 'text/csv' }, true],
    [{ name: 'CARS.CSV', type: '' }, true],
    [{ name: 'cars.csv', type: 'application/vnd.ms-excel' }, true],
    [{ name: 'export', type: 'text/csv' }, true],
    [{ name: 'cars.csv ', type: null }, true],
    [
      {
        name: 'cars.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      false,
    ],
    [{ name: 'cars.csv.txt', type: 'text/plain' }, false],
    [{ name: 'csv', type: '' }, false],
  ])('%o → %s', (file, ok) => {
    expect(isCsvFile(file)).toBe(ok);
  });
});

describe('header aliases', () => {
  const everyAlias = IMPORT_FIELDS.flatMap((field) =>
    HEADER_ALIASES[field].map((alias) => [alias, field] as const),
  );
  it.each(everyAlias)('%j → %s', (alias, field) => {
    expect(matchHeader(alias)).toBe(field);
    expect(matchHeader(` ${alias.toUpperCase()} `)).toBe(field);
  });

  it('has no alias claimed by two fields', () => {
    const owners = new Map<string, Set<ImportField>>();
    for (const [alias, field] of everyAlias) {
      const key = normalizeHeader(alias);
      owners.set(key, (owners.get(key) ?? new Set()).add(field));
    }
    expect([...owners].filter(([, fields]) => fields.size > 1)).toEqual([]);
  });

  it.each<[string, ImportField | null]>([
    ['Stock #', 'stockNumber'],
    ['stock_number', 'stockNumber'],
    ['STOCK-NUMBER', 'stockNumber'],
    ['Stk#', 'stockNumber'],
    ['stock no.', 'stockNumber'],
    ['Colour', 'color'],
    ['is_shipping', 'isShipping'],
    ['Is Shipping', 'isShipping'],
    ['days ago', 'customDaysAgo'],
    ['Custom Days Ago', 'customDaysAgo'],
    ['favorite', 'starred'],
    ['Sales Person', 'salesperson'],
    ['vendor', 'salesperson'],
    ['Comments', 'notes'],
    ['workflow', 'type'],
    ['VIN #', 'vin'],
    ['Mileage', null],
    ['', null],
    ['constructor', null],
  ])('%j → %s', (header, field) => {
    expect(matchHeader(header)).toBe(field);
  });
});

describe('cell rules (spec 5)', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    [' Yes ', true],
    ['1', true],
    ['y', true],
    ['Y', true],
    ['false', false],
    ['no', false],
    ['0', false],
    ['', false],
    ['x', false],
    ['on', false],
  ])('boolean %j → %s', (value, result) => {
    expect(parseCsvBoolean(value)).toBe(result);
  });

  it.each([
    ['2020', 2020],
    [' 2020 ', 2020],
    ['1901', 1901],
    ['1900', 2026],
    ['2028', 2028],
    ['2029', 2026],
    ['2020.5', 2026],
    ['abc', 2026],
    ['', 2026],
    ['-2020', 2026],
  ])('year %j → %s (current year 2026)', (value, year) => {
    expect(parseCsvYear(value, NOW)).toBe(year);
  });

  it('takes the current year from now, in UTC', () => {
    expect(parseCsvYear('', Date.UTC(2030, 0, 1, 0, 30))).toBe(2030);
    expect(parseCsvYear('2032', Date.UTC(2030, 0, 1))).toBe(2032);
  });

  it.each([
    ['make-ready', 'make-ready'],
    ['Make Ready', 'make-ready'],
    ['makeready', 'make-ready'],
    ['MAKE_READY', 'make-ready'],
    ['service', 'service'],
    [' Service ', 'service'],
    ['inventory', 'inventory'],
    ['', 'inventory'],
    ['retail', 'inventory'],
    ['constructor', 'inventory'],
  ])('type %j → %s', (value, type) => {
    expect(parseCsvType(value)).toBe(type);
  });

  it.each([
    ['', 0],
    ['3', 3],
    ['2.5', 2.5],
    ['-1', 0],
    ['abc', 0],
    ['3650', 3650],
    ['3651', 0],
  ])('custom days ago %j → %s', (value, days) => {
    expect(parseCsvDaysAgo(value)).toBe(days);
  });
});

describe('parseVehicleCsv', () => {
  it('reads a settings-template file with a BOM, CRLF, quotes and blank lines', () => {
    const text =
      '\uFEFFStock Number,Year,Make,Model,Color,VIN,Notes,Type,Is Shipping,Custom Days Ago,Starred,Sold\r\n' +
      'A1,2021,Toyota,Camry,Silver,1hgcm82633a004352,"Needs detail, wax",make ready,no,,yes,no\r\n' +
      '\r\n' +
      ' , , \r\n' +
      'A2,1800,,,,,"Line one\r\nline two",service,Y,4,no,yes\r\n';
    const result = parseVehicleCsv(text, { now: NOW });
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(2);
    expect(result.fileError).toBeNull();
    expect(result.unknownHeaders).toEqual([]);
    expect(result.vehicles).toEqual([
      {
        stockNumber: 'A1',
        year: 2021,
        make: 'Toyota',
        model: 'Camry',
        color: 'Silver',
        vin: '1HGCM82633A004352',
        notes: 'Needs detail, wax',
        type: 'make-ready',
        isShipping: false,
        customDaysAgo: 0,
        starred: true,
        flag: 'active',
        salesperson: 'Import',
        location: null,
        rowNumber: 2,
      },
      {
        stockNumber: 'A2',
        year: 2026,
        make: 'Unknown',
        model: 'Unknown',
        color: 'Unknown',
        vin: null,
        notes: 'Line one\r\nline two',
        type: 'service',
        isShipping: true,
        customDaysAgo: 4,
        starred: false,
        flag: 'sold',
        salesperson: 'Import',
        location: null,
        rowNumber: 5,
      },
    ]);
  });

  it('gives bodies that POST /api/vehicles accepts as they are', () => {
    const { vehicles } = parseVehicleCsv('Stock,VIN\nA1,1HGCM82633A004352', { now: NOW });
    const body = vehicles.map(toVehicleCreate)[0];
    expect(body).not.toHaveProperty('rowNumber');
    expect(vehicleCreateSchema.parse(body)).toEqual(body);
  });

  it('defaults everything but the stock number (spec 5)', () => {
    const { vehicles } = parseVehicleCsv('stock\nZ9', { now: NOW });
    expect(vehicles).toEqual([
      {
        stockNumber: 'Z9',
        year: 2026,
        make: 'Unknown',
        model: 'Unknown',
        color: 'Unknown',
        vin: null,
        notes: '',
        type: 'inventory',
        isShipping: false,
        customDaysAgo: 0,
        starred: true,
        flag: 'active',
        salesperson: 'Import',
        location: null,
        rowNumber: 2,
      },
    ]);
  });

  it('rejects rows without a stock number, numbering rows as a spreadsheet does', () => {
    const text = 'Stock #,Make\nA1,Ford\n,Honda\n\n  ,Kia\nA4,Audi';
    const result = parseVehicleCsv(text, { now: NOW });
    expect(result.vehicles.map((v) => [v.stockNumber, v.rowNumber])).toEqual([
      ['A1', 2],
      ['A4', 6],
    ]);
    expect(result.errors).toEqual([
      { row: 3, message: 'Stock number is required' },
      { row: 5, message: 'Stock number is required' },
    ]);
    expect(result.errors.map((e) => formatRowError(e.row, e.message))).toEqual([
      'Row 3: Stock number is required',
      'Row 5: Stock number is required',
    ]);
    expect(result.totalRows).toBe(4);
  });

  it('rejects a row the server would refuse, with the field message', () => {
    const text = `Stock,VIN,Make\nA1,1HGCM82633A00435,Ford\nA2,1HGCM82633A0O4352,Kia\n${'X'.repeat(41)},,Audi`;
    expect(parseVehicleCsv(text, { now: NOW }).errors).toEqual([
      { row: 2, message: 'VIN must be 17 characters' },
      { row: 3, message: 'VIN cannot contain the letters I, O or Q' },
      { row: 4, message: 'Stock number must be at most 40 characters' },
    ]);
  });

  it('uses a Salesperson column and ignores In Stock Date and Price (onboarding template)', () => {
    const text =
      'Stock Number,VIN,Year,Make,Model,Color,Salesperson,Notes,In Stock Date,Price,Mileage\n' +
      'B1,,2024,Kia,Soul,Red,Jane Smith,,2026-01-15,18995,1200\n' +
      'B2,,2024,Kia,Rio,Blue,,,,,\n';
    const result = parseVehicleCsv(text, { now: NOW });
    expect(result.vehicles.map((v) => v.salesperson)).toEqual(['Jane Smith', 'Import']);
    expect(result.unknownHeaders).toEqual(['Mileage']);
    // Sent with the rows: vehicles already on the lot change only in these.
    expect(result.columns).toEqual([
      'stockNumber',
      'vin',
      'year',
      'make',
      'model',
      'color',
      'salesperson',
      'notes',
      'inStockDate',
      'price',
    ]);
  });

  it('takes the first of two columns for the same field', () => {
    const { vehicles } = parseVehicleCsv('Stock,Color,Colour\nA1,Red,Blue', { now: NOW });
    expect(vehicles[0]?.color).toBe('Red');
  });

  it('reads semicolon-separated files', () => {
    const { vehicles } = parseVehicleCsv('Stock;Make;Model\nA1;Ford;"Focus; ST"', { now: NOW });
    expect(vehicles.map((v) => [v.make, v.model])).toEqual([['Ford', 'Focus; ST']]);
  });

  it('reports an unclosed quote on its row and imports the rows before it', () => {
    const result = parseVehicleCsv('Stock,Notes\nA1,ok\nA2,"never closed\nA3,lost', { now: NOW });
    expect(result.vehicles.map((v) => v.stockNumber)).toEqual(['A1']);
    expect(result.errors).toEqual([{ row: 3, message: 'A quoted value is not closed' }]);
  });

  it.each([
    ['an empty file', ''],
    ['a BOM only', '\uFEFF'],
    ['blank lines only', '\r\n\r\n'],
    ['a header only', 'Stock Number,Year\r\n'],
    ['rows without stock numbers', 'Stock Number,Make\n,Ford\n'],
    ['no stock number column', 'Make,Model\nFord,Focus\n'],
  ])('gives the no-valid-vehicles error for %s', (_name, text) => {
    const result = parseVehicleCsv(text, { now: NOW });
    expect(result.vehicles).toEqual([]);
    expect(result.fileError).toBe('No valid vehicles found in CSV file');
  });
});

describe('import summary (spec 8)', () => {
  const errors = (n: number) => Array.from({ length: n }, (_, i) => `Row ${i + 2}: Bad`);

  it.each([
    [0, []],
    [1, ['Row 2: Bad']],
    [3, ['Row 2: Bad', 'Row 3: Bad', 'Row 4: Bad']],
    [4, ['Row 2: Bad', 'Row 3: Bad', 'Row 4: Bad', '...and 1 more errors']],
    [10, ['Row 2: Bad', 'Row 3: Bad', 'Row 4: Bad', '...and 7 more errors']],
  ])('%s errors → %j', (count, lines) => {
    expect(summarizeImportErrors(errors(count))).toEqual(lines);
  });

  it('reads Successfully imported X of Y vehicles.', () => {
    expect(importSummaryMessage(7, 9)).toBe('Successfully imported 7 of 9 vehicles.');
    expect(importSummaryMessage(0, 0)).toBe('Successfully imported 0 of 0 vehicles.');
  });

  it('is destructive only when a row failed', () => {
    expect(importSummaryToast({ imported: 2, total: 2, errors: [] })).toEqual({
      title: 'Import Complete',
      description: 'Successfully imported 2 of 2 vehicles.',
      destructive: false,
    });
    expect(importSummaryToast({ imported: 1, total: 5, errors: errors(4) })).toEqual({
      title: 'Import Complete',
      description:
        'Successfully imported 1 of 5 vehicles.\nRow 2: Bad\nRow 3: Bad\nRow 4: Bad\n...and 1 more errors',
      destructive: true,
    });
  });

  it.each<[unknown, string]>([
    [new Error('HTTP error! status: 500'), 'HTTP error! status: 500'],
    [new Error(''), 'An error occurred during import'],
    ['boom', 'An error occurred during import'],
    [undefined, 'An error occurred during import'],
  ])('failure toast for %o → %j', (error, description) => {
    expect(importFailedToast(error)).toEqual({
      title: 'Import Failed',
      description,
      destructive: true,
    });
  });
});
