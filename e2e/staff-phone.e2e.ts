import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, signIn, skipIntroductions } from './support/staff-session';

const PHONE = { width: 390, height: 844 };
const ROUTES = [
  '/make-ready',
  '/service',
  '/inventory',
  '/activity',
  '/users',
  '/custom-dashboard',
  '/inventory-management',
];

/** How far the page scrolls sideways, in px (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Boxes inside the page that scroll sideways (a table wider than the phone, say). */
const innerSidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.outerHTML.slice(0, 80)),
  );

describe('every staff screen fits a 390 px phone (issue #16.6)', () => {
  const browser = useBrowser();

  async function phonePage() {
    const context = await browser.context({ viewport: PHONE, hasTouch: true, isMobile: true });
    await skipIntroductions(context);
    const page = await context.newPage();
    await signIn(page);
    return page;
  }

  it.each(ROUTES)('%s has no sideways scroll', async (path) => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, path));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `/tmp/e2e-phone${path.replaceAll('/', '-')}.png` });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The inventory-management spreadsheet is a wide editable grid and scrolls in its own box.
    if (path !== '/inventory-management') expect(await innerSidewaysScrollers(page)).toEqual([]);
  });

  it.each([
    ['/inventory', 'Add vehicle'],
    ['/make-ready', 'Settings'],
  ])('the dialog opened on %s by %s fits', async (path, button) => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, path));
    await page.getByRole('button', { name: button, exact: true }).first().click();
    const dialog = page.getByRole('dialog').first();
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
