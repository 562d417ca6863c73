import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { prepareImport } from '@domain/vehicle/import-rows';
import { vehicles } from '../../server/db/schema';
import { newVehicleRow } from '../../server/modules/vehicles/repository';

/** One CSV field: quoted, with quotes doubled; NULL is an unquoted empty field. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  return `"${String(value).replaceAll('"', '""')}"`;
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
  const columns = Object.values(getTableColumns(vehicles));
  const csv = prepareImport(rows, now)
    .valid.map((row) => {
      const stored = newVehicleRow(dealershipId, row.vehicle, now) as Record<string, unknown>;
      const byName = new Map(
        Object.entries(getTableColumns(vehicles)).map(([k, c]) => [c.name, stored[k]]),
      );
      return columns.map((column) => csvField(byName.get(column.name))).join(',');
    })
    .join('\n');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const names = columns.map((column) => `"${column.name}"`).join(', ');
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
