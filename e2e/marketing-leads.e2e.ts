import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { callApi } from './support/staff-session';
import { MARKETING_HOST, signInSuperAdmin } from './support/super-admin';

const SEEN = () => localStorage.setItem('lotready.popupSeen', 'true');

/** Demo requests from the landing page reach the super admin's lead list. */
describe('demo requests and the super admin console on the real server', () => {
  const browser = useBrowser();

  it('sends the inline demo form and stores the lead for the super admin', async () => {
    const context = await browser.context();
    await context.addInitScript(SEEN);
    const page = await context.newPage();
    await page.goto(url(MARKETING_HOST, '/'));
    await page
      .getByRole('heading', { name: 'See your own lot on LotReady' })
      .scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Request a demo' });
    const email = `lead-${Date.now()}@dealer.example`;
    await form.getByLabel('Name *').fill('Pat Inline');
    await form.getByLabel('Email *').fill(email);
    await form.getByLabel('Dealership (optional)').fill('Inline Motors');
    await form.getByRole('button', { name: 'Request My Demo' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Demo Request Sent!' });
    await status.waitFor();
    expect(await status.textContent()).toContain(
      "Demo Request Sent!Thank you! We'll contact you within 24 hours.",
    );

    const admin = await browser.page();
    await signInSuperAdmin(admin);
    const leads = await callApi(admin, 'GET', '/api/super-admin/leads');
    expect(leads.status).toBe(200);
    const lead = (leads.body as { email: string; name: string; company: string | null }[]).find(
      (item) => item.email === email,
    );
    expect(lead).toMatchObject({ name: 'Pat Inline', company: 'Inline Motors' });
  });

  it('signs the super admin in and opens a dealership notification settings page', async () => {
    const page = await browser.page();
    await signInSuperAdmin(page);
    await page.getByRole('link', { name: 'Notification settings for Demo Motors' }).click();
    await page.waitForURL((address) =>
      address.pathname.startsWith('/super-admin/notification-settings/'),
    );
    await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
    await page.getByText('Demo Motors', { exact: true }).waitFor();
  });

  it('refuses the leads list without a super admin session', async () => {
    const page = await browser.page();
    await page.goto(url(MARKETING_HOST, '/api/health'));
    expect((await callApi(page, 'GET', '/api/super-admin/leads')).status).toBe(401);
  });
});
