import type { BrowserContext } from 'playwright-core';

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
    await page.locator(screen.selector).first().waitFor({ timeout: 120_000 });
    let readyMs = Date.now() - started;
    if (screen.wholeSelector)
      await page.locator(screen.wholeSelector).waitFor({ timeout: 120_000 });
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
