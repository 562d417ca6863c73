/**
 * `npm run test:soak` (tsx scripts/soak/run.ts): the slow reliability checks that do not fit
 * the unit suite — crash safety under SIGKILL during imports (crash.ts) on PGlite and, when
 * TEST_DATABASE_URL is set, on a scratch PostgreSQL database; then the live-event load test
 * (load.ts) on PostgreSQL, the three-process cluster checks behind HAProxy (../cluster) and the
 * rolling restart (rolling.ts). Prints the figures docs/reliability.md quotes. Exits 1 when data is
 * lost or duplicated, a request fails, or an event is missed or crosses dealerships; a write
 * p99 over its budget is printed as BUDGET MISSED (timings are benchmarks, not test gates).
 * SOAK_ROUNDS (default 10, as issue #9 asks) sets the kill rounds per database.
 */
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from '../../server/test/database';
import { clusterChecks, describeCheck } from '../cluster/checks';
import { crashSoak, crashSoakPglite, type CrashFigures } from './crash';
import { loadSoak } from './load';
import { rollingRestartSoak } from './rolling';

const rounds = Number(process.env.SOAK_ROUNDS ?? 10);
/** Issue #9: write p99 under 300 ms with 200 streams and 50 writes/s. */
const LOAD_P99_BUDGET_MS = 300;
const budgetMisses: string[] = [];

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
    ok &&=
      load.failedRequests === 0 &&
      load.crossTenantEvents === 0 &&
      load.eventsMissed === 0 &&
      load.streamsDropped === 0;
    // A timing, not a correctness check: reported with the figures, judged over runs
    // (docs/reliability.md), never a red build from one noisy minute on a shared machine.
    if (load.p99Ms >= LOAD_P99_BUDGET_MS) {
      budgetMisses.push(
        `write p99 ${load.p99Ms} ms is over the ${LOAD_P99_BUDGET_MS} ms budget (max ${load.maxMs} ms)`,
      );
    }
  }
  if (process.env.SOAK_CLUSTER !== '0') {
    // Issue #19: the cluster checks (npm run test:cluster), then a rolling restart under load.
    const checks = await onScratchPostgres(clusterChecks);
    checks.forEach((check) => console.log(describeCheck(check)));
    ok &&= checks.every((check) => check.wrong === 0);
    const rolling = await onScratchPostgres(rollingRestartSoak);
    results.push(rolling);
    ok &&=
      rolling.failedRequests === 0 &&
      rolling.eventsLost === 0 &&
      rolling.eventsDuplicated === 0 &&
      rolling.streamFailures === 0 &&
      rolling.stops.every((stop) => stop.exitCode === 0 && stop.stoppedInMs < 5000);
  }
}
console.log(JSON.stringify(results, null, 2));
for (const miss of budgetMisses) console.warn(`soak: BUDGET MISSED: ${miss}`);
console.log(ok ? 'soak: all checks passed' : 'soak: FAILED');
process.exit(ok ? 0 : 1);
