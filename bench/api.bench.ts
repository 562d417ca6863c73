import type { Figure } from './lib/figure';
import { call, expectJson } from './lib/http';
import { load, startReference, type Load } from './lib/load';
import {
  DEMO_HOST,
  importRows,
  postgresAdminUrl,
  signIn,
  startBenchServer,
  vehicleRows,
  type BenchServer,
} from './lib/server';
import { median, percentile } from './lib/stats';
import { measureImport } from './import.bench';

const VEHICLES = 500;
const SECONDS = 5;
const RUNS = 3;

/** GET /api/vehicles under load vs the bare Fastify reference serving the same bytes. */
async function measureList(server: BenchServer, cookie: string): Promise<Figure[]> {
  const { port, database } = server;
  const list = await call(port, DEMO_HOST, 'GET', '/api/vehicles', undefined, cookie);
  const count = expectJson<unknown[]>(list).length;
  const reference = await startReference(list.body);
  try {
    const appHeaders = { host: `${DEMO_HOST}:${port}`, cookie };
    const refHeaders = { host: `127.0.0.1:${reference.port}` };
    // Warm-up (JIT, connection pool), then the two alternate so both see the same machine load.
    await load(port, '/api/vehicles', appHeaders, 2);
    await load(reference.port, '/api/vehicles', refHeaders, 2);
    const app: Load[] = [];
    const ref: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      app.push(await load(port, '/api/vehicles', appHeaders, SECONDS));
      ref.push(await load(reference.port, '/api/vehicles', refHeaders, SECONDS));
    }
    const ratio = median(app.map((a, i) => a.requestsPerSecond / ref[i]!.requestsPerSecond));
    const appRps = median(app.map((a) => a.requestsPerSecond)).toFixed(0);
    const refRps = median(ref.map((r) => r.requestsPerSecond)).toFixed(0);
    const appP99 = median(app.map((a) => a.p99Ms));
    const refP99 = median(ref.map((r) => r.p99Ms));
    return [
      {
        budget: `API GET /api/vehicles (${count} vehicles, ${database}), req/s vs bare Fastify (${appRps} vs ${refRps})`,
        value: ratio,
        unit: '×',
        // Issue #15 item 4: the 500-vehicle figures hold at 0.9× bare Fastify.
        limit: 0.9,
        better: 'higher',
        note: "The whole list comes from the per-dealership read cache (docs/decisions/0016-read-caches.md): per request the app still resolves the host and session from memory, gets the dealership's cache versions (on PostgreSQL one query shared by every request waiting when it starts; on PGlite remembered until the next commit: decision 0058), checks the right, validates the query and sets the security headers, where the reference only writes the bytes. Below 0.9× that hook chain and, on PostgreSQL, the wait for the shared read are what is left: profile with --cpu-prof under autocannon; the ratio also moves with the load on the two shared cores.",
      },
      {
        budget: `API GET /api/vehicles (${count} vehicles, ${database}), p99 at 50 connections vs bare Fastify (${appP99.toFixed(0)} vs ${refP99.toFixed(0)} ms)`,
        // A ratio (issue #15 item 4): an absolute p99 at 50 connections is the machine's queueing.
        value: appP99 / refP99,
        unit: '×',
        limit: 1.5,
        better: 'lower',
        note: 'At 50 connections p99 is dominated by queueing on the two shared cores, for the app and the bare route alike; a ratio above the limit means per-request work grew (profile with --cpu-prof under autocannon).',
      },
    ];
  } finally {
    await reference.stop();
  }
}

/** Sign-in: universal-login + consume-token round trip (argon2id verification dominates). */
async function measureSignIn(server: BenchServer): Promise<Figure[]> {
  const times: number[] = [];
  await signIn(server.port);
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await signIn(server.port);
    times.push(performance.now() - started);
  }
  return [
    {
      budget: `Sign-in round trip (universal-login + consume-token, ${server.database}), median`,
      value: median(times),
      unit: 'ms',
      limit: 300,
      better: 'lower',
      note: 'argon2id with m=19456 KiB, t=2 takes most of the round trip on a shared core.',
    },
    {
      budget: `Sign-in round trip (${server.database}), p99 of 20`,
      value: percentile(times, 99),
      unit: 'ms',
      limit: 600,
      better: 'lower',
    },
  ];
}

/** API, sign-in and import budgets on PGlite and, when one answers, on PostgreSQL. */
export async function measureApi(): Promise<Figure[]> {
  const postgres = await postgresAdminUrl();
  const figures: Figure[] = [];
  for (const target of postgres ? [null, postgres] : [null]) {
    const server = await startBenchServer(target);
    try {
      const cookie = await signIn(server.port);
      const existing = expectJson<unknown[]>(
        await call(server.port, DEMO_HOST, 'GET', '/api/vehicles', undefined, cookie),
      ).length;
      await importRows(server.port, cookie, vehicleRows(Math.max(0, VEHICLES - existing), 'L'));
      figures.push(...(await measureList(server, cookie)));
      figures.push(...(await measureSignIn(server)));
      // A fresh session: the sign-in runs may have retired the first (a user's session cap).
      figures.push(...(await measureImport(server, await signIn(server.port))));
    } finally {
      await server.stop();
    }
  }
  if (!postgres) console.log('No PostgreSQL answered; measured on PGlite only.');
  return figures;
}
