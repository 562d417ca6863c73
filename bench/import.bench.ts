import type { Figure } from './lib/figure';
import { call, expectJson } from './lib/http';
import { copyVehiclesMs } from './lib/copy-reference';
import { openPgliteCopyReference } from './lib/pglite-copy-process';
import {
  DEMO_HOST,
  demoDealershipId,
  importRows,
  vehicleRows,
  type BenchServer,
} from './lib/server';
import { median } from './lib/stats';

const ROWS = 5000;
const ONE_BY_ONE_SAMPLE = 500;

/**
 * Import: 5,000 rows in one POST /api/vehicles/import (median of 5 after a warm-up, fresh stock
 * numbers each time) vs the same rows posted one by one — a sample of 500 sequential
 * POST /api/vehicles, extrapolated linearly to 5,000 — vs the database's own COPY of the same
 * rows into the vehicles table right after each import (issue #15 item 3, issue #27: at most
 * 3×, on PostgreSQL and on PGlite; the median of the runs' ratios), and vs its dry run
 * (issue #27: at most 1.5× the import).
 */
export async function measureImport(server: BenchServer, cookie: string): Promise<Figure[]> {
  const { port, database } = server;
  const times: number[] = [];
  const dryRunTimes: number[] = [];
  const copyRatios: number[] = [];
  const copyTimes: number[] = [];
  const dealershipId = server.databaseUrl ? await demoDealershipId(server.databaseUrl) : null;
  const pgliteCopy = server.databaseUrl ? null : await openPgliteCopyReference();
  const copyMs = (rows: readonly unknown[]) =>
    pgliteCopy
      ? pgliteCopy.copyVehiclesMs(rows)
      : copyVehiclesMs(server.databaseUrl!, dealershipId!, rows);
  try {
    for (let run = 0; run < 6; run++) {
      const dryStarted = performance.now();
      expectJson(
        await call(
          port,
          DEMO_HOST,
          'POST',
          '/api/vehicles/import/dry-run',
          {
            rows: vehicleRows(ROWS, `D${run}-`),
          },
          cookie,
        ),
      );
      const dryMs = performance.now() - dryStarted;
      const started = performance.now();
      await importRows(port, cookie, vehicleRows(ROWS, `I${run}-`));
      const ms = performance.now() - started;
      const reference = await copyMs(vehicleRows(ROWS, `C${run}-`));
      if (run === 0) continue;
      times.push(ms);
      dryRunTimes.push(dryMs);
      copyTimes.push(reference);
      copyRatios.push(ms / reference);
    }
  } finally {
    await pgliteCopy?.close();
  }
  const importMs = median(times);
  const copyFigures: Figure[] = [
    {
      budget: `Import of ${ROWS} rows with its activity entries vs ${database}'s COPY of the same rows (${median(times).toFixed(0)} vs ${median(copyTimes).toFixed(0)} ms, median ratio of ${copyRatios.length} runs)`,
      value: median(copyRatios),
      unit: '×',
      limit: 3,
      better: 'lower',
      note: "The import is one statement (INSERT … SELECT FROM unnest(one array per column; a column with the same value in every row is sent once) … ON CONFLICT DO UPDATE, with the activity entries inserted in the same statement), then the change log. Its triggers (the steps and stays of the two thirds of the rows in a workflow, the keys) are what COPY pays too; on top of COPY the import reads and validates the JSON body row by row, checks every stock number for an existing vehicle (a speculative insertion), writes 5,000 activity entries and 5,000 change-log rows (their dealership checked once per statement: decision 0062) and, when the process keeps the dealership's list (a board is open), reads the 5,000 vehicles back, validates them against the contract and serializes them into the list (decision 0134). CPU profiles of the server (2026-11-28, 5,000 rows, per import): on PostgreSQL about 70 % of the import is the server's JavaScript — reading and validating the rows about 45 ms, building the statement about 30 ms, the list's carry-forward about 70 ms, garbage collection about 75 ms; on PGlite the statement is 550–700 ms of PGlite's time, the carry-forward about 300 ms (the read-back is 5,000 whole rows through PGlite's protocol), the rows' validation about 70 ms and garbage collection about 200 ms. On PGlite the reference is PGlite's COPY FROM '/dev/blob' into an instance of the bench's own, on disk with the server's settings, seeded as the server seeds its own so the rows take the same steps and stays (decision 0140), in a process started with the server's Node flags (--liftoff-only). The ratio moves with the load on the two shared cores, the import's Node work being most exposed to it.",
    },
    {
      budget: `Dry run of ${ROWS} rows vs the import itself (${database}; ${median(dryRunTimes).toFixed(0)} vs ${importMs.toFixed(0)} ms)`,
      value: median(dryRunTimes) / importMs,
      unit: '×',
      limit: 1.5,
      better: 'lower',
      note: 'The dry run reads, validates and matches every row as the import does (the same code, VIN decoding included) and writes nothing.',
    },
  ];

  const sample = vehicleRows(ONE_BY_ONE_SAMPLE, 'S-').map(
    ({ rowNumber: _row, ...vehicle }) => vehicle,
  );
  const started = performance.now();
  for (const vehicle of sample) {
    expectJson(await call(port, DEMO_HOST, 'POST', '/api/vehicles', vehicle, cookie), 201);
  }
  const oneByOneMs = ((performance.now() - started) / ONE_BY_ONE_SAMPLE) * ROWS;

  return [
    ...copyFigures,
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
