import { expect, it } from 'vitest';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import type { RememberedImportMapping } from '@domain/api/vehicle-import';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf } from '../../test/staff';

/** Issue #27: the dry run, the mapping, stock numbers from VINs, units and VIN warnings. */
describeEachDatabase('import dry run and mapping', (t) => {
  const VIN = '1HGCM82633A004352';
  const WRONG_CHECK_DIGIT = '1HGCM82643A004352';

  it('announces what an import will do, writes nothing, then imports exactly that', async () => {
    const { manager } = await staffOf(t);
    await api(t, manager).post('/api/vehicles/import', {
      rows: [
        { rowNumber: 2, stockNumber: 'S1', make: 'Ford', color: 'Red' },
        { rowNumber: 3, stockNumber: 'S2', make: 'Kia', color: 'Blue' },
      ],
    });
    const body = {
      rows: [
        { rowNumber: 2, stockNumber: 'S1', make: 'Ford', color: 'Green' },
        { rowNumber: 3, stockNumber: 'S2', make: 'Kia', color: 'Blue' },
        { rowNumber: 4, vin: VIN, make: 'Honda' },
        { rowNumber: 5, vin: VIN, make: 'Honda' },
        { rowNumber: 6, stockNumber: 'S6', vin: WRONG_CHECK_DIGIT, mileage: '77,000 km' },
        { rowNumber: 7, make: 'Nissan' },
      ],
      columns: ['stockNumber', 'vin', 'make', 'color', 'mileage'],
      stockNumberFromVin: 'last8',
      mapping: {
        headers: ['Stock #', 'VIN', 'Make', 'Exterior', 'Odometer', 'Dealer Notes'],
        fields: ['stockNumber', 'vin', 'make', 'color', 'mileage', 'ignore'],
      },
    };
    const dry = await api(t, manager).post('/api/vehicles/import/dry-run', body);
    expect(dry.statusCode, dry.body).toBe(200);
    const expected = {
      added: 2,
      changed: 1,
      unchanged: 1,
      skipped: 2,
      total: 6,
      problems: [
        { row: 4, level: 'info', message: 'year and model filled from the VIN: 2003 Accord' },
        {
          row: 4,
          level: 'info',
          message: `VIN ${VIN} appears again in row 5 (the same vehicle): imported once, from row 5`,
        },
        { row: 5, level: 'info', message: 'year and model filled from the VIN: 2003 Accord' },
        {
          row: 6,
          level: 'warning',
          message: 'mileage 77,000 km read as 47,846 mi',
        },
        {
          row: 6,
          level: 'warning',
          message: `VIN ${WRONG_CHECK_DIGIT}: check digit is 4, expected 3; please double-check it`,
        },
        {
          row: 6,
          level: 'info',
          message: 'year, make and model filled from the VIN: 2003 Honda Accord',
        },
        { row: 7, level: 'error', message: 'Stock number is required' },
      ],
    };
    expect(dry.json<ImportResult>()).toMatchObject(expected);
    const before = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    expect(before.map((v) => v.stockNumber).sort()).toEqual(['S1', 'S2']);
    expect((await api(t, manager).get('/api/vehicles/import/mappings')).json()).toEqual([]);

    const done = await api(t, manager).post('/api/vehicles/import', body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ImportResult>()).toMatchObject(expected);
    const after = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    expect(after.map((v) => v.stockNumber).sort()).toEqual(['3A004352', 'S1', 'S2', 'S6']);
    expect(after.find((v) => v.stockNumber === 'S6')).toMatchObject({
      mileage: 47846,
      year: 2003,
      make: 'Honda',
      model: 'Accord',
    });

    const remembered = (await api(t, manager).get('/api/vehicles/import/mappings')).json<
      RememberedImportMapping[]
    >();
    expect(remembered).toEqual([
      {
        headers: body.mapping.headers,
        fields: body.mapping.fields,
        stockNumberFromVin: 'last8',
        updatedAt: t.clock(),
      },
    ]);
    const other = await signedIn(t, 'admin');
    expect((await api(t, other).get('/api/vehicles/import/mappings')).json()).toEqual([]);
  });

  it('reads mileage in km and dates day first when the dealership says so', async () => {
    const { admin } = await staffOf(t);
    const config = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      regional: { distanceUnit: 'km', dateOrder: 'day-first' },
    };
    expect((await api(t, admin).put('/api/config', config)).statusCode).toBe(200);
    const result = await api(t, admin).post('/api/vehicles/import', {
      rows: [
        { rowNumber: 2, stockNumber: 'K1', mileage: '77 000 km', checkInTime: '29/10/2025 9:14' },
        { rowNumber: 3, stockNumber: 'K2', checkInTime: '03/04/2020' },
      ],
    });
    expect(result.json<ImportResult>().problems).toEqual([
      {
        row: 3,
        level: 'warning',
        message:
          'in-stock date "03/04/2020" could be April 3, 2020 or March 4, 2020; read as April 3, 2020 (the dealership\'s date order is day-first)',
      },
    ]);
    const lot = (await api(t, admin).get('/api/vehicles')).json<Vehicle[]>();
    expect(lot.find((v) => v.stockNumber === 'K1')).toMatchObject({
      mileage: 77000,
      checkInTime: Date.UTC(2025, 9, 29, 9, 14),
    });
  });

  it('refuses a mapping with two columns on one field, naming the column', async () => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).post('/api/vehicles/import/dry-run', {
      rows: [{ stockNumber: 'M1' }],
      mapping: { headers: ['Stock', 'Stk #'], fields: ['stockNumber', 'stockNumber'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'mapping.fields.1',
      message: expect.stringContaining(
        'Columns "Stock" and "Stk #" are both mapped to stockNumber: map one of them to ignore',
      ) as string,
    });
  });

  it('answers a wrong check digit with a warning, and takes a pre-1981 VIN with its year', async () => {
    const { manager } = await staffOf(t);
    const base = { year: 2003, make: 'Honda', model: 'Accord', color: 'Silver' };
    const created = await api(t, manager).post('/api/vehicles', {
      ...base,
      stockNumber: 'W1',
      vin: WRONG_CHECK_DIGIT,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      vin: WRONG_CHECK_DIGIT,
      warnings: [`VIN ${WRONG_CHECK_DIGIT}: check digit is 4, expected 3; please double-check it`],
    });
    const classic = { ...base, year: 1969, make: 'Chevrolet', model: 'Camaro' };
    const old = await api(t, manager).post('/api/vehicles', {
      ...classic,
      stockNumber: 'C1',
      vin: '124379N123456',
    });
    expect(old.statusCode, old.body).toBe(201);
    expect(old.json()).toMatchObject({ vin: '124379N123456' });
    // No check digit before 1981, so nothing to warn about: the answer carries no warnings.
    expect(old.json()).not.toHaveProperty('warnings');
    const refused = await api(t, manager).post('/api/vehicles', {
      ...classic,
      year: 1990,
      stockNumber: 'C2',
      vin: '124379N123456',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'vin' });
  });

  it('finds the vehicles on the lot by stock numbers with commas, quotes, braces, backslashes', async () => {
    const { manager } = await staffOf(t);
    const stockNumbers = ['A,1', 'B"2', '{C3}', 'D\\4', 'NULL'];
    const rows = stockNumbers.map((stockNumber, i) => ({
      rowNumber: i + 2,
      stockNumber,
      make: 'Ford',
    }));
    expect((await api(t, manager).post('/api/vehicles/import', { rows })).statusCode).toBe(200);
    const again = rows.map((row, i) => (i === 2 ? { ...row, make: 'Kia' } : row));
    const dry = await api(t, manager).post('/api/vehicles/import/dry-run', { rows: again });
    expect(dry.json<ImportResult>()).toMatchObject({ added: 0, changed: 1, unchanged: 4 });
  });

  it('takes 50,000 rows and names the limit past it', async () => {
    const { manager } = await staffOf(t);
    const over = Array.from({ length: 50_001 }, (_, i) => ({ stockNumber: `L${i}` }));
    const response = await api(t, manager).post('/api/vehicles/import/dry-run', { rows: over });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'rows',
      message: expect.stringContaining('At most 50000 rows per import') as string,
    });
  });
});
