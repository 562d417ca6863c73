import type { BrowserContext, Page } from 'playwright-core';

/** A screen measured cold in a new tab. */
export interface Screen {
  name: string;
  path: string;
  /** What shows once the screen's vehicles are on it. */
  selector: string;
  /**
   * What shows once every page of the screen's vehicles is in, when the screen shows its first
   * page before the rest (the board's counts, exact once its workflow is whole); measured as a
   * second figure.
   */
  wholeSelector?: string;
  readyLimitMs: number;
  heapLimitMiB?: number;
  /** Why the screen may miss its budget and what it would take (read from its requests). */
  note: string;
}

/**
 * Until an element matching `selector` is visible, checked at every frame in the page.
 * Playwright's `locator.waitFor` checks after 0, 20, 50, 100 and 100 ms, then every 500 ms: a
 * screen ready after a second was read up to half a second late.
 */
async function visible(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => document.querySelector(css)?.checkVisibility() ?? false,
    selector,
    { polling: 'raf', timeout: 120_000 },
  );
}

/**
 * One cold open of a screen in a new tab: from navigation until its first vehicle shows and no
 * vehicle request is still under way ("ready to use"), then the JS heap it keeps (after a
 * garbage collection, Performance.getMetrics JSHeapUsedSize).
 */
export async function openScreen(
  context: BrowserContext,
  origin: string,
  screen: Screen,
): Promise<{ readyMs: number; wholeMs: number; heapMiB: number }> {
  const page = await context.newPage();
  try {
    let inFlight = 0;
    const isVehicleRequest = (url: string) => new URL(url).pathname.startsWith('/api/vehicles');
    page.on('request', (r) => isVehicleRequest(r.url()) && (inFlight += 1));
    const done = (r: { url: () => string }) => isVehicleRequest(r.url()) && (inFlight -= 1);
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const started = Date.now();
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' });
    await visible(page, screen.selector);
    let readyMs = Date.now() - started;
    if (screen.wholeSelector) await visible(page, screen.wholeSelector);
    else while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const wholeMs = Date.now() - started;
    if (!screen.wholeSelector) readyMs = wholeMs;
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    return { readyMs, wholeMs, heapMiB: heap / 2 ** 20 };
  } finally {
    await page.close();
  }
}
