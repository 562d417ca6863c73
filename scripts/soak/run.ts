/**
 * `npm run test:soak` (tsx scripts/soak/run.ts): the slow reliability checks that do not fit
 * the unit suite — crash safety under SIGKILL during imports (crash.ts) on PGlite and, when
 * TEST_DATABASE_URL is set, on a scratch PostgreSQL database; then the live-event load test
 * (load.ts) on PostgreSQL. Prints the figures docs/reliability.md quotes; exits 1 on a failure.
 * SOAK_ROUNDS (default 10, as issue #9 asks) sets the kill rounds per database.
 */
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from '../../server/test/database';
import { crashSoak, crashSoakPglite, type CrashFigures } from './crash';
import { loadSoak } from './load';

const rounds = Number(process.env.SOAK_ROUNDS ?? 10);

async function onScratchPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = await createScratchDatabase();
  try {
    return await work(testDatabaseUrl(name));
  } finally {
    await dropScratchDatabase(name);
  }
}

function failed(figures: CrashFigures): boolean {
  return figures.partialImports > 0 || figures.duplicates > 0;
}

const results: unknown[] = [];
let ok = true;
const pglite = await crashSoakPglite(rounds);
results.push(pglite);
ok &&= !failed(pglite);
if (process.env.TEST_DATABASE_URL) {
  const postgres = await onScratchPostgres((url) =>
    crashSoak('postgres', { DATABASE_URL: url }, rounds),
  );
  results.push(postgres);
  ok &&= !failed(postgres);
  if (process.env.SOAK_LOAD !== '0') {
    const load = await onScratchPostgres((url) => loadSoak({ DATABASE_URL: url }));
    results.push(load);
    ok &&= load.failedRequests === 0 && load.crossTenantEvents === 0 && load.p99Ms < 300;
  }
}
console.log(JSON.stringify(results, null, 2));
console.log(ok ? 'soak: all checks passed' : 'soak: FAILED');
process.exit(ok ? 0 : 1);
