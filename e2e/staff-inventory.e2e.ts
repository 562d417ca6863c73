import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signedInAdminPage } from './support/staff-session';

describe('inventory on the real server', () => {
  const browser = useBrowser();

  it('searches with the / shortcut and batch-moves vehicles to Make Ready', async () => {
    const page = await signedInAdminPage(await browser.context());
    for (const stock of ['E2E-INV1', 'E2E-INV2']) {
      const response = await callApi(page, 'POST', '/api/vehicles', {
        stockNumber: stock,
        year: 2021,
        make: 'Volvo',
        model: 'XC60',
        color: 'Crystal White',
      });
      expect(response.status).toBe(201);
    }
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    await page.keyboard.press('i');
    await page.getByRole('heading', { name: /Inventory/ }).waitFor();
    await page.keyboard.press('/');
    await page.keyboard.type('E2E-INV');
    await expect.poll(() => page.getByTestId('vehicle-card').count()).toBe(2);

    await page.getByRole('button', { name: 'Batch mode' }).click();
    await page.getByRole('button', { name: 'Select all' }).click();
    const bar = page.getByRole('region', { name: 'Batch actions' });
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Move to Make Ready' }).click();
    await page.getByText('2 vehicles updated.').first().waitFor();

    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('article', { name: /^E2E-INV1,/ }).waitFor();
    await page.getByRole('article', { name: /^E2E-INV2,/ }).waitFor();
  });

  it('edits a value in place on Inventory management', async () => {
    const page = await signedInAdminPage(await browser.context());
    await callApi(page, 'POST', '/api/vehicles', {
      stockNumber: 'E2E-EDIT1',
      year: 2020,
      make: 'Audi',
      model: 'Q5',
      color: 'Black',
    });
    await page.goto(url(DEMO_HOST, '/inventory-management'));
    await page.getByLabel('Filter vehicles').fill('E2E-EDIT1');
    await page.getByRole('button', { name: 'Edit Color of E2E-EDIT1' }).click();
    await page.getByLabel('Color of E2E-EDIT1').fill('Navarra Blue');
    await page.keyboard.press('Enter');
    await page
      .getByRole('button', { name: 'Edit Color of E2E-EDIT1' })
      .getByText('Navarra Blue')
      .waitFor();
    const list = await callApi(page, 'GET', '/api/vehicles');
    const saved = (list.body as { stockNumber: string; color: string }[]).find(
      (v) => v.stockNumber === 'E2E-EDIT1',
    );
    expect(saved?.color).toBe('Navarra Blue');
  });
});
