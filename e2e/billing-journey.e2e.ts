import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { callApi, skipIntroductions } from './support/staff-session';
import { MARKETING_HOST, signInSuperAdmin } from './support/super-admin';

/**
 * A dealer's way from the pricing page to a paid plan on the real server (issue #18): sign up
 * (a 7-day trial), see the days left, ask for an invoice, have the super admin mark it paid.
 * Read-only after a trial ends is covered by the server tests, which move the clock.
 */
describe('the trial and the invoice path, as a dealer goes through them', () => {
  const browser = useBrowser();

  it('starts a trial at signup, records the invoice request, and is active once marked paid', async () => {
    const slug = `trial${Date.now().toString(36)}`;
    const context = await browser.context();
    await skipIntroductions(context, `${slug}admin`);
    const page = await context.newPage();

    await page.goto(url(MARKETING_HOST, '/pricing'));
    await page.getByRole('heading', { name: 'Complete platform' }).waitFor();
    await page.goto(url(MARKETING_HOST, '/signup'));
    await page.getByLabel('Dealership name').fill('Trial Motors');
    await page.getByLabel('Subdomain').fill(slug);
    await page.getByLabel('Your full name').fill('Terry Trial');
    await page.getByLabel('Email').fill(`${slug}@dealer.example`);
    await page.getByLabel('Username').fill(`${slug}admin`);
    await page.getByLabel('Password').fill('a-long-trial-password-42');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL((address) => address.hostname === `${slug}.app.localhost`);

    const banner = page.getByRole('status').filter({ hasText: 'Free trial' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Free trial: 7 days left.');
    await banner.getByRole('link', { name: 'Choose a plan' }).click();
    await page.getByRole('heading', { name: 'Billing' }).waitFor();
    expect(await page.getByText('None chosen yet').isVisible()).toBe(true);

    await page.getByRole('radio', { name: /Essentials, Annual/ }).check();
    await page.getByRole('button', { name: 'Send me an invoice' }).click();
    await page.getByText(/Invoice requested on/).waitFor();
    expect(await page.getByText('Payment due', { exact: true }).isVisible()).toBe(true);

    const admin = await browser.page();
    await signInSuperAdmin(admin);
    await admin.getByRole('button', { name: 'Mark the invoice of Trial Motors paid' }).click();
    await admin
      .getByRole('row', { name: /Trial Motors/ })
      .getByText(/Paid to/)
      .waitFor();

    await page.goto(url(`${slug}.app.localhost`, '/billing/complete'));
    await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor();
    const billing = await callApi(page, 'GET', '/api/billing');
    expect(billing.body).toMatchObject({
      status: 'active',
      plan: 'essentials',
      billingPeriod: 'annual',
    });
  });

  it('tells a stranger nothing on /billing/complete', async () => {
    const page = await browser.page();
    await page.goto(url(MARKETING_HOST, '/billing/complete'));
    await page.getByText('Sign in to your dealership to see its billing.').waitFor();
    expect(await page.getByText(/active/i).count()).toBe(0);
  });
});
