import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { feedCsv, startFeedServer, type TestFeedServer } from '../server/test/feed-server';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

/** Ten cars, or the first `count` of them: stock FD1… with a make, model and colour each. */
function lot(count = 10) {
  return Array.from({ length: count }, (_, index) => [
    `FD${1001 + index}`,
    '',
    2019 + (index % 5),
    index % 2 === 0 ? 'Honda' : 'Subaru',
    index % 2 === 0 ? 'Civic' : 'Outback',
    'Red',
    String(18000 + index * 500),
  ]);
}
const HEADER_LINE = 'Stock,VIN,Year,Make,Model,Exterior,Price';

/**
 * Issue #27 item 6's journey, on its own dealership: an admin adds a feed served on loopback,
 * maps its columns, runs it and finds the cars on Inventory; then the feed comes back short,
 * the run is held and the admin applies it. At 1280×860, then the page again at 390×844.
 */
describe('an inventory feed from adding it to a held run applied (issue #27)', () => {
  const browser = useBrowser();
  let feedServer: TestFeedServer;
  beforeAll(async () => {
    feedServer = await startFeedServer();
    feedServer.serve(feedCsv(lot()));
  });
  afterAll(() => feedServer.close());

  async function adminPage(dealership: NewDealership, viewport: { width: number; height: number }) {
    const context = await browser.context({ viewport });
    await skipIntroductions(context, dealership.admin.username);
    const page = await context.newPage();
    await signIn(page, dealership.admin.username, dealership.admin.password, dealership.host);
    return page;
  }

  const card = (page: Page) => page.getByRole('region', { name: 'Dealer site' });

  it('adds, runs, holds and applies a feed on a desktop, and reads it on a phone', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'feeds');

    // From Inventory management, as an admin finds it.
    const page = await adminPage(dealership, { width: 1280, height: 860 });
    await page.goto(url(dealership.host, '/inventory-management'));
    await page.getByRole('link', { name: 'Inventory feeds' }).click();
    await page.getByText('No feeds yet').waitFor();
    await page.getByRole('button', { name: 'Add your first feed' }).click();
    const form = page.getByRole('form', { name: 'Add a feed' });
    await form.getByLabel('Name', { exact: true }).fill('Dealer site');
    await form.getByLabel('Feed address').fill(feedServer.url());
    await form.getByLabel("The file's header line").fill(HEADER_LINE);
    // "Exterior" is not a colour alias: the admin maps it, and nothing is left unread.
    await form.getByRole('combobox', { name: 'Column "Exterior"' }).selectOption('color');
    await form.getByText('Every column is read.').waitFor();
    await form.getByRole('button', { name: 'Add feed' }).click();

    // Run now answers with what the run did (the scheduler may have run it first).
    await card(page).getByRole('button', { name: 'Run now' }).click();
    await expect
      .poll(() => card(page).getByRole('status').innerText())
      .toMatch(/^The run was applied\. 10 rows: 10 (added|unchanged)\.$/);
    await card(page).getByRole('list', { name: 'Runs' }).getByText('Applied').first().waitFor();
    await page.screenshot({ path: '/tmp/e2e-feeds-desktop.png', fullPage: true });

    // The cars are on Inventory, with the mapped colour.
    await page.goto(url(dealership.host, '/inventory'));
    await page.getByLabel('Search vehicles').fill('FD1004');
    await page.getByTestId('vehicle-card').getByText('Outback').first().waitFor();
    const cars = (await callApi(page, 'GET', '/api/vehicles')).body as { color: string }[];
    expect(cars).toHaveLength(10);
    expect(cars.every((car) => car.color === 'Red')).toBe(true);

    // The feed comes back short: held, nothing changed, explained; the admin applies it.
    feedServer.serve(feedCsv(lot(5)));
    await page.goto(url(dealership.host, '/feeds'));
    await card(page).getByRole('button', { name: 'Run now' }).click();
    await card(page)
      .getByRole('status')
      .getByText(/^The run was held and changed nothing: 5 rows, fewer than 80 % of the usual 10/)
      .waitFor();
    const runs = card(page).getByRole('list', { name: 'Runs' });
    // The scheduler may hold a run of the same short file beside this one, as it may run first.
    await runs
      .getByText(
        /Nothing has changed yet\. Applying it would add 0 vehicles, update 0, mark 5 missing/,
      )
      .first()
      .waitFor();
    expect((await callApi(page, 'GET', '/api/vehicles')).body).toHaveLength(10);
    await page.screenshot({ path: '/tmp/e2e-feeds-held-desktop.png', fullPage: true });
    await runs.getByRole('button', { name: 'Apply this run' }).first().click();
    await runs.getByText(`Applied by ${dealership.admin.username}`, { exact: false }).waitFor();
    // The applied run has no Apply any more. The scheduler may have read the short file too
    // meanwhile (a new feed's first run is due at once): such a run is held with its own Apply.
    const stillHeld = await runs.getByText(/^Nothing has changed yet\./).count();
    expect(await runs.getByRole('button', { name: 'Apply this run' }).count()).toBe(stillHeld);
    // What Run now said of the held run is gone with it.
    expect(await card(page).getByText('The run was held').count()).toBe(0);

    // The activity log names the feed as who added the cars, and says "Feed" once.
    await page.goto(url(dealership.host, '/activity'));
    const entry = page.getByTestId('activity-entry').first();
    await entry.getByText('By Dealer site (feed) · Salesperson: Feed').waitFor();

    // On a phone: the page fits, and the feed can be changed there.
    const phone = await adminPage(dealership, { width: 390, height: 844 });
    await phone.goto(url(dealership.host, '/feeds'));
    await card(phone)
      .getByText(/5 rows: 5 unchanged, 5 missing/)
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-feeds-phone.png', fullPage: true });
    await card(phone).getByRole('button', { name: 'Edit' }).click();
    const edit = phone.getByRole('form', { name: 'Change Dealer site' });
    await edit.getByLabel('Runs').selectOption({ label: 'every 4 hours' });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await card(phone)
      .getByText(/Runs every 4 hours/)
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
  });
});
