import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, inject, onTestFailed, beforeEach } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';

export { launchChromium } from '../../scripts/lib/chromium';

/** The port of this worker's own server (VITEST_POOL_ID counts the workers from 1). */
export function serverPort(): number {
  const ports = inject('ports');
  return ports[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % ports.length]!;
}

/** The URL of a host on the test server: `url('demo.app.localhost', '/inventory')`. */
export function url(host: string, path = '/'): string {
  return `http://${host}:${serverPort()}${path}`;
}

/**
 * How far the page scrolls sideways, in px (0 when it fits). Against the document's client
 * width, not innerWidth: a mobile browser widens its layout viewport to content that overflows,
 * and innerWidth grows with it.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * One browser per spec file; every test gets fresh contexts from `context()`.
 * A failing test saves a screenshot of each of its pages under test-results/, and a trace too
 * when E2E_TRACE=1: recording one (DOM snapshots and screenshots of every step) makes a
 * journey about 2.5 times slower (22 s against 9 s for recon-steps), which the whole suite
 * cannot afford in CI. Rerun a failing file with E2E_TRACE=1 to get its trace.
 */
export function useBrowser() {
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach((test) => {
    onTestFailed(async () => {
      mkdirSync('test-results', { recursive: true });
      const name = test.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      let index = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          await page.screenshot({ path: `test-results/${name}-${index++}.png`, fullPage: true });
        }
        await context.tracing
          .stop({ path: `test-results/${name}-${index}.trace.zip` })
          .catch(() => undefined);
      }
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  return {
    /** Options pass through to Chromium, e.g. `{ bypassCSP: true }` to inject axe-core. */
    async context(options?: BrowserContextOptions): Promise<BrowserContext> {
      const context = await browser.newContext(options);
      if (process.env.E2E_TRACE) {
        await context.tracing.start({ screenshots: true, snapshots: true });
      }
      contexts.push(context);
      return context;
    },
    async page(): Promise<Page> {
      const context = await this.context();
      return context.newPage();
    },
  };
}
