import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signedInAdminPage } from './support/staff-session';

const DAY = 86_400_000;

/** Windows-1252 bytes, as Excel on Western Windows saves a CSV (not UTF-8). */
function windows1252(text: string): Buffer {
  const high: Record<string, number> = { '“': 0x93, '”': 0x94, '–': 0x96, '€': 0x80 };
  return Buffer.from(
    [...text].map((char) => {
      const code = high[char] ?? char.charCodeAt(0);
      if (code > 0xff) throw new Error(`${char} is not in Windows-1252`);
      return code;
    }),
  );
}

/** Import that tells the truth (issue #16 item 8) from Inventory's Import/Export (item 10). */
describe('CSV import from Inventory', () => {
  const browser = useBrowser();

  async function openImportExport(page: Page) {
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Import/Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Config' });
    await dialog.getByRole('tab', { name: 'Import & Export', selected: true }).waitFor();
    return dialog;
  }

  async function importFile(page: Page, dialog: ReturnType<Page['getByRole']>, bytes: Buffer) {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose CSV file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'dealer-export.csv', mimeType: 'text/csv', buffer: bytes });
  }

  /** The review's "Import N vehicles" (issue #27), once its dry run has answered. */
  async function confirmImport(dialog: ReturnType<Page['getByRole']>) {
    const button = dialog.getByRole('button', { name: /^Import \d+ vehicles?$/ });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
  }

  it('reads a Windows-1252 file right, warns of a replaced year, sets days in stock and reaches 100 %', async () => {
    const page = await signedInAdminPage(await browser.context());
    const dialog = await openImportExport(page);
    // Both halves of Import/Export are offered.
    await dialog.getByRole('button', { name: 'Export inventory CSV' }).waitFor();

    const stamp = Date.now().toString(36).toUpperCase();
    const csv = [
      'Stock Number,Year,Make,Model,Color,Days in Stock,Starred',
      `W1-${stamp},2021,Citroën,“C4” Picasso – Feel,Gris Platinium,23,no`,
      `W2-${stamp},1800,Peugeot,208,Blanc Nacré,5,no`,
    ].join('\r\n');
    await importFile(page, dialog, windows1252(csv));
    await dialog.getByText('Will add 2, update 0, leave 0 unchanged, skip 0').waitFor();
    await confirmImport(dialog);

    const toast = page.getByRole('status').filter({ hasText: 'Import Complete' }).first();
    await toast.waitFor();
    const text = await toast.innerText();
    expect(text).toContain('Successfully imported 2 of 2 vehicles.');
    expect(text).toMatch(/Row 3: year 1800 replaced by \d{4}/);
    await dialog.getByText('Import complete · 100%').waitFor();
    expect(
      await dialog
        .getByRole('progressbar', { name: 'Import progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');

    const listed = await callApi(page, 'GET', '/api/vehicles');
    const vehicles = listed.body as {
      stockNumber: string;
      make: string;
      model: string;
      color: string;
      checkInTime: number;
    }[];
    const citroen = vehicles.find((v) => v.stockNumber === `W1-${stamp}`);
    expect(citroen).toMatchObject({
      make: 'Citroën',
      model: '“C4” Picasso – Feel',
      color: 'Gris Platinium',
    });
    expect(vehicles.find((v) => v.stockNumber === `W2-${stamp}`)?.color).toBe('Blanc Nacré');
    // 23 days in stock: checked in 23 days before the import (within the day it ran).
    expect(Math.round((Date.now() - (citroen?.checkInTime ?? 0)) / DAY)).toBe(23);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByLabel('Search vehicles').fill(`W1-${stamp}`);
    await page.getByTestId('vehicle-card').getByText('Citroën').first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-import-citroen.png' });
  });

  it('names the missing column and the columns it found; mapping them imports the file', async () => {
    const page = await signedInAdminPage(await browser.context());
    const dialog = await openImportExport(page);
    const stock = `U-${Date.now().toString(36).toUpperCase()}`;
    await importFile(page, dialog, Buffer.from(`Unit,Yr,Mfr\r\n${stock},2020,Kia\r\n`));
    await page.getByText('No Stock Number column; found: Unit, Yr, Mfr').first().waitFor();
    expect(await dialog.getByTestId('import-ignored').innerText()).toBe(
      '1 column will be ignored: Unit',
    );
    // Not a dead end (issue #27): the dealer says what the column is.
    await dialog.getByLabel('Field for column Unit').selectOption({ label: 'Stock Number' });
    await dialog.getByText('Will add 1, update 0, leave 0 unchanged, skip 0').waitFor();
    await confirmImport(dialog);
    await dialog.getByText('Added 1, updated 0, left 0 unchanged, skipped 0').waitFor();
    const listed = (await callApi(page, 'GET', '/api/vehicles')).body as {
      stockNumber: string;
      year: number;
      make: string;
    }[];
    expect(listed.find((v) => v.stockNumber === stock)).toMatchObject({ year: 2020, make: 'Kia' });
  });
});
