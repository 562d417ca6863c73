import type { Figure } from './lib/figure';
import { call, expectJson } from './lib/http';
import { DEMO_HOST, importRows, vehicleRows, type BenchServer } from './lib/server';
import { median } from './lib/stats';

const ROWS = 5000;
const ONE_BY_ONE_SAMPLE = 500;

/**
 * Import: 5,000 rows in one POST /api/vehicles/import (median of 3 after a warm-up, fresh stock
 * numbers each time) vs the same rows posted one by one — a sample of 500 sequential
 * POST /api/vehicles, extrapolated linearly to 5,000.
 */
export async function measureImport(server: BenchServer, cookie: string): Promise<Figure[]> {
  const { port, database } = server;
  const times: number[] = [];
  for (let run = 0; run < 4; run++) {
    const rows = vehicleRows(ROWS, `I${run}-`);
    const started = performance.now();
    await importRows(port, cookie, rows);
    if (run > 0) times.push(performance.now() - started);
  }
  const importMs = median(times);

  const sample = vehicleRows(ONE_BY_ONE_SAMPLE, 'S-').map(
    ({ rowNumber: _row, ...vehicle }) => vehicle,
  );
  const started = performance.now();
  for (const vehicle of sample) {
    expectJson(await call(port, DEMO_HOST, 'POST', '/api/vehicles', vehicle, cookie), 201);
  }
  const oneByOneMs = ((performance.now() - started) / ONE_BY_ONE_SAMPLE) * ROWS;

  return [
    {
      budget: `Import of ${ROWS} rows (${database})`,
      value: importMs,
      unit: 'ms',
      limit: 2000,
      better: 'lower',
      note: 'The import validates every row, upserts by stock number and records activity in one transaction.',
    },
    {
      budget: `Import vs one-by-one POSTs (${database}; ${ONE_BY_ONE_SAMPLE} posted, extrapolated to ${ROWS})`,
      value: oneByOneMs / importMs,
      unit: '×',
      limit: 20,
      better: 'higher',
    },
  ];
}
