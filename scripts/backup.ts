/**
 * `npm run backup [-- file.sql]`: the whole database as pg_dump's plain SQL (server/db/backup.ts),
 * from DATABASE_URL, else from PGlite in DATA_DIR — which the running server locks, so stop it
 * first (PostgreSQL needs no stop). Default file: backups/lotready-<UTC time>.sql.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig } from '../server/config';
import { dumpDatabase } from '../server/db/backup';
import { openDatabase } from '../server/db/client';
import { pgliteOf } from '../server/db/listen';

const config = loadConfig();
const file =
  process.argv[2] ?? `backups/lotready-${new Date().toISOString().replace(/[:.]/g, '-')}.sql`;
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const pglite = pgliteOf(database.db);
  const dump = await dumpDatabase(pglite ? { pglite } : { databaseUrl: config.databaseUrl! });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, dump);
  console.log(`Backup written to ${file} (${(dump.length / 1024).toFixed(0)} KB)`);
} finally {
  await database.close();
}
