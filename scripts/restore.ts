/**
 * `npm run restore -- file.sql`: loads a backup (npm run backup) into an EMPTY database —
 * DATABASE_URL (create it first), else a new PGlite DATA_DIR — in one transaction; refuses a
 * database that already has LotReady's tables. Then `npm start` on it as usual.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { restoreDatabase } from '../server/db/backup';
import { openDatabase } from '../server/db/client';
import { pgliteOf } from '../server/db/listen';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- path/to/backup.sql');
  process.exit(1);
}
const config = loadConfig();
const dump = readFileSync(file, 'utf8');
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const pglite = pgliteOf(database.db);
  await restoreDatabase(pglite ? { pglite } : { databaseUrl: config.databaseUrl! }, dump);
  console.log(`Restored ${file} into ${pglite ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
} finally {
  await database.close();
}
