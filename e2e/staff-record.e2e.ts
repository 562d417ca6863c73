import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn, skipIntroductions } from './support/staff-session';
import { MINUTE_MS } from '@domain/time';

const MINUTE = MINUTE_MS;
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

describe('the vehicle record and undo, on the real server', () => {
  const browser = useBrowser();

  async function adminPage(viewport: { width: number; height: number }) {
    const context = await browser.context({ viewport });
    await skipIntroductions(context);
    const page = await context.newPage();
    await signIn(page);
    return page;
  }

  async function addVehicle(page: Page, stockNumber: string, type = 'make-ready') {
    const added = await callApi(page, 'POST', '/api/vehicles', {
      stockNumber,
      year: 2023,
      make: 'Subaru',
      model: 'Outback',
      color: 'Autumn Green',
      type,
    });
    expect(added.status).toBe(201);
    return added.body as { id: string; version: number; makeReadyAddedAt: number };
  }

  it('opens a tile as a side panel and edits fields in place; history keeps old and new time', async () => {
    const page = await adminPage(DESKTOP);
    await addVehicle(page, 'REC-1');
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('button', { name: /^Open record: REC-1,/ }).click();
    const record = page.getByRole('dialog', { name: /REC-1 · 2023 Subaru Outback/ });
    await record.waitFor();
    const box = await record.boundingBox();
    expect(box?.x).toBeGreaterThan(600); // a panel on the right, not the whole screen

    await record.getByRole('button', { name: 'Edit Notes' }).click();
    await record.getByRole('textbox', { name: 'Notes' }).fill('Windshield chip');
    await record.getByRole('button', { name: 'Save' }).click();
    // Saved once its editor closes: another field's editor opened before that meets two Saves.
    await record.getByRole('textbox', { name: 'Notes' }).waitFor({ state: 'detached' });
    await record.getByText('Windshield chip').first().waitFor(); // the field; the history repeats it

    await record.getByRole('button', { name: 'Edit VIN' }).click();
    await record.getByRole('textbox', { name: 'VIN' }).fill('1HGCM82673A004352');
    await record.getByText('Check digit is 7, expected 3.', { exact: false }).waitFor();
    await record.getByRole('textbox', { name: 'VIN' }).fill('1HGCM82633A004352');
    await record.getByText(/Check digit OK/).waitFor();
    await record.getByRole('button', { name: 'Save' }).click();
    await record.getByRole('textbox', { name: 'VIN' }).waitFor({ state: 'detached' });
    await record.getByText('1HGCM82633A004352').first().waitFor(); // the field; the history repeats it

    // The function runs in the browser: the minute goes in as its argument.
    const start = await page.evaluate((minute) => {
      const at = new Date(Date.now() - 45 * minute);
      const local = new Date(at.getTime() - at.getTimezoneOffset() * minute);
      return local.toISOString().slice(0, 16);
    }, MINUTE);
    await record.getByRole('button', { name: 'Edit Entered Make Ready' }).click();
    await record.getByLabel('Entered Make Ready').fill(start);
    await record.getByRole('button', { name: 'Save' }).click();
    const history = record.getByRole('list', { name: 'History' });
    // A correction of a start is logged as such, with the old and the new time (#26 item 6).
    const corrected = history.getByRole('listitem').filter({ hasText: /time corrected from/ });
    await corrected.first().waitFor();
    expect(await corrected.first().getByText(/→/).count()).toBe(1);
    await history.getByText('Updated VIN').waitFor();
    await history.getByText('Updated notes').waitFor();
    await history.getByText('Added').waitFor();
    expect(await record.getByLabel('Time in each workflow').textContent()).toMatch(
      /Make Ready4[45] min/,
    );
    await page.screenshot({ path: '/tmp/e2e-record-desktop.png' });
    await page.keyboard.press('Escape');
    const tile = page.getByRole('article', { name: /^REC-1,/ });
    expect(await tile.getByTestId('tile-age').textContent()).toBe('45 min ago');
  });

  it('names a duplicate stock number on the field', async () => {
    const page = await adminPage(DESKTOP);
    await addVehicle(page, 'REC-DUP-A', 'inventory');
    await addVehicle(page, 'REC-DUP-B', 'inventory');
    await page.goto(url(DEMO_HOST, '/inventory'));
    // Master-detail (the default view): on a wide screen the row's record is the detail pane.
    await page
      .getByRole('button', { name: /REC-DUP-B/ })
      .first()
      .click();
    const record = page.getByRole('region', { name: 'Vehicle details' });
    await record.getByRole('button', { name: 'Edit Stock number' }).click();
    await record.getByRole('textbox', { name: 'Stock number' }).fill('REC-DUP-A');
    await record.getByRole('button', { name: 'Save' }).click();
    expect(await record.getByRole('alert').textContent()).toBe(
      'Stock number REC-DUP-A already exists',
    );
    expect(await page.getByText('changed elsewhere').count()).toBe(0);
  });

  it('undoes the tile X: the vehicle is back with its original start', async () => {
    const page = await adminPage(DESKTOP);
    const added = await addVehicle(page, 'UNDO-1');
    // It entered Make Ready 12 minutes ago (time editing), so a restart would show.
    const patched = await callApi(page, 'PATCH', `/api/vehicles/${added.id}`, {
      makeReadyAddedAt: added.makeReadyAddedAt - 12 * MINUTE,
      version: added.version,
    });
    expect(patched.status).toBe(200);
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('button', { name: 'Remove from Make Ready: UNDO-1' }).click();
    await page.getByText('Removed from Make Ready', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('article', { name: /^UNDO-1,/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    const tile = page.getByRole('article', { name: /^UNDO-1,/ });
    await tile.waitFor();
    expect(await tile.getByTestId('tile-age').textContent()).toBe('12 min ago');
    await page.screenshot({ path: '/tmp/e2e-undo-desktop.png' });
  });

  it('opens a card as a full-screen sheet on a phone, without sideways scroll', async () => {
    const page = await adminPage(PHONE);
    await addVehicle(page, 'REC-PH', 'inventory');
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByLabel('Search vehicles').fill('REC-PH');
    await page.getByTestId('vehicle-card').first().getByRole('button').first().click();
    const record = page.getByRole('dialog', { name: /REC-PH/ });
    await record.waitFor();
    const box = await record.boundingBox();
    expect(box).toMatchObject({ x: 0, width: PHONE.width });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/e2e-record-phone.png' });
  });
});
