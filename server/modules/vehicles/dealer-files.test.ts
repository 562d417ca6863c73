import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import { applyMapping, autoMapping, readCsvTable, type ImportTable } from '@domain/csv-import';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { stockNumberFromVin, type StockNumberFromVin } from '@domain/vehicle/stock-from-vin';
import { normalizeVin } from '@domain/vin';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { api, staffOf, type SignedInUser } from '../../test/staff';

/**
 * Issue #27, "Done when": real inventory files that dealers and listing sites publish
 * (server/test/fixtures/dealer-files, SOURCES.md names each source) go through the browser's
 * reading and mapping, the dry run and the import, and nothing is lost: every row with a stock
 * number or a VIN is on the lot, every column is mapped or named as ignored.
 */

function fixture(name: string): ImportTable {
  const url = new URL(`../../test/fixtures/dealer-files/${name}`, import.meta.url);
  return readCsvTable(readFileSync(url, 'utf8'));
}

interface DealerFile {
  table: ImportTable;
  /** The columns the dealer maps by hand in the review, on top of the registry's aliases. */
  byHand?: Readonly<Record<string, ImportFieldKey>>;
  stockNumberFromVin: StockNumberFromVin | null;
}

/** What the review sends for `file`, as web/src/features/vehicles/model/import-review does. */
function reviewed({ table, byHand = {}, stockNumberFromVin: choice }: DealerFile) {
  const mapping = autoMapping(table.headers).map(
    (field, i) => byHand[table.headers[i] ?? ''] ?? field,
  );
  const parsed = applyMapping(table, mapping);
  const body = {
    rows: parsed.rows,
    columns: parsed.columns,
    stockNumberFromVin: choice,
    mapping: { headers: table.headers, fields: mapping },
  };
  return { parsed, body };
}

/** The dry run, then the import, then the lot as the dealership sees it. */
async function importDealerFile(t: TestContext, who: SignedInUser, file: DealerFile) {
  const { parsed, body } = reviewed(file);
  const dry = await api(t, who).post('/api/vehicles/import/dry-run', body);
  expect(dry.statusCode, dry.body).toBe(200);
  const done = await api(t, who).post('/api/vehicles/import', body);
  expect(done.statusCode, done.body).toBe(200);
  const lot = (await api(t, who).get('/api/vehicles')).json<Vehicle[]>();
  return { parsed, dry: dry.json<ImportResult>(), done: done.json<ImportResult>(), lot };
}

/** The stock number each row with one, or with a VIN, must be on the lot under. */
function expectedStockNumbers(file: DealerFile, stockHeader: string | null, vinHeader: string) {
  const { headers, records } = file.table;
  const stock = stockHeader === null ? -1 : headers.indexOf(stockHeader);
  const vin = headers.indexOf(vinHeader);
  return records.flatMap(({ cells }) => {
    const given = (cells[stock] ?? '').trim();
    const vinCell = normalizeVin(cells[vin] ?? '');
    if (given) return [given];
    if (vinCell && file.stockNumberFromVin)
      return [stockNumberFromVin(vinCell, file.stockNumberFromVin)];
    return [];
  });
}

/** Every column is mapped to a field or named in the ignored list, and sent as mapped. */
function expectEveryColumnAccountedFor(
  file: DealerFile,
  mapped: Readonly<Record<string, ImportFieldKey>>,
) {
  const { parsed, body } = reviewed(file);
  const { headers } = file.table;
  const fields = headers.flatMap((header, i) => {
    const field = body.mapping.fields[i];
    return field === undefined || field === 'ignore' ? [] : [[header, field] as const];
  });
  expect(Object.fromEntries(fields)).toEqual(mapped);
  expect(parsed.unknownHeaders).toEqual(headers.filter((header) => !Object.hasOwn(mapped, header)));
  expect([...parsed.columns].sort()).toEqual(Object.values(mapped).sort());
}

const byStock = (lot: readonly Vehicle[], stockNumber: string) =>
  lot.find((vehicle) => vehicle.stockNumber === stockNumber);

describeEachDatabase('real dealer inventory files (issue #27)', (t) => {
  it('takes an auction export: VINs and no stock numbers, sale date as in-stock date', async () => {
    const { manager } = await staffOf(t);
    const file: DealerFile = {
      table: fixture('auction-manheim-car-prices.csv'),
      // An auction buy is in stock from its sale; the dealer says so in the review.
      byHand: { saledate: 'checkInTime' },
      stockNumberFromVin: 'last8',
    };
    const { parsed, dry, done, lot } = await importDealerFile(t, manager, file);

    expect(file.table.errors).toEqual([]);
    expect(parsed.fileError).toBeNull();
    expect(parsed.rowsWithoutStockNumber).toBe(96);
    expectEveryColumnAccountedFor(file, {
      year: 'year',
      make: 'make',
      model: 'model',
      trim: 'trim',
      vin: 'vin',
      odometer: 'mileage',
      color: 'color',
      sellingprice: 'priceCents',
      saledate: 'checkInTime',
    });

    const expected = expectedStockNumbers(file, null, 'vin');
    expect(expected).toHaveLength(96);
    expect(new Set(expected).size).toBe(96);
    for (const result of [dry, done]) {
      expect(result).toMatchObject({ total: 96, added: 96, skipped: 0, errors: [] });
    }
    // Row 74's BMW has no model in the file: its VIN has one (issue #27 item 5).
    const filled = {
      row: 74,
      level: 'info',
      message: 'model filled from the VIN: 750Li, Alpina B7',
    };
    expect(dry.problems).toEqual([filled]);
    expect(done.problems).toEqual([filled]);
    expect(lot.map((v) => v.stockNumber).sort()).toEqual([...expected].sort());

    // Hand-checked against the file: rows 2, 22 and 74.
    expect(byStock(lot, 'FG566472')).toMatchObject({
      vin: '5XYKTCA69FG566472',
      year: 2015,
      make: 'Kia',
      model: 'Sorento',
      trim: 'LX',
      color: 'white',
      mileage: 16639,
      priceCents: 2150000,
      checkInTime: Date.UTC(2014, 11, 16, 20, 30),
    });
    expect(byStock(lot, 'F9103921')).toMatchObject({
      vin: '2G1165S30F9103921',
      year: 2015,
      make: 'Chevrolet',
      model: 'Impala',
      trim: 'LTZ',
      color: 'silver',
      mileage: 14538,
      priceCents: 720000,
      checkInTime: Date.UTC(2015, 6, 7, 16, 30),
    });
    // The file has no model for this BMW: vPIC's, from the VIN; the file's trim kept.
    expect(byStock(lot, 'ED134514')).toMatchObject({
      vin: 'WBAYE8C59ED134514',
      make: 'BMW',
      model: '750Li, Alpina B7',
      trim: '750Li',
      mileage: 12172,
      priceCents: 6600000,
    });
  });

  it("takes a dealer website's export: stock numbers, kilometres, quoted multi-line cells", async () => {
    const { admin, manager } = await staffOf(t);
    const canadian = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      regional: { ...DEFAULT_DEALERSHIP_CONFIG.regional, distanceUnit: 'km' },
    };
    expect((await api(t, admin).put('/api/config', canadian)).statusCode).toBe(200);
    const file: DealerFile = {
      table: fixture('dealer-website-curve-motors.csv'),
      stockNumberFromVin: null,
    };
    const { parsed, dry, done, lot } = await importDealerFile(t, manager, file);

    expect(file.table.errors).toEqual([]);
    expect(file.table.headers).toHaveLength(51);
    expect(parsed.fileError).toBeNull();
    expect(parsed.rowsWithoutStockNumber).toBe(0);
    expectEveryColumnAccountedFor(file, {
      Year: 'year',
      Make: 'make',
      Model: 'model',
      VIN: 'vin',
      'Stock Number': 'stockNumber',
      'Sale Price': 'priceCents',
      Odometer: 'mileage',
      'Exterior Color': 'color',
    });

    const expected = expectedStockNumbers(file, 'Stock Number', 'VIN');
    expect(expected).toHaveLength(11);
    for (const result of [dry, done]) {
      expect(result).toMatchObject({ total: 11, added: 11, skipped: 0, errors: [] });
    }
    expect(done.problems).toEqual([]);
    expect(lot.map((v) => v.stockNumber).sort()).toEqual([...expected].sort());

    expect(byStock(lot, 'L10693')).toMatchObject({
      vin: 'ZFBERFDB0J6L10693',
      year: 2018,
      make: 'Ram',
      model: 'ProMaster City',
      color: 'White',
      mileage: 77000,
      priceCents: 1877000,
    });
    // A stock number with a leading zero stays text.
    expect(byStock(lot, '024021')).toMatchObject({
      vin: 'WA1MGCFP5FA024021',
      year: 2015,
      make: 'Audi',
      model: 'Q5',
      color: 'Black',
      mileage: 145000,
      priceCents: 1277000,
    });
    expect(byStock(lot, 'A22319')).toMatchObject({
      vin: '1FTYE1Y82LKA22319',
      model: 'Transit',
      mileage: 108000,
      priceCents: 2477000,
    });
  });

  it("takes a yard's list: VINs only, classics' short serials, the row as the location", async () => {
    const { manager } = await staffOf(t);
    const file: DealerFile = {
      table: fixture('yard-pull-n-save-mead.csv'),
      // 'Row' is the yard's row, not a spreadsheet's: the dealer maps it in the review.
      byHand: { Row: 'location' },
      stockNumberFromVin: 'last8',
    };
    const { parsed, dry, done, lot } = await importDealerFile(t, manager, file);

    expect(parsed.fileError).toBeNull();
    expectEveryColumnAccountedFor(file, {
      Row: 'location',
      Vin: 'vin',
      Year: 'year',
      Make: 'make',
      Model: 'model',
    });

    const expected = expectedStockNumbers(file, null, 'Vin');
    expect(expected).toHaveLength(300);
    expect(new Set(expected).size).toBe(300);
    for (const result of [dry, done]) {
      expect(result).toMatchObject({ total: 300, added: 300, skipped: 0, errors: [] });
    }
    expect(done.problems).toEqual([]);
    expect(lot.map((v) => v.stockNumber).sort()).toEqual([...expected].sort());

    expect(byStock(lot, 'VC003823')).toMatchObject({
      vin: 'JH4UA3644VC003823',
      year: 1997,
      make: 'ACURA',
      model: 'TL',
      location: 'A13',
    });
    // Pre-1981 serials of 6 and 13 characters.
    expect(byStock(lot, '470021')).toMatchObject({
      vin: '470021',
      year: 1937,
      make: 'DODGE',
      location: 'A02',
    });
    expect(byStock(lot, '62587337')).toMatchObject({
      vin: 'BP29D62587337',
      year: 1966,
      model: 'BARRACUDA',
      location: 'A01',
    });
  });
});

// Rows with neither a stock number nor a VIN cannot become vehicles: the file is refused whole.
it('refuses a listing with neither stock numbers nor VINs, naming its columns', () => {
  const table = fixture('listing-spain-semicolon.csv');
  const { parsed } = reviewed({ table, stockNumberFromVin: 'last8' });
  expect(table.records).toHaveLength(50);
  expect(table.headers).toEqual([
    'brand',
    'model',
    'price (eur)',
    'engine',
    'year',
    'mileage (kms)',
    'fuel',
    'gearbox',
    'location',
  ]);
  expect(parsed.fileError).toBe(
    'No Stock Number column; found: brand, model, price (eur), engine, year, mileage (kms), fuel, gearbox, location',
  );
});
