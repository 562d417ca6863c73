import { get } from 'node:http';
import type { Page } from 'playwright-core';

/**
 * A second listener of the live events (issue #15 item 4): the raw event stream, read in the
 * bench process. Records when each vehicle change arrives and counts the bytes on the wire.
 */
export async function openEventStream(
  port: number,
  host: string,
  cookie: string,
  signal: AbortSignal,
): Promise<{ arrivals: number[]; bytes: () => number }> {
  const arrivals: number[] = [];
  let bytes = 0;
  await new Promise<void>((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { host: `${host}:${port}`, cookie },
        signal,
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`/api/events answered ${res.statusCode}`));
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (chunk.toString('utf8').includes('event: vehicle-change')) arrivals.push(Date.now());
        });
        res.on('error', () => undefined);
        resolve();
      },
    );
    req.on('error', (error) => (error.name === 'AbortError' ? undefined : reject(error)));
  });
  return { arrivals, bytes: () => bytes };
}

/**
 * Counts the vehicle lists an open board asks for once `start` is called (it should ask for
 * none while changes arrive: it applies them from the events).
 */
export function countListRequests(page: Page): { start: () => void; count: () => number } {
  let counting = false;
  let requests = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (counting && request.method() === 'GET' && /^\/api\/vehicles(\/page)?$/.test(path)) {
      requests += 1;
    }
  });
  return { start: () => (counting = true), count: () => requests };
}

/**
 * The time from `send` until the page shows an element matching `selector` whose aria-label
 * holds `text` (a MutationObserver in the page stamps Date.now(); both clocks are this
 * machine's). The observer is in place before `send` runs.
 */
export async function timeUntilShown(
  page: Page,
  target: { selector: string; text: string },
  send: () => Promise<void>,
): Promise<{ sent: number; shown: number }> {
  const seen = page.evaluate(
    ({ selector, text }) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          // No named helper here: tsx would wrap it in __name, unknown in the page.
          const found = document.querySelectorAll(selector);
          if ([...found].some((el) => el.getAttribute('aria-label')?.includes(text))) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }),
    target,
  );
  // Handled here too, so a failing page script cannot crash the run before the caller's
  // `finally` stops the server; `await seen` below still throws.
  seen.catch(() => undefined);
  await page.waitForTimeout(50); // the observer is installed before the change is sent
  const sent = Date.now();
  await send();
  return { sent, shown: await seen };
}
