import type { Page } from 'playwright-core';
import { openEventStream as openStream } from '../../scripts/lib/server-process';

/**
 * A second listener of the live events (issue #15 item 4), by the tools' one stream reader:
 * records when each vehicle change arrives and counts the bytes on the wire.
 */
export async function openEventStream(
  port: number,
  host: string,
  cookie: string,
  signal: AbortSignal,
): Promise<{ arrivals: number[]; bytes: () => number }> {
  const arrivals: number[] = [];
  let bytes = 0;
  const stream = await openStream({ port }, `${host}:${port}`, cookie, {
    onEvent: ({ event }) => {
      if (event === 'vehicle-change') arrivals.push(Date.now());
    },
  });
  stream.response.on('data', (chunk: string) => (bytes += Buffer.byteLength(chunk)));
  signal.addEventListener('abort', stream.close, { once: true });
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
