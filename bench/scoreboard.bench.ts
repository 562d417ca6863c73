import { performance } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import type { Scoreboard } from '@domain/api/scoreboard';
import { periodOf, presetDates } from '@domain/scoreboard/period';
import { launchChromium } from '../scripts/lib/chromium';
import { signedInContext } from './lib/browser';
import type { Figure } from './lib/figure';
import { call, expectJson } from './lib/http';
import {
  openBenchSql,
  referenceAggregate,
  seedReconYear,
  type BenchSql,
  type ReferenceAggregate,
} from './lib/scoreboard-history';
import { openScreen, type Screen } from './lib/screen';
import {
  DEMO_HOST,
  importRows,
  onEachDatabase,
  signIn,
  startBenchServer,
  vehicleRows,
  type BenchServer,
} from './lib/server';
import { median } from './lib/stats';
import { setUpStandardRecon } from './recon.bench';

/** Issue #30: a dealership with a year of recon history, 10,000 cars through Standard recon. */
const VEHICLES = 10_000;
const RUNS = 7;
const PAGE_RUNS = 3;

const PAGE: Screen = {
  name: 'Scoreboard',
  path: '/scoreboard',
  selector: 'section[aria-label="Time to line, median"]',
  readyLimitMs: 1500,
  note: "From navigation in a new tab until the headline figures of the default period (the last 4 weeks) show, in Chromium on the two shared cores: the staff app, the scoreboard route and one GET /api/scoreboard, asked for at the app's entry with the boot reads (decision 0136); the tables and the trend render after the figures. The answer takes the server 0.4 to 1 s while the browser loads the app's code beside it (on PGlite its transaction holds the one connection), then the page's first render; under a load of 6 to 8 on the two cores the figures show at 1.3 to 1.5 s.",
};

interface Timed {
  api: number[];
  reference: number[];
}

/** The server's answer and the hand-made query's, timed `RUNS` times each, alternately. */
async function timeBoth(
  server: BenchServer,
  cookie: string,
  sql: BenchSql | null,
  query: string,
  reference: () => Promise<ReferenceAggregate>,
  timed: Timed,
): Promise<Scoreboard> {
  let board: Scoreboard | undefined;
  const get = async () => {
    const started = performance.now();
    const answer = await call(server.port, DEMO_HOST, 'GET', query, undefined, cookie);
    const ms = performance.now() - started;
    board = expectJson<Scoreboard>(answer);
    return ms;
  };
  await get(); // warm-up: the JIT, the connection, the session
  if (sql) await reference();
  for (let run = 0; run < RUNS; run++) {
    timed.api.push(await get());
    if (sql) {
      const started = performance.now();
      await reference();
      timed.reference.push(performance.now() - started);
    }
  }
  return board!;
}

/** The reference alone (PGlite: its server stopped, the database opened in this process). */
async function timeReference(
  reference: () => Promise<ReferenceAggregate>,
  timed: Timed,
): Promise<ReferenceAggregate> {
  const answer = await reference(); // warm-up
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await reference();
    timed.reference.push(performance.now() - started);
  }
  return answer;
}

async function measureScoreboardOn(postgres: string | null): Promise<Figure[]> {
  let server = await startBenchServer(postgres);
  const browser = await launchChromium();
  try {
    let cookie = (await signIn(server.port)).split('; ')[0]!;
    const api = async <T>(method: string, path: string, body?: unknown) =>
      expectJson<T>(await call(server.port, DEMO_HOST, method, path, body, cookie));
    await setUpStandardRecon(api);
    const { businessHours } = await api<{ businessHours: { timeZone: string } }>(
      'GET',
      '/api/config',
    );
    const timeZone = businessHours.timeZone;
    for (let start = 0; start < VEHICLES; start += 5000) {
      const rows = vehicleRows(5000, `S${start / 5000}-`).map((row) => ({
        ...row,
        type: 'make-ready',
      }));
      await importRows(server.port, cookie, rows);
    }

    // A year of history, written by SQL with the server stopped (PGlite is its process's).
    await server.stop({ keepData: true });
    const now = Date.now();
    const dates = presetDates('last-13-weeks', now, timeZone);
    const period = periodOf(dates.from, dates.to, timeZone);
    const query = `/api/scoreboard?from=${dates.from}&to=${dates.to}`;
    let sql = await openBenchSql(server);
    const [demo] = await sql.query<{ id: string }>(
      "select id from dealerships where slug = 'demo'",
    );
    const id = demo!.id;
    const seeded = await seedReconYear(sql, id, now);
    const reference = () => referenceAggregate(sql, id, period, Date.now());
    const timed: Timed = { api: [], reference: [] };
    // PGlite: the reference before and after the server's runs, so both see the load around
    // them; PostgreSQL: alternately with them, the server running.
    let answer: ReferenceAggregate | null = null;
    if (!server.databaseUrl) {
      answer = await timeReference(reference, timed);
      await sql.close();
    }
    server = await startBenchServer(postgres, server);
    cookie = (await signIn(server.port)).split('; ')[0]!;
    const board = await timeBoth(
      server,
      cookie,
      server.databaseUrl ? sql : null,
      query,
      reference,
      timed,
    );
    if (server.databaseUrl) answer = await reference();

    const { context, origin } = await signedInContext(browser, server.port, cookie);
    await openScreen(context, origin, PAGE); // warm-up: the browser's cache of the assets
    const opens = [];
    for (let run = 0; run < PAGE_RUNS; run++) opens.push(await openScreen(context, origin, PAGE));
    await context.close();

    if (!server.databaseUrl) {
      await server.stop({ keepData: true });
      sql = await openBenchSql(server);
      await timeReference(reference, timed);
      await sql.close();
      server = await startBenchServer(postgres, server);
    } else {
      await sql.close();
    }

    const label = `${seeded.cars.toLocaleString('en-US')} cars, ${seeded.stays.toLocaleString('en-US')} stays, ${server.database}`;
    const apiMs = median(timed.api);
    const referenceMs = median(timed.reference);
    console.log(
      `  ${label}: median T2L ${board.current.t2lMedianDays?.toFixed(2)} d of ${board.current.carsCompleted} cars (app) vs ${answer?.t2lMedianDays?.toFixed(2)} d of ${answer?.t2lCars} (SQL)`,
    );
    return [
      {
        budget: `Scoreboard: GET /api/scoreboard for 13 weeks vs one hand-made SQL aggregate (${apiMs.toFixed(0)} vs ${referenceMs.toFixed(0)} ms, median of ${RUNS}; ${label})`,
        value: apiMs / referenceMs,
        unit: '×',
        limit: 2,
        better: 'lower',
        note: "The app reads every Make Ready stay of the cars with one open in a timed step or left since the earliest day a figure needs (the period before and the 13 weeks too: about 5,000 cars and 35,000 stays here, twice the reference's cars) and computes the figures in the domain (decision 0089): business time, people, the slowest cars, the trend. The reference is one SQL query with percentile_cont over the same tables for the period alone: per-step median and p90, median T2L, in calendar time. Decision 0133 made the read one row (each car's columns once, its stays packed in a string: 35,000 rows through Drizzle's row mapping were most of the time, 5.3× and 3.5× before it) and the figures' work about half. On PGlite the reference runs in the bench's process while the server is stopped, the app in the server's: the ratio moves with the load of the shared cores (load 6 to 16 here); in one process, CPU time, the app's read and figures take about 1.3 to 1.5 times the reference.",
      },
      {
        budget: `Scoreboard: page ready in Chromium (${label}), median of ${PAGE_RUNS} opens`,
        value: median(opens.map((open) => open.readyMs)),
        unit: 'ms',
        limit: PAGE.readyLimitMs,
        better: 'lower',
        note: PAGE.note,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** The scoreboard's budgets of issue #30 on PGlite and, when one answers, on PostgreSQL. */
export async function measureScoreboard(): Promise<Figure[]> {
  return onEachDatabase(measureScoreboardOn);
}
