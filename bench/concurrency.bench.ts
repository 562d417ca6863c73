import { Agent, request } from 'node:http';
import type { Figure } from './lib/figure';
import { call, expectJson } from './lib/http';
import { startReference } from './lib/load';
import {
  DEMO_HOST,
  importRows,
  onEachDatabase,
  signIn,
  startBenchServer,
  vehicleRows,
} from './lib/server';
import { percentile } from './lib/stats';

/** Issue #15 item 4: 20 editors and 50 readers on a dealership of 10,000 vehicles for 60 s. */
const EDITORS = 20;
const READERS = 50;
const VEHICLES = 10_000;
/** BENCH_CONCURRENCY_SECONDS shortens the run for a quick look; the budget is measured at 60. */
const SECONDS = Number(process.env.BENCH_CONCURRENCY_SECONDS ?? 60);
/** The reference's p99 settles well within this; it need not run the whole minute. */
const REFERENCE_SECONDS = Math.min(SECONDS, 20);
/** What the open boards read: each board's first page (their workflow only). */
const READ_PATHS = ['make-ready', 'service', 'inventory'].map(
  (workflow) => `/api/vehicles/page?workflow=${workflow}`,
);

interface Vehicle {
  id: string;
  version: number;
}

interface Mix {
  reads: number[];
  writes: number[];
  errors: string[];
}

/** One request on a kept-alive connection; resolves with its status and body. */
function send(
  agent: Agent,
  port: number,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body
          ? {
              ...headers,
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(body)),
            }
          : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * EDITORS loops each changing its own vehicle (PATCH with its version, so no two editors race
 * for one record) and READERS loops reading the boards' pages, all at once for `seconds`; every
 * request's latency, and every answer that is not a 200 (or a failed connection), an error.
 */
async function runMix(
  port: number,
  headers: Record<string, string>,
  editorVehicles: Vehicle[],
  seconds: number,
): Promise<Mix> {
  const agent = new Agent({ keepAlive: true, maxSockets: EDITORS + READERS });
  const mix: Mix = { reads: [], writes: [], errors: [] };
  const until = performance.now() + seconds * 1000;
  const editor = async (start: Vehicle, index: number) => {
    let vehicle = start;
    for (let n = 0; performance.now() < until; n++) {
      const body = JSON.stringify({ model: `Edit ${index}-${n}`, version: vehicle.version });
      const started = performance.now();
      try {
        const answer = await send(
          agent,
          port,
          headers,
          'PATCH',
          `/api/vehicles/${vehicle.id}`,
          body,
        );
        mix.writes.push(performance.now() - started);
        if (answer.status !== 200) mix.errors.push(`PATCH ${answer.status}`);
        else vehicle = { id: vehicle.id, version: (JSON.parse(answer.body) as Vehicle).version };
      } catch (error) {
        mix.errors.push(`PATCH ${(error as Error).message}`);
      }
    }
  };
  const reader = async (index: number) => {
    for (let n = index; performance.now() < until; n++) {
      const started = performance.now();
      try {
        const answer = await send(agent, port, headers, 'GET', READ_PATHS[n % READ_PATHS.length]!);
        mix.reads.push(performance.now() - started);
        if (answer.status !== 200) mix.errors.push(`GET ${answer.status}`);
      } catch (error) {
        mix.errors.push(`GET ${(error as Error).message}`);
      }
    }
  };
  await Promise.all([
    ...editorVehicles.map((vehicle, index) => editor(vehicle, index)),
    ...Array.from({ length: READERS }, (_, index) => reader(index)),
  ]);
  agent.destroy();
  return mix;
}

/** What a read waits for, and what is left of it on each database. */
function readNote(database: string): string {
  const left =
    database === 'PGlite'
      ? 'What is left on PGlite is the one thread: a page waits for the transaction of the turn it arrived in and for the other pages of that turn.'
      : "What is left on PostgreSQL is the shared read of the dealership's versions (6–9 ms of the 11–14 ms a page took in the server in a 20 s run; one connection, decision 0058) and the event loop that serves about 2,000 pages and 56 PATCHes a second.";
  return `A read is a board page (GET /api/vehicles/page, 100 vehicles, cut from the cached list: decision 0046) after the request's session and cache versions, while 20 editors commit; the reference writes the same bytes from memory. Each commit's writer carries the cached list forward, in commit order (decisions 0134, 0143), so a page waits for no query on PGlite and for one shared version read on PostgreSQL; on PGlite each transaction takes a turn of the event loop of its own (decision 0142), so a page waits for one editor's transaction, not for all 20 (read p99 27× → 2.8× in 15–20 s runs at load 5 and 3). ${left} The reference's own p99 moves with the machine's load (17–65 ms in the runs of 0142 and 0143), and every ratio with it. The issue names no limit for this ratio; 3× is ours.`;
}

/** What bounds a write on each database (decisions 0142, 0143). */
function writeNote(database: string): string {
  const bound =
    database === 'PGlite'
      ? 'On PGlite a PATCH costs about 15 ms of the one thread the pages are cut in (about 7 ms PGlite: eight statements, each four or five calls into its WebAssembly): 20 editors in a closed loop within 10× a 20 ms reference need about 130 PATCHes a second, two seconds of that thread every second. Decision 0142 names what would meet it (a PATCH under 5 ms).'
      : "On PostgreSQL the dealership's counter row orders the commits: in a 30 s run (93 commits a second) 5–7 of the pool's 10 connections waited for its lock while its holder waited for the app's next statement (a flush takes 140 µs). The app's one thread, serving about 3,000 pages a second, answers each of a PATCH's nine statements a turn of its loop later; COMMIT sent behind the log statement and a pool of 20 gained nothing (decision 0143, which names what would meet it).";
  return `A write is a PATCH: its transaction, the row lock, the activity entry, the change log and the live event; the reference answers a PATCH from memory. ${bound} The issue names no limit for this ratio; 10× is ours.`;
}

async function measureOn(postgres: string | null): Promise<Figure[]> {
  const server = await startBenchServer(postgres);
  try {
    const { port, database } = server;
    const cookie = await signIn(port);
    for (let start = 0; start < VEHICLES; start += 5000) {
      await importRows(port, cookie, vehicleRows(5000, `C${start / 5000}-`));
    }
    const appHeaders = {
      host: `${DEMO_HOST}:${port}`,
      cookie,
      origin: `http://${DEMO_HOST}:${port}`,
    };
    // Each editor changes one of the Make Ready board's first vehicles, at its current version.
    const firstPage = async () => call(port, DEMO_HOST, 'GET', READ_PATHS[0]!, undefined, cookie);
    const editorsOf = (answer: Awaited<ReturnType<typeof firstPage>>) =>
      expectJson<{ items: Vehicle[] }>(answer).items.slice(0, EDITORS);
    // Warm-up (JIT, connection pool, caches), then the measured run.
    await runMix(port, appHeaders, editorsOf(await firstPage()), 3);
    const page = await firstPage();
    const editorVehicles = editorsOf(page);
    const app = await runMix(port, appHeaders, editorVehicles, SECONDS);

    // The bare Fastify reference answers the same bytes: the page for a GET, a vehicle for a PATCH.
    const patched = JSON.stringify(expectJson<{ items: Vehicle[] }>(page).items[0]);
    const reference = await startReference(page.body, patched);
    let ref: Mix;
    try {
      const refHeaders = { host: `127.0.0.1:${reference.port}` };
      await runMix(reference.port, refHeaders, editorVehicles, 2);
      ref = await runMix(reference.port, refHeaders, editorVehicles, REFERENCE_SECONDS);
    } finally {
      await reference.stop();
    }

    const label = `${EDITORS} editors + ${READERS} readers, ${SECONDS} s, ${VEHICLES.toLocaleString('en-US')} vehicles, ${database}`;
    const appRead = percentile(app.reads, 99);
    const appWrite = percentile(app.writes, 99);
    const refRead = percentile(ref.reads, 99);
    const refWrite = percentile(ref.writes, 99);
    return [
      {
        budget: `Concurrent use (${label}): failed requests of ${app.reads.length + app.writes.length}${app.errors.length ? ` (${[...new Set(app.errors)].slice(0, 3).join(', ')})` : ''}`,
        value: app.errors.length,
        unit: 'errors',
        limit: 0,
        better: 'lower',
      },
      {
        budget: `Concurrent use (${database}): read p99 vs bare Fastify (${appRead.toFixed(0)} vs ${refRead.toFixed(0)} ms; ${app.reads.length} board pages read)`,
        value: appRead / refRead,
        unit: '×',
        limit: 3,
        better: 'lower',
        note: readNote(database),
      },
      {
        budget: `Concurrent use (${database}): write p99 vs bare Fastify (${appWrite.toFixed(0)} vs ${refWrite.toFixed(0)} ms; ${app.writes.length} changes)`,
        value: appWrite / refWrite,
        unit: '×',
        limit: 10,
        better: 'lower',
        note: writeNote(database),
      },
    ];
  } finally {
    await server.stop();
  }
}

/** Concurrent editors and readers on PGlite and, when one answers, on PostgreSQL. */
export async function measureConcurrency(): Promise<Figure[]> {
  return onEachDatabase(measureOn);
}
