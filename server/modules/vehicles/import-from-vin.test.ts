import { expect, it } from 'vitest';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf } from '../../test/staff';

/** Issue #27 item 5: an import fills a row's blank year, make and model from its VIN. */
describeEachDatabase('import: year, make and model from the VIN', (t) => {
  const rows = [
    { rowNumber: 2, stockNumber: 'V1', vin: '1HGCM82633A004352' },
    { rowNumber: 3, stockNumber: 'V2', vin: '1ftfw1et5dfc10312', make: 'Ford', color: 'Blue' },
    { rowNumber: 4, stockNumber: 'V3', vin: '5YJSA1E14HF000001', year: '2016', model: 'S' },
    { rowNumber: 5, stockNumber: 'V4', vin: 'AAA11111111111111' },
    { rowNumber: 6, stockNumber: 'V5', vin: '1G1ZT53826F109149', year: '2006' },
    { rowNumber: 7, stockNumber: 'V6', year: '1937', make: 'Dodge', vin: '470021' },
  ];
  const problems = [
    {
      row: 2,
      level: 'info',
      message: 'year, make and model filled from the VIN: 2003 Honda Accord',
    },
    {
      row: 3,
      level: 'warning',
      message: 'VIN 1FTFW1ET5DFC10312: check digit is 5, expected 9; please double-check it',
    },
    { row: 3, level: 'info', message: 'year and model filled from the VIN: 2013 F-150' },
    {
      row: 4,
      level: 'warning',
      message: 'VIN 5YJSA1E14HF000001: check digit is 4, expected 8; please double-check it',
    },
    { row: 4, level: 'info', message: 'make filled from the VIN: Tesla' },
    { row: 6, level: 'info', message: 'make and model filled from the VIN: Chevrolet Malibu' },
  ];

  it('says so row by row in the dry run and the import, and fills only blank cells', async () => {
    const { manager } = await staffOf(t);
    const dry = await api(t, manager).post('/api/vehicles/import/dry-run', { rows });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<ImportResult>()).toMatchObject({ added: 6, skipped: 0, problems });

    const done = await api(t, manager).post('/api/vehicles/import', { rows });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ImportResult>()).toMatchObject({ added: 6, skipped: 0, problems });
    const lot = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    const byStock = Object.fromEntries(
      lot.map((v) => [v.stockNumber, [v.year, v.make, v.model, v.color]]),
    );
    expect(byStock).toEqual({
      V1: [2003, 'Honda', 'Accord', 'Unknown'],
      V2: [2013, 'Ford', 'F-150', 'Blue'],
      // The file's year and model stand; only the blank make is the VIN's.
      V3: [2016, 'Tesla', 'S', 'Unknown'],
      // vPIC knows nothing of it: the spec 5 defaults, the current year.
      V4: [new Date(t.clock()).getUTCFullYear(), 'Unknown', 'Unknown', 'Unknown'],
      V5: [2006, 'Chevrolet', 'Malibu', 'Unknown'],
      V6: [1937, 'Dodge', 'Unknown', 'Unknown'],
    });
  });
});
