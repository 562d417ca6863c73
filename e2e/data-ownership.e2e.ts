import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unzipText } from '../server/test/unzip';
import { DEALERSHIP_ARCHIVE_FILES as FILES } from '../server/test/dealership-archive';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signedInAdminPage } from './support/staff-session';
import { MARKETING_HOST, createDealership, signInSuperAdmin } from './support/super-admin';

/** Clicks `link` and answers the downloaded file's name and its archive's files. */
async function downloadArchive(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const files = await unzipText(await readFile(await file.path()));
  return { name: file.suggestedFilename(), files };
}

/** Data ownership (issue #19): an admin takes the dealership's data; the super admin deletes one. */
describe('dealership data on the real server', () => {
  const browser = useBrowser();

  it("lets an admin download all of the dealership's data from System Config", async () => {
    const page = await signedInAdminPage(await browser.context());
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'System Config' });
    await dialog.getByRole('tab', { name: 'Data' }).click();
    await page.screenshot({ path: '/tmp/ops-data-export.png' });
    const { name, files } = await downloadArchive(page, () =>
      dialog.getByRole('link', { name: 'Download all data' }).click(),
    );
    expect(name).toMatch(/^lotready-demo-\d{4}-\d{2}-\d{2}\.zip$/);
    expect([...files.keys()]).toEqual(FILES);
    expect(files.get('vehicles.csv')).toMatch(/^\uFEFFStock Number,Year,Make,Model,Color/);
    expect(files.get('users.json')).not.toMatch(/argon2|passwordHash/);
  });

  it('lets the super admin export a dealership, then delete it by typing its name', async () => {
    const page = await (await browser.context()).newPage();
    await signInSuperAdmin(page);
    const doomed = await createDealership(page, 'doomed');
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(doomed.slug) });
    await row.getByRole('button', { name: 'Delete E2E doomed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete E2E doomed?' });

    const { files } = await downloadArchive(page, () =>
      dialog.getByRole('link', { name: 'Download data (.zip)' }).click(),
    );
    expect(JSON.parse(files.get('dealership.json')!)).toMatchObject({ slug: doomed.slug });

    const confirm = dialog.getByRole('button', { name: 'Delete dealership' });
    const field = dialog.getByLabel('Type E2E doomed to confirm');
    await field.fill('E2E doome');
    expect(await confirm.isDisabled()).toBe(true);
    await field.fill('E2E doomed');
    await page.screenshot({ path: '/tmp/ops-delete-dealership.png' });
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Dealership Deleted' }).first().waitFor();
    await row.waitFor({ state: 'detached' });
    const listed = await callApi(page, 'GET', '/api/super-admin/dealerships');
    expect((listed.body as { id: string }[]).map((d) => d.id)).not.toContain(doomed.id);
    expect(page.url()).toBe(url(MARKETING_HOST, '/super-admin'));
  });
});
