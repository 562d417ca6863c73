import type { BrowserContext, Page } from 'playwright-core';
import { url } from './browser';

export const DEMO_HOST = 'demo.app.localhost';
export const ALL_TOURS = [
  'sandbox',
  'make-ready',
  'service',
  'inventory',
  'activity',
  'users',
  'custom-dashboards',
  'wall-dashboard',
  'inventory-management',
  'billing',
];

/**
 * Marks the guided tours finished and onboarding done in this browser context, so a journey
 * sees the page itself (tours and onboarding have their own specs).
 */
export async function skipIntroductions(
  context: BrowserContext,
  username = 'admin',
): Promise<void> {
  await context.addInitScript(
    ([tours, user]) => {
      localStorage.setItem('lotready.completedTours', JSON.stringify(tours));
      localStorage.setItem(`lotready.onboardingCompleted.${user}`, 'true');
    },
    [ALL_TOURS, username] as const,
  );
}

/**
 * Time control for journeys: `page.evaluate(ms => window.__LOTREADY_CLOCK__?.advance?.(ms), 6 * 60_000)`
 * moves the app's clock forward (web/src/lib/clock.tsx); tiles re-derive their status at once.
 */

/**
 * Signs in on a tenant host (the demo one unless told) through POST /api/auth/login (the
 * browser sends Origin).
 */
export function signIn(
  page: Page,
  username = 'admin',
  password = 'demo-admin',
  host = DEMO_HOST,
): Promise<void> {
  return signInAt(page, url(host, ''), username, password);
}

/** Signs in at a tenant's origin on any server (a journey's own server too). */
export async function signInAt(
  page: Page,
  origin: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/api/health`);
  const status = await page.evaluate(
    async ([u, p]) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: u, password: p }),
      });
      return response.status;
    },
    [username, password] as const,
  );
  if (status !== 200) throw new Error(`Sign-in as ${username} answered ${status}`);
}

/** A page in `context`, signed in as the demo admin, with tours and onboarding out of the way. */
export async function signedInAdminPage(context: BrowserContext): Promise<Page> {
  await skipIntroductions(context);
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** Calls an API endpoint from the signed-in page (same origin, JSON body). */
export async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    [method, path, body] as const,
  );
}
