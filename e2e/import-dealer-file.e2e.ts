import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

/** A real auction export: VINs, no stock number column (server/test/fixtures/dealer-files). */
const AUCTION = readFileSync('server/test/fixtures/dealer-files/auction-manheim-car-prices.csv');
const ROWS = 96;

/**
 * Issue #27's journey: a file with no stock column to a stocked lot, at 1280×860 and 390×844, on
 * its own dealership (96 vehicles would crowd the demo one's boards for every other journey).
 */
describe('import from a real dealer file with no stock column (issue #27)', () => {
  const browser = useBrowser();

  async function importDialog(
    dealership: NewDealership,
    viewport: { width: number; height: number },
  ) {
    const context = await browser.context({ viewport });
    await skipIntroductions(context, dealership.admin.username);
    const page = await context.newPage();
    await signIn(page, dealership.admin.username, dealership.admin.password, dealership.host);
    await page.goto(url(dealership.host, '/inventory'));
    await page.getByRole('button', { name: 'Import/Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Config' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'car_prices.csv', mimeType: 'text/csv', buffer: AUCTION });
    await dialog.getByRole('heading', { name: 'Import car_prices.csv' }).waitFor();
    return { page, dialog };
  }

  async function confirm(dialog: ReturnType<Page['getByRole']>, count: number) {
    const button = dialog.getByRole('button', { name: `Import ${count} vehicles` });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
  }

  it('stocks every row by its VIN on a desktop, and reads it again on a phone', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'auction');

    const { page, dialog } = await importDialog(dealership, { width: 1280, height: 860 });
    // No stock column: not a dead end. Unknown columns are named, not dropped in silence.
    await dialog.getByText(`${ROWS} rows have a VIN but no stock number`).waitFor();
    expect(await dialog.getByTestId('import-ignored').innerText()).toMatch(
      /^\d+ columns will be ignored: .*body.*seller/,
    );
    await dialog.getByText(`Will add 0, update 0, leave 0 unchanged, skip ${ROWS}`).waitFor();
    await dialog.getByRole('radio', { name: "The VIN's last 8 characters" }).check();
    await dialog.getByText(`Will add ${ROWS}, update 0, leave 0 unchanged, skip 0`).waitFor();
    await dialog.screenshot({ path: '/tmp/e2e-import-review-desktop.png' });
    await confirm(dialog, ROWS);
    await dialog.getByText(`Added ${ROWS}, updated 0, left 0 unchanged, skipped 0`).waitFor();
    await page.keyboard.press('Escape');

    // The lot: the first row's Kia Sorento under the VIN's last 8 as its stock number.
    await page.getByLabel('Search vehicles').fill('FG566472');
    await page.getByTestId('vehicle-card').getByText('Sorento').first().waitFor();
    const lot = (await callApi(page, 'GET', '/api/vehicles')).body as { stockNumber: string }[];
    expect(lot).toHaveLength(ROWS);
    expect(lot.every((vehicle) => /^[0-9A-Z]{8}$/.test(vehicle.stockNumber))).toBe(true);

    // On a phone the review fits, and remembers the choice made for these headers.
    const phone = await importDialog(dealership, { width: 390, height: 844 });
    await phone.dialog.getByText('Columns mapped as last time').waitFor();
    expect(
      await phone.dialog.getByRole('radio', { name: "The VIN's last 8 characters" }).isChecked(),
    ).toBe(true);
    await phone.dialog.getByText(`Will add 0, update 0, leave ${ROWS} unchanged, skip 0`).waitFor();
    expect(await sidewaysOverflow(phone.page)).toBe(0);
    await phone.page.screenshot({ path: '/tmp/e2e-import-review-phone.png', fullPage: true });
  });
});
