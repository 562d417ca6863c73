import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STEP_TEMPLATES } from '@domain/recon/steps';
import { phonePhoto } from '../server/test/photo-fixtures';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const STOCK = 'GLASS-1';
const VENDOR_EMAIL = 'jobs@clearview-glass.example';

interface Steps {
  version: number;
  steps: { id: string; name: string }[];
}

/**
 * Issue #31's journey: a manager keeps a glass vendor and sends it a job from a car's record;
 * the vendor opens the mail's link on a phone without an account, accepts and marks it done;
 * the manager's board shows the chip and then the car moved on to Detail, live. The photo the
 * vendor adds from the link shows in the car's record, added by the vendor.
 */
describe('sublet jobs at outside vendors (issue #31)', () => {
  const browser = useBrowser();

  async function setUp(admin: Page, dealership: NewDealership) {
    const username = `${dealership.slug}-manager`;
    const password = 'vendor-jobs-pass-1';
    const created = await callApi(admin, 'POST', '/api/users', {
      username,
      fullName: 'Maria Manager',
      email: `${username}@vendors.example`,
      role: 'manager',
      password,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Standard recon, its Sublet/body step moving a car on when its vendor is done.
    const current = (await callApi(admin, 'GET', '/api/workflows')).body as {
      workflows: (Steps & { workflow: string })[];
    };
    const makeReady = current.workflows.find((w) => w.workflow === 'make-ready');
    const steps = STEP_TEMPLATES['standard-recon'].steps('make-ready').map((step, index) => ({
      ...step,
      id: index === 0 ? makeReady?.steps[0]?.id : undefined,
      moveOnVendorDone: step.name === 'Sublet/body',
    }));
    const saved = await callApi(admin, 'PUT', '/api/workflows/make-ready', {
      version: makeReady?.version,
      steps,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sublet = (saved.body as Steps).steps.find((step) => step.name === 'Sublet/body');
    const car = await callApi(admin, 'POST', '/api/vehicles', {
      stockNumber: STOCK,
      year: 2020,
      make: 'Subaru',
      model: 'Outback',
      color: 'Crystal Black',
      type: 'make-ready',
    });
    expect(car.status, JSON.stringify(car.body)).toBe(201);
    const moved = await callApi(
      admin,
      'PATCH',
      `/api/vehicles/${(car.body as { id: string }).id}`,
      {
        stepId: sublet?.id,
        version: (car.body as { version: number }).version,
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return { username, password };
  }

  it('sends a glass job, the vendor marks it done on a phone, the board follows', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'vendors');
    const adminContext = await browser.context({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, dealership.admin.username, dealership.admin.password, dealership.host);
    const manager = await setUp(admin, dealership);

    // The manager keeps the vendor list on the Vendors page.
    const deskContext = await browser.context({ viewport: DESKTOP });
    await skipIntroductions(deskContext, manager.username);
    const desk = await deskContext.newPage();
    await signIn(desk, manager.username, manager.password, dealership.host);
    await desk.goto(url(dealership.host, '/vendors'));
    const add = desk.getByRole('form', { name: 'Add a vendor' });
    await add.getByLabel('Name').fill('Clearview Glass');
    await add.getByLabel('Trade').selectOption({ label: 'Glass' });
    await add.getByLabel('Email').fill(VENDOR_EMAIL);
    await add.getByRole('button', { name: 'Add vendor' }).click();
    await desk.getByRole('list', { name: 'Vendors' }).getByText('Clearview Glass').waitFor();
    await desk.screenshot({ path: '/tmp/e2e-vendors-page.png' });

    // From the car's record on the board: a glass job, due in two business days.
    await desk.goto(url(dealership.host, '/make-ready'));
    await desk.getByText('Live', { exact: true }).waitFor();
    const tile = desk.getByRole('article', { name: new RegExp(`^${STOCK},`) });
    await tile.getByRole('button', { name: /Open record/ }).click();
    const sublets = desk.getByRole('region', { name: 'Sublets' });
    const form = sublets.getByRole('form', { name: 'Send to a vendor' });
    await form.getByLabel('Job for the vendor').fill('Replace windshield');
    await form.getByLabel('Quoted amount').fill('350');
    await form.getByRole('button', { name: 'Send job' }).click();
    await sublets.getByText('Glass · Clearview Glass').waitFor();
    await desk.screenshot({ path: '/tmp/e2e-vendor-record-sent.png' });
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('dialog').waitFor({ state: 'detached' });
    const chip = tile.getByTestId('tile-sublet');
    await chip.waitFor();
    expect(await chip.textContent()).toMatch(/^Glass · due \w+/);
    await desk.screenshot({ path: '/tmp/e2e-vendor-board-chip.png' });

    // The vendor's mail, in the dev outbox: its link opens on a phone, no account.
    const outbox = await callApi(
      admin,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(VENDOR_EMAIL)}`,
    );
    const mails = (outbox.body as { mails: { subject: string; text: string }[] }).mails;
    expect(mails[0]?.subject).toBe(
      `New job: Replace windshield on the 2020 Subaru Outback (${STOCK})`,
    );
    const link = /(https?:\/\/\S+\/vendor#token=[\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const phoneContext = await browser.context({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(link ?? '');
    await phone.getByRole('heading', { name: 'Jobs for Clearview Glass' }).waitFor();
    const job = phone.getByRole('listitem', { name: 'Replace windshield, 2020 Subaru Outback' });
    expect(await job.getByText(`Stock ${STOCK}`, { exact: false }).count()).toBe(1);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-vendor-phone-link.png', fullPage: true });
    await job.getByRole('button', { name: 'Accept job' }).click();
    await phone.getByTestId('vendor-job-state').filter({ hasText: 'Accepted' }).waitFor();
    // A photo from the phone's camera, with a caption: on the job's card, then on the record.
    const jobPhotos = job.getByRole('region', { name: 'Photos' });
    expect(await jobPhotos.getByLabel('Add photo').getAttribute('capture')).toBe('environment');
    await jobPhotos.getByLabel('Caption for the next photo').fill('Chip in the glass');
    await jobPhotos.getByLabel('Choose file').setInputFiles({
      name: 'IMG_0002.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto({ width: 4000, height: 3000 }),
    });
    const vendorThumb = jobPhotos.getByRole('img', { name: 'Chip in the glass' });
    await vendorThumb.waitFor();
    await expect
      .poll(() => vendorThumb.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-vendor-phone-photo.png', fullPage: true });
    await phone.getByRole('button', { name: 'Mark done' }).click();
    await phone.getByRole('status').filter({ hasText: 'Marked done' }).waitFor();
    await phone.screenshot({ path: '/tmp/e2e-vendor-phone-done.png', fullPage: true });

    // Back on the manager's board, live: the chip is gone and the car is in Detail.
    await expect.poll(() => chip.count(), { timeout: 5000 }).toBe(0);
    const detail = desk.getByRole('list', { name: 'Cars in Detail' });
    await expect
      .poll(() => detail.getByRole('article', { name: new RegExp(`^${STOCK},`) }).count(), {
        timeout: 5000,
      })
      .toBe(1);
    await desk.screenshot({ path: '/tmp/e2e-vendor-board-done.png' });
    // The vendor's photo is on the car's record, named as the vendor's.
    await detail
      .getByRole('article', { name: new RegExp(`^${STOCK},`) })
      .getByRole('button', { name: /Open record/ })
      .click();
    const recordPhotos = desk.getByRole('dialog').getByRole('region', { name: /^Photos/ });
    await recordPhotos.getByRole('img', { name: 'Chip in the glass' }).waitFor();
    await desk.screenshot({ path: '/tmp/e2e-vendor-record-photo.png' });
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The scorecard counts the job, on time; a manager's phone reads it without sideways scroll.
    const pocketContext = await browser.context({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await skipIntroductions(pocketContext, manager.username);
    const pocket = await pocketContext.newPage();
    await signIn(pocket, manager.username, manager.password, dealership.host);
    await pocket.goto(url(dealership.host, '/vendors'));
    const row = pocket.getByRole('row').filter({ hasText: 'Clearview Glass' });
    await row.getByText('100 %').waitFor();
    await row.getByRole('button', { name: `${STOCK}: Replace windshield` }).waitFor();
    expect(await sidewaysOverflow(pocket)).toBe(0);
    await pocket.screenshot({ path: '/tmp/e2e-vendor-scorecard-phone.png', fullPage: true });
  });
});
