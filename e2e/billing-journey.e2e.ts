import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { READ_ONLY_MESSAGES } from '../domain/subscription';
import { url, useBrowser } from './support/browser';
import { callApi, skipIntroductions } from './support/staff-session';
import { MARKETING_HOST, signInSuperAdmin } from './support/super-admin';

/** Signs a new dealership up from /signup (a 7-day trial) and waits for its staff app. */
async function signUp(context: BrowserContext, slug: string, name: string): Promise<Page> {
  await skipIntroductions(context, `${slug}admin`);
  const page = await context.newPage();
  await page.goto(url(MARKETING_HOST, '/signup'));
  await page.getByLabel('Dealership name').fill(name);
  await page.getByLabel('Subdomain').fill(slug);
  await page.getByLabel('Your full name').fill('Terry Trial');
  await page.getByLabel('Email').fill(`${slug}@dealer.example`);
  await page.getByLabel('Username').fill(`${slug}admin`);
  await page.getByLabel('Password').fill('a-long-trial-password-42');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await page.waitForURL((address) => address.hostname === `${slug}.app.localhost`);
  // Signed in once the staff app shows the trial's banner.
  await page.getByRole('status').filter({ hasText: 'Free trial' }).waitFor();
  return page;
}

/**
 * A dealer's way from the pricing page to a paid plan on the real server (issue #18): sign up
 * (a 7-day trial), see the days left, ask for an invoice, have the super admin mark it paid;
 * and a trial the super admin ends, which leaves everything visible and no way to change it.
 */
describe('the trial and the invoice path, as a dealer goes through them', () => {
  const browser = useBrowser();

  it('starts a trial at signup, records the invoice request, and is active once marked paid', async () => {
    const slug = `trial${Date.now().toString(36)}`;
    const context = await browser.context();
    const pricing = await context.newPage();
    await pricing.goto(url(MARKETING_HOST, '/pricing'));
    await pricing.getByRole('heading', { name: 'Complete platform' }).waitFor();
    const page = await signUp(context, slug, 'Trial Motors');

    const banner = page.getByRole('status').filter({ hasText: 'Free trial' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Free trial: 7 days left.');
    await banner.getByRole('link', { name: 'Choose a plan' }).click();
    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    expect(await page.getByText('None chosen yet').isVisible()).toBe(true);

    await page.getByRole('radio', { name: /Essentials, Annual/ }).check();
    await page.getByRole('button', { name: 'Send me an invoice' }).click();
    await page.getByText(/Invoice requested on/).waitFor();
    expect(
      await page
        .getByRole('definition')
        .filter({ hasText: /^Invoice due$/ })
        .isVisible(),
    ).toBe(true);
    // The same plan cannot be invoiced twice; another one can.
    expect(await page.getByRole('button', { name: 'Send me an invoice' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Essentials, Monthly/ }).check();
    expect(await page.getByRole('button', { name: 'Send me an invoice' }).isEnabled()).toBe(true);
    await page.getByRole('radio', { name: /Essentials, Annual/ }).check();

    const admin = await browser.page();
    await signInSuperAdmin(admin);
    await admin.getByRole('button', { name: 'Mark the invoice of Trial Motors paid' }).click();
    // The payment is confirmed with its amount (the invoice's, $599) and a reference.
    const payment = admin.getByRole('dialog');
    expect(await payment.getByLabel('Amount received (US dollars)').inputValue()).toBe('599');
    await payment.getByLabel('Payment reference').fill('BANK-TRIAL-1');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await admin
      .getByRole('row', { name: /Trial Motors/ })
      .getByText(/Paid to/)
      .waitFor();

    await page.goto(url(`${slug}.app.localhost`, '/billing/complete'));
    await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor();
    // Billing offers a change from the plan paid for, not from a default.
    await page.goto(url(`${slug}.app.localhost`, '/billing'));
    await page.getByText('Next billing date').waitFor();
    expect(await page.getByRole('radio', { name: /Essentials, Annual/ }).isChecked()).toBe(true);
    await page.getByText('This is your plan. Choose another one to change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Send me an invoice' }).isDisabled()).toBe(true);
    const billing = await callApi(page, 'GET', '/api/billing');
    expect(billing.body).toMatchObject({
      status: 'active',
      plan: 'essentials',
      billingPeriod: 'annual',
    });
  });

  it('turns every write control off once the trial has ended, and keeps everything visible', async () => {
    const slug = `ended${Date.now().toString(36)}`;
    const name = `Ended Motors ${slug}`;
    const page = await signUp(await browser.context(), slug, name);
    const stock = `RO${Date.now().toString(36).slice(-6).toUpperCase()}`;
    const vehicle = { stockNumber: stock, year: 2021, make: 'Mazda', model: 'CX-5', color: 'Red' };
    const created = await callApi(page, 'POST', '/api/vehicles', {
      ...vehicle,
      type: 'make-ready',
    });
    expect(created.status).toBe(201);

    const admin = await browser.page();
    await signInSuperAdmin(admin);
    await admin.getByRole('button', { name: `End the trial of ${name} now` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'End trial now' }).click();
    await admin.getByRole('button', { name: `End the trial of ${name} now` }).waitFor({
      state: 'detached',
    });

    await page.goto(url(`${slug}.app.localhost`, '/'));
    const banner = page.getByRole('status').filter({ hasText: READ_ONLY_MESSAGES['trial-ended'] });
    await banner.getByRole('link', { name: 'Choose a plan' }).waitFor();
    // The board: the tile is there, its star and remove are not; Add vehicle is off.
    await page.getByRole('button', { name: new RegExp(`Open record: ${stock}`) }).waitFor();
    expect(await page.getByRole('button', { name: `Star ${stock}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: new RegExp(`: ${stock}$`) }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add vehicle' }).isDisabled()).toBe(true);
    // The record shows the vehicle with nothing to move, sell, delete or edit.
    await page.getByRole('button', { name: new RegExp(`Open record: ${stock}`) }).click();
    const record = page.getByRole('dialog');
    await record.getByText('CX-5').first().waitFor();
    for (const action of [/^Move to/, /^Mark sold/, /^Delete/, /^Edit/]) {
      expect(await record.getByRole('button', { name: action }).count(), String(action)).toBe(0);
    }
    await page.keyboard.press('Escape');

    // Inventory: the star is shown but off; the import is off, the export is not.
    await page.goto(url(`${slug}.app.localhost`, '/inventory'));
    await page.getByText(stock).first().waitFor();
    const stars = page.getByRole('button', { name: `Star ${stock}` });
    for (const star of await stars.all()) expect(await star.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Batch/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Import/Export' }).click();
    expect(await page.getByRole('button', { name: 'Choose CSV file' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Export inventory CSV' }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');

    // The team is listed, with no way to add, change or remove anyone.
    await page.goto(url(`${slug}.app.localhost`, '/users'));
    await page.getByText(`${slug}admin`).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add user' }).count()).toBe(0);

    const refused = await callApi(page, 'POST', '/api/vehicles', {
      ...vehicle,
      stockNumber: `${stock}B`,
      type: 'inventory',
    });
    expect([refused.status, (refused.body as { message?: string }).message]).toEqual([
      402,
      READ_ONLY_MESSAGES['trial-ended'],
    ]);
  });

  it('tells a stranger nothing on /billing/complete', async () => {
    const page = await browser.page();
    await page.goto(url(MARKETING_HOST, '/billing/complete'));
    await page.getByText('Sign in to your dealership to see its billing.').waitFor();
    expect(await page.getByText(/active/i).count()).toBe(0);
  });
});
