import { describe, expect, it } from 'vitest';
import { NO_VALID_VEHICLES_MESSAGE } from './api/vehicles';
import {
  IMPORT_COMPLETE_TITLE,
  IMPORT_FAILED_FALLBACK,
  IMPORT_FAILED_TITLE,
  INVALID_FILE_TYPE_DESCRIPTION,
  INVALID_FILE_TYPE_MESSAGE,
  INVALID_FILE_TYPE_TITLE,
  importFailedToast,
  importSummaryMessage,
  importSummaryToast,
  applyMapping,
  autoMapping,
  headersKey,
  isCsvFile,
  parseVehicleCsv,
  readCsvTable,
  sampleValues,
  summarizeImportErrors,
} from './csv-import';

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

describe('parseVehicleCsv: the file becomes rows of cells by field', () => {
  it('reads a settings-template file with a BOM, CRLF, quotes and blank lines', () => {
    const text =
      '\uFEFFStock Number,Year,Make,Model,Color,VIN,Notes,Type,Is Shipping,Custom Days Ago,Starred,Sold\r\n' +
      'A1,2021,Toyota,Camry,Silver,1hgcm82633a004352,"Needs detail, wax",make ready,no,,yes,no\r\n' +
      '\r\n' +
      ' , , \r\n' +
      'A2,1800,,,,,"Line one\r\nline two",service,Y,4,no,yes\r\n';
    const result = parseVehicleCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(2);
    expect(result.fileError).toBeNull();
    expect(result.unknownHeaders).toEqual([]);
    expect(result.rows).toEqual([
      {
        rowNumber: 2,
        stockNumber: 'A1',
        year: '2021',
        make: 'Toyota',
        model: 'Camry',
        color: 'Silver',
        vin: '1hgcm82633a004352',
        notes: 'Needs detail, wax',
        type: 'make ready',
        isShipping: 'no',
        customDaysAgo: '',
        starred: 'yes',
        flag: 'no',
      },
      {
        rowNumber: 5,
        stockNumber: 'A2',
        year: '1800',
        make: '',
        model: '',
        color: '',
        vin: '',
        notes: 'Line one\r\nline two',
        type: 'service',
        isShipping: 'Y',
        customDaysAgo: '4',
        starred: 'no',
        flag: 'yes',
      },
    ]);
  });

  it('numbers rows as a spreadsheet does and sends rows without stock numbers too', () => {
    const result = parseVehicleCsv('Stock #,Make\nA1,Ford\n,Honda\n\n  ,Kia\nA4,Audi');
    expect(result.rows.map((row) => [row.stockNumber, row.rowNumber])).toEqual([
      ['A1', 2],
      ['', 3],
      ['', 5],
      ['A4', 6],
    ]);
    expect(result.totalRows).toBe(4);
  });

  it('recognises the onboarding template: Salesperson, In Stock Date, Price, Mileage', () => {
    const text =
      'Stock Number,VIN,Year,Make,Model,Color,Salesperson,Notes,In Stock Date,Price,Mileage,Unit\n' +
      'B1,,2024,Kia,Soul,Red,Jane Smith,,2026-01-15,18995,1200,x\n';
    const result = parseVehicleCsv(text);
    expect(result.rows[0]).toMatchObject({
      salesperson: 'Jane Smith',
      checkInTime: '2026-01-15',
      priceCents: '18995',
      mileage: '1200',
    });
    expect(result.unknownHeaders).toEqual(['Unit']);
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
      'checkInTime',
      'priceCents',
      'mileage',
    ]);
  });

  it('takes the first of two columns for the same field', () => {
    expect(parseVehicleCsv('Stock,Color,Colour\nA1,Red,Blue').rows[0]?.color).toBe('Red');
  });

  it('reads semicolon-separated files', () => {
    const { rows } = parseVehicleCsv('Stock;Make;Model\nA1;Ford;"Focus; ST"');
    expect(rows.map((row) => [row.make, row.model])).toEqual([['Ford', 'Focus; ST']]);
  });

  it('reports an unclosed quote on its row and keeps the rows before it', () => {
    const result = parseVehicleCsv('Stock,Notes\nA1,ok\nA2,"never closed\nA3,lost');
    expect(result.rows.map((row) => row.stockNumber)).toEqual(['A1']);
    expect(result.errors).toEqual([{ row: 3, message: 'A quoted value is not closed' }]);
  });

  it.each([
    ['an empty file', ''],
    ['a BOM only', '\uFEFF'],
    ['blank lines only', '\r\n\r\n'],
    ['a header only', 'Stock Number,Year\r\n'],
  ])('gives the no-valid-vehicles error for %s', (_name, text) => {
    expect(parseVehicleCsv(text).fileError).toBe('No valid vehicles found in CSV file');
  });

  it('names a missing stock number column and the headers it found', () => {
    expect(parseVehicleCsv('Unit,Yr,Mfr\n1,2020,Ford').fileError).toBe(
      'No Stock Number column; found: Unit, Yr, Mfr',
    );
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

  it('lists warnings after the errors without making the toast destructive', () => {
    expect(
      importSummaryToast({
        imported: 2,
        total: 2,
        errors: [],
        warnings: ['Row 4: year 1800 replaced by 2026'],
      }),
    ).toEqual({
      title: 'Import Complete',
      description: 'Successfully imported 2 of 2 vehicles.\nRow 4: year 1800 replaced by 2026',
      destructive: false,
    });
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

describe('files as spreadsheets save them (issue #27)', () => {
  it.each([
    ['sep=;\nStock;Make;Price\nA1;Ford;"23,5"\n', ';'],
    ['sep=,\r\nStock,Make,Price\r\nA1,Ford,"23,5"\r\n', ','],
    ['SEP=|\nStock|Make|Price\nA1|Ford|23,5\n', '|'],
    ['sep=\t\nStock\tMake\tPrice\nA1\tFord\t23,5\n', 'tab'],
  ])('a %j first line names the separator', (text) => {
    const table = readCsvTable(text);
    expect(table.headers).toEqual(['Stock', 'Make', 'Price']);
    // The spreadsheet's row: the sep= line is row 1, the header row 2.
    expect(table.records).toEqual([{ row: 3, cells: ['A1', 'Ford', '23,5'] }]);
  });

  it('guesses a pipe separator', () => {
    expect(readCsvTable('Stock|Make\nA1|Ford').records[0]?.cells).toEqual(['A1', 'Ford']);
  });

  it('maps every column to a field or names it as ignored, with samples', () => {
    const table = readCsvTable(
      'VIN,Exterior,Stock #,Odometer,Dealer Notes,,Colour\n1HGCM82633A004352,Green,,77 000 km,x,y,Red\n',
    );
    const mapping = autoMapping(table.headers);
    expect(mapping).toEqual([
      'vin',
      'ignore',
      'stockNumber',
      'mileage',
      'ignore',
      'ignore',
      'color',
    ]);
    expect(sampleValues(table, 3)).toEqual(['77 000 km']);
    mapping[1] = 'color';
    mapping[6] = 'ignore';
    const result = applyMapping(table, mapping);
    expect(result.unknownHeaders).toEqual(['Dealer Notes', 'Column 6', 'Colour']);
    expect(result.rows[0]).toMatchObject({ color: 'Green', stockNumber: '' });
    expect(result.rowsWithoutStockNumber).toBe(1);
    expect(result.fileError).toBeNull();
  });

  it.each([
    ['Kilometres', '77000', '77000 km'],
    ['Odometer (km)', '77,000', '77,000 km'],
    ['Odometer KMS', '77 000', '77 000 km'],
    ['Miles', '84210', '84210 mi'],
    ['Kilometres', '84,210 mi', '84,210 mi'],
    ['Kilometres', '', ''],
    ['Kilometres', 'n/a', 'n/a'],
    ['Mileage', '77000', '77000'],
    ['Odometer', '77000', '77000'],
  ])('a mileage column headed %j reads %j as %j', (header, cell, sent) => {
    const result = parseVehicleCsv(`Stock #,${header}\nA1,"${cell}"\n`);
    expect(result.rows[0]?.mileage).toBe(sent);
  });

  it('takes a file with VINs and no stock column', () => {
    const result = parseVehicleCsv('VIN,Make\n1HGCM82633A004352,Honda\n');
    expect(result.fileError).toBeNull();
    expect(result.rowsWithoutStockNumber).toBe(1);
  });

  it('remembers a mapping by the headers, whatever their case and spaces', () => {
    expect(headersKey(['Stock #', ' VIN '])).toBe(headersKey(['stock #', 'vin']));
    expect(headersKey(['Stock #', 'VIN'])).not.toBe(headersKey(['VIN', 'Stock #']));
  });
});
