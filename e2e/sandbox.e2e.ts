import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';

describe('the sandbox', () => {
  const browser = useBrowser();

  it('runs the real board on sample data with its own tour, writes nothing, and resets', async () => {
    const page = await browser.page();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET')
        writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(url('localhost', '/sandbox'));
    const tour = page.getByRole('dialog', { name: 'Welcome to the LotReady sandbox' });
    await tour.waitFor();
    await tour.getByRole('button', { name: 'Skip' }).click();

    await expect.poll(() => page.getByTestId('vehicle-tile').count()).toBeGreaterThan(3);
    for (const status of ['new', 'working', 'warning', 'overdue']) {
      expect(
        await page.locator(`[data-testid="vehicle-tile"][data-status="${status}"]`).count(),
      ).toBeGreaterThan(0);
    }

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await dialog.getByLabel('Stock number').fill('SBX-1');
    await dialog.getByLabel('Make').fill('Rivian');
    await dialog.getByLabel('Model').fill('R1S');
    await dialog.getByLabel('Color').fill('Forest Green');
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();
    const tile = page.getByRole('article', { name: /^SBX-1,/ });
    await tile.waitFor();
    expect(await tile.getAttribute('data-status')).toBe('new');

    await page.getByRole('tab', { name: 'Inventory' }).click();
    await page.getByRole('heading', { name: /Inventory/ }).waitFor();
    await page.getByRole('tab', { name: 'Make Ready' }).click();
    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await tile.waitFor({ state: 'detached' });
    expect(writes).toEqual([]);
  });
});
