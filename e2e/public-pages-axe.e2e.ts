import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { isScreenRoute, ROUTES, type RouteAccess } from '../web/src/app/route-table';
import { url, useBrowser } from './support/browser';

const AXE_SOURCE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

/** Where a public route is seen: the login host for the sign-in flows, else the marketing host. */
const HOST_OF: Record<Exclude<RouteAccess, 'staff'>, string> = {
  marketing: 'localhost',
  general: 'localhost',
  'always-public': 'localhost',
  'sign-in-flow': 'login.localhost',
};

/** Every public page of the route table without a parameter, plus the login host's login page. */
const PUBLIC_PAGES: { host: string; path: string }[] = [
  ...ROUTES.filter(isScreenRoute).flatMap((route) => {
    const path = route.path.replace(/\/\*$/, '');
    if (route.access === 'staff' || path.includes(':')) return [];
    // The sign-in completion without a token is an error that leaves after 3 s.
    if (path === '/sso-callback') return [];
    return [{ host: HOST_OF[route.access], path }];
  }),
  { host: 'login.localhost', path: '/login' },
];

const ASKS_WHO_IS_SIGNED_IN = /^\/(billing|super-admin)(\/|$)/;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's source evaluated in the page (no script tag, so the page's CSP stays on). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(async () => {
    type Run = (context: Document, options: object) => Promise<{ violations: unknown[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    // target-size (WCAG 2.2, 24 px) is off by default in axe 4: carousel dots must pass it.
    return (await axe.run(document, { rules: { 'target-size': { enabled: true } } })).violations;
  })) as Violation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(' | ')}`,
  );
}

/**
 * Waits for every running CSS transition and animation to end: a button whose colour is still
 * fading in (transition-colors after hydration) measures as a contrast failure for a frame.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    // An endless one (a spinner, a pulse) never ends: only those that do are waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished));
  });
}

/** Console errors and CSP violations the page reports, from before its first script. */
async function watchForErrors(context: BrowserContext, page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  await context.exposeFunction('__reportCsp', (text: string) => errors.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (text: string) => void }).__reportCsp;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

/** Issue #18 item 7: no axe violation (any impact), no console error, no CSP violation. */
describe.each(VIEWPORTS)('public pages pass axe at $name size ($width×$height)', (viewport) => {
  const browser = useBrowser();

  // Named by address ('%s'): vitest's '$host$path' reads one key, "host$path", and printed
  // "undefined" for every page.
  it.each(PUBLIC_PAGES.map((page) => [`${page.host}${page.path}`, page] as const))(
    '%s',
    async (_address, { host, path }) => {
      // Reduced motion: a colour still fading in would be measured mid-way (buttons honour it).
      const context = await browser.context({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() => localStorage.setItem('lotready.popupSeen', 'true'));
      const page = await context.newPage();
      const errors = await watchForErrors(context, page);
      await page.goto(url(host, path), { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      await transitionsSettled(page);
      const findings = await axeViolations(page);
      // Billing and the super-admin area ask who is signed in; a stranger's 401 is the answer.
      const asksWho = ASKS_WHO_IS_SIGNED_IN.test(path);
      findings.push(...errors.filter((error) => !(asksWho && /status of 401/.test(error))));
      expect(findings, findings.join('\n')).toEqual([]);
    },
  );
});
