import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signedInAdminPage } from './support/staff-session';
import { MINUTE_MS } from '@domain/time';

/**
 * Three good rows and two without a stock number (rows 3 and 5). Starred is 'no' so the
 * imported vehicles do not jump ahead of other journeys' starred tiles (imports star by default).
 */
const FIXTURE = 'e2e/fixtures/vehicles-mixed.csv';
const MINUTE = MINUTE_MS;

/** Data in and out: CSV import, marking sold, the activity export, thresholds, shortcuts. */
describe('staff data journeys on the real server', () => {
  const browser = useBrowser();

  const adminPage = async () => signedInAdminPage(await browser.context());

  it('imports a CSV with good and bad rows, marks one sold and exports the activity', async () => {
    const page = await adminPage();
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Config' });
    await dialog.getByRole('tab', { name: 'Import & Export' }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
    await (await chooser).setFiles(FIXTURE);
    const confirm = dialog.getByRole('button', { name: /^Import \d+ vehicles?$/ });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    const toast = page.getByRole('status').filter({ hasText: 'Import Complete' }).first();
    await toast.waitFor();
    const text = await toast.innerText();
    expect(text).toContain('Import Complete');
    expect(text).toContain('Successfully imported 3 of 5 vehicles.');
    expect(text).toContain('Row 3: Stock number is required');
    expect(text).toContain('Row 5: Stock number is required');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Mark one imported vehicle sold from its inventory card.
    await page.getByLabel('Search vehicles').fill('E2E-CSV1');
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBe(1);
    await page
      .getByTestId('vehicle-card')
      .getByRole('button', { name: /^E2E-CSV1 / })
      .click();
    await page.getByRole('button', { name: 'Mark sold' }).click();
    const vehicles = async () =>
      (await callApi(page, 'GET', '/api/vehicles')).body as { stockNumber: string; flag: string }[];
    await expect
      .poll(async () => (await vehicles()).find((v) => v.stockNumber === 'E2E-CSV1')?.flag)
      .toBe('sold');
    expect((await vehicles()).filter((v) => v.stockNumber.startsWith('E2E-CSV')).length).toBe(3);

    // The activity log's CSV export downloads with the documented columns.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Navigation' }).click();
    await page.getByRole('button', { name: 'Activity Log' }).click();
    const activity = page.getByRole('dialog', { name: 'Activity Dashboard' });
    await activity.getByText('E2E-CSV1').first().waitFor();
    const download = page.waitForEvent('download');
    await activity.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.split(/\r?\n/);
    expect(header).toBe('Timestamp,Action,Vehicle,Type,Stock #,Performed By,Role');
    expect(rows.some((row) => row.includes('E2E-CSV1'))).toBe(true);
  });

  it('recolours a board tile when the Make Ready thresholds change', async () => {
    const page = await adminPage();
    const before = await callApi(page, 'GET', '/api/config');
    const created = await callApi(page, 'POST', '/api/vehicles', {
      stockNumber: 'E2E-THR1',
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      color: 'Blue',
      type: 'make-ready',
    });
    expect(created.status).toBe(201);
    await page.goto(url(DEMO_HOST, '/make-ready'));
    const tile = page.getByRole('article', { name: /^E2E-THR1,/ });
    await tile.waitFor();
    await page.evaluate((ms) => window.__LOTREADY_CLOCK__?.advance?.(ms), 3 * MINUTE);
    expect(await tile.getAttribute('data-status')).toBe('new');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dealership Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dealership Configuration' });
    await dialog.getByRole('tab', { name: 'Workflow Configuration' }).click();
    await dialog.getByRole('group', { name: 'Make Ready' }).getByLabel('New until').fill('2');
    await dialog.getByRole('button', { name: 'Save & Apply' }).click();
    await page.getByText('Your configuration has been updated successfully.').first().waitFor();
    await expect.poll(() => tile.getAttribute('data-status')).toBe('working');

    expect((await callApi(page, 'PUT', '/api/config', before.body)).status).toBe(200);
  });

  it('navigates with i, m and s, and ignores them while typing', async () => {
    const page = await adminPage();
    const path = () => new URL(page.url()).pathname;
    await page.goto(url(DEMO_HOST, '/service'));
    await page.getByRole('heading', { name: /^Service/ }).waitFor();
    await page.keyboard.press('i');
    await page.getByRole('heading', { name: /Inventory/ }).waitFor();
    expect(path()).toBe('/inventory');
    await page.keyboard.press('m');
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    expect(path()).toBe('/make-ready');
    await page.keyboard.press('s');
    await page.getByRole('heading', { name: /^Service/ }).waitFor();
    expect(path()).toBe('/service');

    await page.keyboard.press('i');
    await page.getByRole('heading', { name: /Inventory/ }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('msi');
    const search = page.locator(':focus');
    expect(await search.inputValue()).toBe('msi');
    expect(path()).toBe('/inventory');
  });
});
