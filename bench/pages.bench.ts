import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../scripts/lib/chromium';
import type { Figure } from './lib/figure';
import { signedInContext } from './lib/browser';
import { signIn, startBenchServer } from './lib/server';
import { median } from './lib/stats';

const WEB_DIST_DIR = process.env.WEB_DIST_DIR || 'dist/web';

/** Gzipped bytes (KB) of the JavaScript a page requests until load + network idle, from the build. */
async function initialJsKb(page: Page, pageUrl: string): Promise<number> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(pageUrl, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const path of scripts) {
    bytes += gzipSync(readFileSync(join(WEB_DIST_DIR, path))).length;
  }
  return bytes / 1024;
}

/** Lighthouse (default mobile settings) on the landing page: performance and accessibility. */
async function lighthouseScores(pageUrl: string) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, runtimeError } = result!.lhr;
    const performance = categories.performance?.score;
    const accessibility = categories.accessibility?.score;
    if (runtimeError || typeof performance !== 'number' || typeof accessibility !== 'number') {
      console.error('Lighthouse run without scores:', runtimeError?.message ?? 'no score');
      return null;
    }
    return { performance, accessibility };
  } finally {
    chrome.kill();
  }
}

/** Bundles of the staff app and the landing page, and the landing page's Lighthouse scores. */
export async function measurePages(): Promise<Figure[]> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const { port } = server;
    const landing = `http://localhost:${port}/`;
    const staff = await signedInContext(browser, port, await signIn(port));
    const staffKb = await initialJsKb(await staff.context.newPage(), `${staff.origin}/make-ready`);
    const landingKb = await initialJsKb(await (await browser.newContext()).newPage(), landing);

    await browser.close(); // Lighthouse gets the machine to itself (as far as this run goes)

    // Lighthouse varies run to run on a shared machine: the median of 3 runs that scored.
    const runs: { performance: number; accessibility: number }[] = [];
    for (let run = 0; run < 3; run++) {
      const scores = await lighthouseScores(landing);
      if (scores) runs.push(scores);
    }
    if (!runs.length) throw new Error('no Lighthouse run produced scores');
    return [
      {
        budget: 'Staff app initial JavaScript (gzip)',
        value: staffKb,
        unit: 'KB',
        limit: 250,
        better: 'lower',
        note: "Counted for /make-ready as a signed-in admin's first visit, when the onboarding dialog opens over the board: the entry (React, the router, TanStack Query), zod and the API contracts, the staff shell, the board and the onboarding dialog. Every other screen (inventory, inventory management, activity, users, dashboards) and every other dialog (System Config, Dealership Configuration, Activity Dashboard, Add vehicle with its form and VIN scanner, keyboard help, command menu) is its own chunk, loaded when a link or button to it is hovered or focused, or when it opens. The largest pieces left are react-dom (~70 KB gzip), zod (~30 KB), the header's Radix tooltips and hover card with floating-ui (~12 KB), the router (~13 KB), TanStack Query (~11 KB) and tailwind-merge (~9 KB).",
      },
      {
        budget: 'Landing page initial JavaScript (gzip)',
        value: landingKb,
        unit: 'KB',
        limit: 120,
        better: 'lower',
      },
      {
        budget: 'Landing page Lighthouse performance (mobile)',
        value: median(runs.map((r) => r.performance)),
        unit: '',
        limit: 0.95,
        better: 'higher',
        note: 'Lighthouse simulates a mid-range phone on slow 4G from the timings it observes. On a quiet machine the landing page scores 0.96-0.99 (it paints from the pre-rendered HTML and its poster before any JavaScript runs). On a busy one its tasks run longer, the page goes quiet later, and Lighthouse is often still recording when the welcome popup opens 2 s after load (spec 2.6): the overlay counts against Speed Index and opening it against blocking time, which costs about 0.1 (a quiet rerun is needed to judge this budget).',
      },
      {
        budget: 'Landing page Lighthouse accessibility',
        value: median(runs.map((r) => r.accessibility)),
        unit: '',
        limit: 0.95,
        better: 'higher',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
