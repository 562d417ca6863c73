import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn, skipIntroductions } from './support/staff-session';

const PHONE = { width: 390, height: 844 };
const ROUTES = [
  '/make-ready',
  '/service',
  '/inventory',
  '/activity',
  '/users',
  '/billing',
  '/custom-dashboard',
  '/inventory-management',
];
/** The screens that draw vehicles, with the workflow a vehicle is added to for each. */
const WORKFLOW_OF_SCREEN: Record<string, 'make-ready' | 'service' | 'inventory'> = {
  '/make-ready': 'make-ready',
  '/service': 'service',
  '/inventory': 'inventory',
};

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
    // With a vehicle of the screen's own, long names and all: a row wider than the phone only
    // shows once it is drawn.
    const workflow = WORKFLOW_OF_SCREEN[path];
    if (workflow) {
      const created = await callApi(page, 'POST', '/api/vehicles', {
        stockNumber: `PHONE-${workflow.slice(0, 3).toUpperCase()}${Date.now().toString(36).slice(-5)}`,
        year: 2024,
        make: 'Volkswagen',
        model: 'Atlas Cross Sport SEL Premium R-Line',
        color: 'Pure Gray with Black Roof',
        type: workflow,
      });
      expect(created.status).toBe(201);
      await page.reload();
      await page
        .getByTestId(/^vehicle-(tile|card)$/)
        .first()
        .waitFor();
    }
    await page.screenshot({ path: `/tmp/e2e-phone${path.replaceAll('/', '-')}.png` });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The inventory-management spreadsheet is a wide editable grid and scrolls in its own box.
    if (path !== '/inventory-management') expect(await innerSidewaysScrollers(page)).toEqual([]);
  });

  /** Fails when the dialog, or anything in it, is wider than the phone or scrolls sideways. */
  async function expectDialogFits(page: Page, name: string | RegExp) {
    const dialog = page.getByRole('dialog', { name }).last();
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const wide = await dialog.evaluate((element, width) => {
      const all = [element, ...element.querySelectorAll<HTMLElement>('*')];
      return (
        all
          // Hidden helpers (a switch's form input) are not content anyone sees.
          .filter((el) => !el.closest('[aria-hidden="true"]'))
          .filter((el) => {
            const rect = el.getBoundingClientRect();
            const scrollsSideways =
              ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) &&
              el.scrollWidth > el.clientWidth + 1;
            return rect.width > 0 && (rect.right > width + 1 || rect.left < -1 || scrollsSideways);
          })
          .map((el) => el.outerHTML.slice(0, 80))
      );
    }, PHONE.width);
    expect(wide).toEqual([]);
    const slug = String(name)
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase();
    await page.screenshot({ path: `/tmp/e2e-phone-dialog-${slug}.png` });
    return dialog;
  }

  /** The submit button of a dialog's sticky footer is on screen without scrolling. */
  async function expectFooterVisible(page: Page, dialogName: string, button: string) {
    const dialog = page.getByRole('dialog', { name: dialogName });
    const box = await dialog.getByRole('button', { name: button, exact: true }).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.y).toBeGreaterThanOrEqual(0);
  }

  async function openSettings(page: Page, path = '/make-ready') {
    await page.goto(url(DEMO_HOST, path));
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    return expectDialogFits(page, 'System Config');
  }

  it('Add vehicle fits, its buttons in view (sticky footer)', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Add vehicle', exact: true }).first().click();
    await expectDialogFits(page, 'Add vehicle');
    await expectFooterVisible(page, 'Add vehicle', 'Cancel');
  });

  it("Inventory's list keeps each stock number on one line", async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/inventory'));
    const stockNumber = `LONGSTOCK-${Date.now().toString(36).toUpperCase()}`;
    const created = await callApi(page, 'POST', '/api/vehicles', {
      stockNumber,
      year: 2024,
      make: 'Kia',
      model: 'EV9',
      color: 'Blue',
      type: 'inventory',
    });
    expect(created.status).toBe(201);
    await page.reload();
    await page.getByPlaceholder(/^Search stock #/).fill(stockNumber);
    const cell = page.getByTestId('vehicle-card').getByTitle(stockNumber);
    await cell.waitFor();
    // Taller than one line means the number wrapped ("DEMO-" above "1001").
    const lines = await cell.evaluate(
      (el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
  });

  it('Import/Export from Inventory fits', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Import/Export' }).click();
    const dialog = await expectDialogFits(page, 'System Config');
    await dialog.getByRole('button', { name: 'Export inventory CSV' }).waitFor();
  });

  it('every System Config tab fits, and the Dealership Configuration', async () => {
    const page = await phonePage();
    const dialog = await openSettings(page);
    for (const tab of await dialog.getByRole('tab').allInnerTexts()) {
      await dialog.getByRole('tab', { name: tab.trim() }).click();
      await expectDialogFits(page, 'System Config');
    }
    await dialog.getByRole('tab', { name: 'General' }).click();
    await dialog.getByRole('button', { name: 'Dealership Configuration' }).click();
    const config = await expectDialogFits(page, 'Dealership Configuration');
    for (const tab of await config.getByRole('tab').allInnerTexts()) {
      await config.getByRole('tab', { name: tab.trim() }).click();
      await expectDialogFits(page, 'Dealership Configuration');
    }
  });

  it('the activity log dialog fits', async () => {
    const page = await phonePage();
    const dialog = await openSettings(page);
    await dialog.getByRole('tab', { name: 'Navigation' }).click();
    await dialog.getByRole('button', { name: 'Activity Log' }).click();
    await expectDialogFits(page, /Activity/);
  });

  it('a vehicle record fits as a full-screen sheet', async () => {
    const page = await phonePage();
    const stockNumber = `PH-${Date.now().toString(36)}`;
    const created = await callApi(page, 'POST', '/api/vehicles', {
      stockNumber,
      year: 2022,
      make: 'Citroën',
      model: 'C5 Aircross',
      color: 'Gris',
      type: 'inventory',
    });
    expect(created.status).toBe(201);
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByLabel('Search vehicles').fill(stockNumber);
    // On a phone, tapping the vehicle (whatever the inventory's view) opens its record.
    await page.getByText(stockNumber).first().click();
    await expectDialogFits(page, new RegExp(stockNumber));
  });

  it('Add user fits', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/users'));
    await page.getByRole('button', { name: 'Add user' }).click();
    await expectDialogFits(page, 'Add user');
  });

  it('New dashboard fits', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/custom-dashboard'));
    await page.getByRole('button', { name: 'New dashboard' }).click();
    await expectDialogFits(page, 'New dashboard');
  });

  it('the keyboard shortcut help fits', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('?');
    await expectDialogFits(page, /Keyboard shortcuts/i);
  });

  it('the phone header keeps the clock and the Live badge', async () => {
    const page = await phonePage();
    await page.goto(url(DEMO_HOST, '/inventory'));
    const header = page.getByRole('banner');
    await header.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    expect(
      await header
        .getByText(/\d{1,2}:\d{2}/)
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it('at 1280×860 the Add vehicle buttons stay in view', async () => {
    const context = await browser.context({ viewport: { width: 1280, height: 860 } });
    await skipIntroductions(context);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Add vehicle', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Add vehicle' }).waitFor();
    await expectFooterVisible(page, 'Add vehicle', 'Cancel');
  });
});
