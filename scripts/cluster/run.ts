/**
 * `npm run test:cluster`: three app processes behind HAProxy on one PostgreSQL (a scratch
 * database on TEST_DATABASE_URL), started for real; see checks.ts for what it proves. Exits 1
 * if any answer was wrong or late. Needs `haproxy` (apt-get install -y haproxy).
 */
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from '../../server/test/database';
import { clusterChecks, describeCheck } from './checks';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'test:cluster needs TEST_DATABASE_URL (a PostgreSQL server to make a scratch database on)',
  );
  process.exit(1);
}
const name = await createScratchDatabase();
let failed = true;
try {
  const results = await clusterChecks(testDatabaseUrl(name));
  for (const result of results) console.log(describeCheck(result));
  failed = results.some((result) => result.wrong > 0);
} finally {
  await dropScratchDatabase(name);
}
console.log(failed ? 'cluster: FAILED' : 'cluster: all checks passed');
process.exit(failed ? 1 : 0);
