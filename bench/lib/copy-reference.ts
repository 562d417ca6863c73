import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { prepareImport } from '@domain/vehicle/import-rows';
import { databaseFromPglite, PGLITE_OPTIONS } from '../../server/db/client';
import { analyzeNewTables } from '../../server/db/maintenance';
import { runMigrations } from '../../server/db/migrate';
import { DEMO_DEALERSHIP, seedDemoIfEmpty } from '../../server/commands/seed';
import { systemClock } from '../../server/lib/clock';
import { vehicles } from '../../server/db/schema';
import { newVehicleRow } from '../../server/modules/vehicles/repository';

/**
 * One CSV field: the column's own driver value (an array as '{…}', JSON as text), quoted with
 * quotes doubled; NULL is an unquoted empty field.
 */
function csvField(column: { mapToDriverValue: (value: unknown) => unknown }, value: unknown) {
  if (value === null || value === undefined) return '';
  return `"${String(column.mapToDriverValue(value)).replaceAll('"', '""')}"`;
}

/** The rows as the import stores them, as COPY's CSV, with the column list they fill. */
function copyInput(dealershipId: string, rows: readonly unknown[], now: number) {
  const columns = Object.values(getTableColumns(vehicles));
  const csv = prepareImport(rows, now)
    .valid.map((row) => {
      const stored = newVehicleRow(dealershipId, row.vehicle, now) as Record<string, unknown>;
      const byName = new Map(
        Object.entries(getTableColumns(vehicles)).map(([k, c]) => [c.name, stored[k]]),
      );
      return columns.map((column) => csvField(column, byName.get(column.name))).join(',');
    })
    .join('\n');
  return { csv, names: columns.map((column) => `"${column.name}"`).join(', ') };
}

/**
 * The import's reference (issue #15 item 3): PostgreSQL's own COPY FROM STDIN of the same rows
 * into the vehicles table, built as the import builds them (the domain's row rules, the same
 * stored columns), in one transaction with the table's triggers and indexes, committed. Returns
 * the milliseconds from COPY to COMMIT; the rows are removed again afterwards, untimed.
 */
export async function copyVehiclesMs(
  databaseUrl: string,
  dealershipId: string,
  rows: readonly unknown[],
): Promise<number> {
  const now = Date.now();
  const { csv, names } = copyInput(dealershipId, rows, now);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await pipeline(
      Readable.from([csv]),
      client.query(copyFrom(`copy vehicles (${names}) from stdin with (format csv)`)),
    );
    await client.query('commit');
    const ms = performance.now() - started;
    await client.query('delete from vehicles where dealership_id = $1 and created_at = $2', [
      dealershipId,
      now,
    ]);
    return ms;
  } finally {
    await client.end();
  }
}

/**
 * The same reference on PGlite (issue #27's budget holds on both databases): the server's
 * PGlite is inside its process, so the bench opens one of its own, on disk with the server's
 * settings, migrations and demo dealership, and COPYs the same rows into that dealership FROM
 * '/dev/blob' (PGlite's COPY from a Blob), in one transaction with the table's triggers and
 * indexes. Runs in the process pglite-copy-process.ts opens with the server's Node flags.
 */
export async function openPgliteCopyInProcess(): Promise<{
  copyVehiclesMs: (rows: readonly unknown[]) => Promise<number>;
  close: () => Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'lotready-bench-copy-'));
  const client = await PGlite.create({ dataDir: join(dir, 'pglite'), ...PGLITE_OPTIONS });
  const database = databaseFromPglite(client);
  await runMigrations(database);
  // The dealership the server's import writes into, made as the server makes it (its workflow
  // steps, its users): the rows then take their steps and stays as the import's do, as they do
  // in PostgreSQL's reference, which COPYs into the bench server's own demo dealership.
  await seedDemoIfEmpty(database.db, systemClock);
  const { rows } = await client.query<{ id: string }>(
    `select id from dealerships where slug = $1`,
    [DEMO_DEALERSHIP.slug],
  );
  const dealershipId = rows[0]!.id;
  return {
    copyVehiclesMs: async (vehicleRows) => {
      const at = Date.now();
      const { csv, names } = copyInput(dealershipId, vehicleRows, at);
      const started = performance.now();
      await client.transaction((tx) =>
        tx.query(`copy vehicles (${names}) from '/dev/blob' with (format csv)`, [], {
          blob: new Blob([csv]),
        }),
      );
      const ms = performance.now() - started;
      // As the server does after an import (decision 0137), with the rows in: the next COPY's
      // key checks are planned for tables of this size, not for the empty ones they were.
      await analyzeNewTables(database.db);
      await client.query('delete from vehicles where created_at = $1', [at]);
      return ms;
    },
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
