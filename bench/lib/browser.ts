import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_HOST } from './server';

/**
 * A Chromium context signed in as the bench's admin on the demo host, with the tours and the
 * onboarding marked done so no overlay stands in front of a board. Returns it with the origin
 * the screens live at.
 */
export async function signedInContext(
  browser: Browser,
  port: number,
  cookie: string,
  viewport = { width: 1600, height: 1000 },
): Promise<{ context: BrowserContext; origin: string }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem(
      'lotready.completedTours',
      JSON.stringify([
        'sandbox',
        'make-ready',
        'service',
        'inventory',
        'activity',
        'custom-dashboards',
        'wall-dashboard',
      ]),
    );
    localStorage.setItem('lotready.onboardingCompleted.admin', 'true');
  });
  const [name, value] = cookie.split('; ')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, domain: DEMO_HOST, path: '/' }]);
  return { context, origin: `http://${DEMO_HOST}:${port}` };
}
