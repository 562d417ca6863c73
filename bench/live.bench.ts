import { get } from 'node:http';
import type { Figure } from './lib/figure';
import { launchChromium } from '../scripts/lib/chromium';
import { call, expectJson } from './lib/http';
import { DEMO_HOST, importRows, signIn, startBenchServer, vehicleRows } from './lib/server';
import { percentile } from './lib/stats';

const CHANGES = 50;

interface Vehicle {
  id: string;
  stockNumber: string;
  version: number;
}

/**
 * Live: a change through the API (PATCH in this process) until the changed tile shows it on a
 * Make Ready board open in Chromium (a MutationObserver in the page stamps Date.now(); both
 * clocks are this machine's), and until the event arrives on a second SSE stream read here.
 */
export async function measureLive(): Promise<Figure[]> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  const sse = new AbortController();
  try {
    const { port } = server;
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript(() => {
      localStorage.setItem(
        'lotready.completedTours',
        JSON.stringify(['sandbox', 'make-ready', 'service', 'inventory', 'activity']),
      );
      localStorage.setItem('lotready.onboardingCompleted.admin', 'true');
    });
    const [name, value] = (await signIn(port)).split('; ')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value!, domain: DEMO_HOST, path: '/' }]);
    const cookie = `${name}=${value}`;
    // A board of 500 vehicles (a third of them on Make Ready), like the API budget's list.
    await importRows(port, cookie, vehicleRows(500, 'V'));
    const page = await context.newPage();
    await page.goto(`http://${DEMO_HOST}:${port}/make-ready`);
    const tile = page.locator('[data-testid="vehicle-tile"]').first();
    await tile.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: 'test-results/bench-live.png' });
      throw error;
    });
    const stock = (await tile.getAttribute('aria-label'))!.split(',')[0]!;
    const vehicles = expectJson<Vehicle[]>(
      await call(port, DEMO_HOST, 'GET', '/api/vehicles', undefined, cookie),
    );
    let vehicle = vehicles.find((v) => v.stockNumber === stock)!;

    // A second listener: the raw event stream, read in this process.
    const sseArrivals: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { host: `${DEMO_HOST}:${port}`, cookie },
          signal: sse.signal,
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`/api/events answered ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            if (chunk.toString('utf8').includes('event: vehicle-change')) {
              sseArrivals.push(Date.now());
            }
          });
          res.on('error', () => undefined);
          resolve();
        },
      );
      req.on('error', (error) => (error.name === 'AbortError' ? undefined : reject(error)));
    });

    const board: number[] = [];
    const events: number[] = [];
    for (let i = 0; i <= CHANGES; i++) {
      const marker = `LiveBench${i}`;
      const seen = page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              // No named helper here: tsx would wrap it in __name, unknown in the page.
              const tiles = document.querySelectorAll('[data-testid="vehicle-tile"]');
              if ([...tiles].some((el) => el.getAttribute('aria-label')?.includes(text))) {
                observer.disconnect();
                resolve(Date.now());
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          }),
        marker,
      );
      // Handled here too, so a failing page script cannot crash the run before `finally` stops
      // the server; `await seen` below still throws.
      seen.catch(() => undefined);
      await page.waitForTimeout(50); // the observer is installed before the change is sent
      const before = sseArrivals.length;
      const sent = Date.now();
      const updated = expectJson<Vehicle>(
        await call(
          port,
          DEMO_HOST,
          'PATCH',
          `/api/vehicles/${vehicle.id}`,
          { model: marker, version: vehicle.version },
          cookie,
        ),
      );
      vehicle = { ...vehicle, version: updated.version };
      const shown = await seen;
      // The first change is the warm-up.
      if (i === 0) continue;
      board.push(shown - sent);
      if (sseArrivals.length > before) events.push(sseArrivals[before]! - sent);
    }
    return [
      {
        budget: `Live: API change to another open board, p50 (${CHANGES} changes)`,
        value: percentile(board, 50),
        unit: 'ms',
        limit: 1000,
        better: 'lower',
      },
      {
        budget: `Live: API change to another open board, p95`,
        value: percentile(board, 95),
        unit: 'ms',
        limit: 1000,
        better: 'lower',
        note: 'Events are published after commit and the board applies them to its cached list; time here includes React rendering.',
      },
      {
        budget: `Live: API change to the SSE event on a second stream, p95`,
        value: events.length ? percentile(events, 95) : Number.POSITIVE_INFINITY,
        unit: 'ms',
        limit: 1000,
        better: 'lower',
      },
    ];
  } finally {
    sse.abort();
    await browser.close();
    await server.stop();
  }
}
