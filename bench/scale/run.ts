/**
 * `npm run bench:scale` (opt-in: it seeds half a million vehicles and takes minutes): the
 * three-process cluster of scripts/cluster (HAProxy, one PostgreSQL) on 1,000 dealerships ×
 * 500 vehicles. Reports list and sign-in p99 as ratios against bare references, a 5,000-row
 * import, and live fan-out to 2,000 open streams spread over the processes. Needs PostgreSQL
 * (TEST_DATABASE_URL, default the local one) and haproxy. `-- --dealerships N` for a smaller run.
 * Prints a table for docs/scaling.md.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import Fastify from 'fastify';
import { startCluster } from '../../scripts/cluster/cluster';
import { SCALE_ADMIN_PASSWORD, scaleSlug, seedScale } from '../../scripts/scale/seed';
import { ensureServerBuild } from '../../scripts/build-server.mjs';
import { call, signInProcess } from '../../scripts/lib/server-process';
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from '../../server/test/database';
import { figureTable, type Figure } from '../lib/figure';
import { startReference } from '../lib/load';
import { vehicleRows } from '../lib/server';
import { median, percentile } from '../lib/stats';
import { openTimedStream } from './fan-out';
import { MAX_STREAMS_PER_SESSION } from '../../server/modules/events/routes';

process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const { values } = parseArgs({
  options: {
    dealerships: { type: 'string', default: '1000' },
    streams: { type: 'string', default: '2000' },
  },
});
const DEALERSHIPS = Number(values.dealerships);
const STREAMS = Number(values.streams);
const SESSIONS = Math.min(100, DEALERSHIPS);

const host = (index: number, port: number) => `${scaleSlug(index)}.app.localhost:${port}`;

/** p99 of GET /api/vehicles through `port`, 50 connections spread over `sessions`. */
async function listP99(port: number, sessions: { host: string; cookie: string }[]) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/vehicles`,
    connections: 50,
    duration: 10,
    requests: [
      {
        setupRequest: (request) => {
          const session = sessions[next++ % sessions.length]!;
          return {
            ...request,
            headers: { ...request.headers, host: session.host, cookie: session.cookie },
          };
        },
      },
    ],
  });
  if (result.non2xx || result.errors)
    throw new Error(
      `list: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`,
    );
  return result.latency.p99;
}

/** The sign-in reference: a bare route that only verifies an argon2id hash (the floor). */
async function signInReferenceP99(samples: number): Promise<number> {
  const passwordHash = await hash(SCALE_ADMIN_PASSWORD, { memoryCost: 19456, timeCost: 2 });
  const app = Fastify({ logger: false });
  app.post('/sign-in', async () => ({ ok: await verify(passwordHash, SCALE_ADMIN_PASSWORD) }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    times.push((await call({ port }, 'POST', '/sign-in', { host: '127.0.0.1', body: {} })).ms);
  }
  await app.close();
  return percentile(times, 99);
}

await ensureServerBuild();
const loadBefore = loadavg()[0]!;
const database = await createScratchDatabase();
const figures: Figure[] = [];
try {
  const url = testDatabaseUrl(database);
  const seeded = await seedScale(url, {
    dealerships: DEALERSHIPS,
    vehiclesPerDealership: 500,
    log: () => undefined,
  });
  console.log(
    `seeded ${seeded.dealerships} dealerships, ${seeded.vehicles} vehicles in ${(seeded.ms / 1000).toFixed(1)} s`,
  );
  figures.push({
    budget: `Seed ${DEALERSHIPS} dealerships × 500 vehicles (npm run seed:scale)`,
    value: seeded.ms / 1000,
    unit: 's',
    limit: 600,
    better: 'lower',
  });

  // The wall boards of the fan-out below: each a browser of its own, so a user of its own (a
  // session keeps at most MAX_STREAMS_PER_SESSION streams on a process, and one account's
  // sign-ins are limited too); copies of the wall dealership's admin, same password.
  const wallUsers = Math.ceil(STREAMS / (MAX_STREAMS_PER_SESSION * 3));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (dealership_id, username, full_name, role, password_hash, created_at, updated_at)
       select dealership_id, username || '-wall-' || n, full_name, role, password_hash, created_at, updated_at
       from users, generate_series(1, $2::int) as n where username = $1`,
      [`${scaleSlug(SESSIONS)}-admin`, wallUsers],
    );
  } finally {
    await client.end();
  }

  const cluster = await startCluster(url, 3);
  try {
    const lb = { port: cluster.port };
    // Sign-in: one admin of each of SESSIONS dealerships, each through the balancer.
    const sessions: { host: string; cookie: string }[] = [];
    const signInTimes: number[] = [];
    for (let i = 1; i <= SESSIONS; i++) {
      const started = performance.now();
      const cookie = await signInProcess(
        lb,
        host(i, lb.port),
        `${scaleSlug(i)}-admin`,
        SCALE_ADMIN_PASSWORD,
      );
      signInTimes.push(performance.now() - started);
      sessions.push({ host: host(i, lb.port), cookie });
    }
    const signInRef = await signInReferenceP99(SESSIONS);
    const signInP99 = percentile(signInTimes, 99);
    figures.push({
      budget: `Sign-in p99 through the cluster vs a bare argon2id verify (${signInP99.toFixed(0)} vs ${signInRef.toFixed(0)} ms, ${SESSIONS} accounts)`,
      value: signInP99 / signInRef,
      unit: '×',
      limit: 4,
      better: 'lower',
    });

    // List: the whole list of 500 vehicles, 100 dealerships in turn, against bare Fastify.
    const first = await call(lb, 'GET', '/api/vehicles', sessions[0]!);
    const reference = await startReference(first.body);
    try {
      await listP99(lb.port, sessions); // warm-up: every dealership's list into every cache
      const appP99 = await listP99(lb.port, sessions);
      const ref = await autocannon({
        url: `http://127.0.0.1:${reference.port}/api/vehicles`,
        connections: 50,
        duration: 10,
      });
      figures.push({
        budget: `List p99 through the cluster (500 vehicles, ${SESSIONS} dealerships, 50 connections) vs bare Fastify (${appP99} vs ${ref.latency.p99} ms)`,
        value: appP99 / Math.max(1, ref.latency.p99),
        unit: '×',
        limit: 4,
        better: 'lower',
      });
    } finally {
      await reference.stop();
    }

    // Import: 5,000 rows into a dealership that already holds 500. First one straight to each
    // process (its first import: the route's code not yet optimised), then three through the
    // balancer, as the single-process import bench measures after a warm-up run.
    const importOnce = async (through: { port: number }, session: number, prefix: string) => {
      const { host, cookie } = sessions[session]!;
      const answer = await call(through, 'POST', '/api/vehicles/import', {
        host: host.replace(/:\d+$/, `:${through.port}`),
        cookie,
        body: { rows: vehicleRows(5000, prefix) },
      });
      if (answer.status !== 200)
        throw new Error(`import: ${answer.status} ${answer.body.slice(0, 200)}`);
      return answer.ms;
    };
    const firstImports: number[] = [];
    for (const [index, member] of cluster.members.entries()) {
      firstImports.push(await importOnce(member, 1 + index, `W${index}-`));
    }
    const importTimes: number[] = [];
    for (let run = 0; run < 3; run++) {
      importTimes.push(await importOnce(lb, 1 + cluster.members.length + run, `I${run}-`));
    }
    figures.push(
      {
        budget: 'Import of 5,000 rows, the first on each process (dealership of 500), median of 3',
        value: median(firstImports),
        unit: 'ms',
        limit: 2000,
        better: 'lower',
      },
      {
        budget: 'Import of 5,000 rows through the cluster (dealership of 500), median of 3',
        value: median(importTimes),
        unit: 'ms',
        limit: 2000,
        better: 'lower',
      },
    );

    // Fan-out: STREAMS streams of one dealership, straight to the three processes in turn, at
    // most MAX_STREAMS_PER_SESSION of one session on each (a newer one would close the oldest).
    const wall = sessions[SESSIONS - 1]!;
    const perSession = MAX_STREAMS_PER_SESSION * cluster.members.length;
    const wallCookies: string[] = [];
    for (let n = 1; n <= wallUsers; n++) {
      // sessions[SESSIONS - 1] is dealership number SESSIONS's admin; its copies sign in here.
      wallCookies.push(
        await signInProcess(
          lb,
          wall.host,
          `${scaleSlug(SESSIONS)}-admin-wall-${n}`,
          SCALE_ADMIN_PASSWORD,
        ),
      );
    }
    const streams = [];
    for (let i = 0; i < STREAMS; i++) {
      const member = cluster.members[i % cluster.members.length]!;
      streams.push(
        await openTimedStream(
          member.port,
          wall.host.replace(/:\d+$/, `:${member.port}`),
          wallCookies[Math.floor(i / perSession)]!,
        ),
      );
    }
    const list = JSON.parse((await call(lb, 'GET', '/api/vehicles', wall)).body) as {
      id: string;
      version: number;
    }[];
    const delays: number[] = [];
    const allIn: number[] = [];
    for (const vehicle of list.slice(0, 10)) {
      const sent = performance.now();
      const changed = await call(lb, 'PATCH', `/api/vehicles/${vehicle.id}`, {
        ...wall,
        body: { color: 'Red', version: vehicle.version },
      });
      if (changed.status !== 200)
        throw new Error(`patch: ${changed.status} ${changed.body.slice(0, 200)}`);
      const deadline = performance.now() + 30_000;
      while (streams.some((s) => !s.arrivals.has(vehicle.id)) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const arrived = streams.map((s) => s.arrivals.get(vehicle.id)).filter((t) => t !== undefined);
      if (arrived.length < STREAMS)
        throw new Error(`fan-out: ${STREAMS - arrived.length} streams missed an event`);
      delays.push(...arrived.map((t) => t - sent));
      allIn.push(Math.max(...arrived) - sent);
    }
    for (const stream of streams) stream.close();
    figures.push(
      {
        budget: `Live fan-out: change to event on ${STREAMS} streams over 3 processes, p99 of ${delays.length}`,
        value: percentile(delays, 99),
        unit: 'ms',
        limit: 1000,
        better: 'lower',
      },
      {
        budget: `Live fan-out: change until the last of ${STREAMS} streams has it, median of 10`,
        value: median(allIn),
        unit: 'ms',
        limit: 2000,
        better: 'lower',
      },
    );
  } finally {
    await cluster.stop();
  }
} finally {
  await dropScratchDatabase(database);
}
console.log(`\n${figureTable(figures)}\n`);
// Absolute times on a shared machine mean little without it (docs/scaling.md quotes it).
console.log(`load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
