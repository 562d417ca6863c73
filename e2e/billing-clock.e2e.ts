import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { READ_ONLY_MESSAGES } from '../domain/subscription';
import { DAY_MS, HOUR_MS } from '../domain/time';
import { startServer, type RunningServer } from '../scripts/lib/test-server';
import { sidewaysOverflow, useBrowser } from './support/browser';
import { callApi, skipIntroductions } from './support/staff-session';

const SUPER_ADMIN = { username: 'clock-root', password: 'clock-root-password-1' };
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/**
 * Issue #29's journey with the server's clock moved ahead (DEV_CLOCK_CONTROL): signup → the
 * welcome mail → an invoice asked for during the trial (its days kept) → the due date passes →
 * read-only → the super admin records the payment → access again. Its own server, so moving
 * the clock weeks ahead touches no other journey.
 */
describe('a subscription that ends when it is not paid (issue #29)', () => {
  const browser = useBrowser();
  let server: RunningServer;
  const at = (host: string, path = '/') => `http://${host}:${server.port}${path}`;

  beforeAll(async () => {
    server = await startServer({
      WEB_DIST_DIR: inject('webDistDir'),
      DEV_CLOCK_CONTROL: '1',
      SUPER_ADMIN_USERNAME: SUPER_ADMIN.username,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function signUp(context: BrowserContext, slug: string, name: string): Promise<Page> {
    await skipIntroductions(context, `${slug}admin`);
    const page = await context.newPage();
    await page.goto(at('localhost', '/signup'));
    await page.getByLabel('Dealership name').fill(name);
    await page.getByLabel('Subdomain').fill(slug);
    await page.getByLabel('Your full name').fill('Casey Clock');
    await page.getByLabel('Email').fill(`${slug}@dealer.example`);
    await page.getByLabel('Username').fill(`${slug}admin`);
    await page.getByLabel('Password').fill('a-long-clock-password-42');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL((address) => address.hostname === `${slug}.app.localhost`);
    await page.getByRole('status').filter({ hasText: 'Free trial' }).waitFor();
    return page;
  }

  /** Signs the dealer in again on its own host (a session does not outlive weeks of clock). */
  async function signInDealer(page: Page, slug: string) {
    await page.goto(at(`${slug}.app.localhost`, '/api/health'));
    const status = await page.evaluate(
      async ([username, password]) =>
        (
          await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password }),
          })
        ).status,
      [`${slug}admin`, 'a-long-clock-password-42'] as const,
    );
    expect(status).toBe(200);
  }

  async function mails(page: Page, to: string): Promise<string[]> {
    const answer = await page.evaluate(
      async (address) =>
        (await (await fetch(`/api/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as {
          mails: { subject: string }[];
        },
      to,
    );
    return answer.mails.map((mail) => mail.subject);
  }

  async function moveClock(page: Page, offsetMs: number) {
    const moved = await callApi(page, 'POST', '/api/dev/clock', { offsetMs });
    expect(moved.status).toBe(200);
  }

  it('keeps the trial days, turns read-only after the due date, and opens again once paid', async () => {
    const slug = `clock${Date.now().toString(36)}`;
    const name = `Clock Motors ${slug}`;
    const email = `${slug}@dealer.example`;
    const page = await signUp(await browser.context({ viewport: DESKTOP }), slug, name);
    await expect.poll(() => mails(page, email)).toContain(`Welcome to LotReady, ${name}`);

    // An invoice during the trial keeps the trial's days.
    await page.goto(at(`${slug}.app.localhost`, '/billing'));
    await page.getByRole('radio', { name: /Essentials, Monthly/ }).check();
    await page.getByRole('button', { name: 'Send me an invoice' }).click();
    await page.getByText(/Invoice requested on/).waitFor();
    await page.goto(at(`${slug}.app.localhost`, '/'));
    const trial = page.getByRole('status').filter({ hasText: 'Free trial' });
    expect(await trial.textContent()).toContain('Free trial: 7 days left.');
    await expect
      .poll(() => mails(page, email))
      .toContainEqual(expect.stringMatching(/^LotReady invoice /));

    // Past the trial, before the due date (14 days after asking): still full access.
    await moveClock(page, 8 * DAY_MS);
    await signInDealer(page, slug);
    await page.goto(at(`${slug}.app.localhost`, '/'));
    await page.getByRole('button', { name: 'Add vehicle' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add vehicle' }).isEnabled()).toBe(true);

    // Past the due date: read-only, the way out shown, the notice mailed.
    await moveClock(page, 15 * DAY_MS + HOUR_MS);
    await signInDealer(page, slug);
    await page.goto(at(`${slug}.app.localhost`, '/'));
    const readOnly = page
      .getByRole('status')
      .filter({ hasText: READ_ONLY_MESSAGES['invoice-overdue'] });
    await readOnly.waitFor();
    expect(await page.getByRole('button', { name: 'Add vehicle' }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-billing-overdue-desktop.png' });
    await expect.poll(() => mails(page, email)).toContain(`${name} is read-only on LotReady`);

    const phoneContext = await browser.context({ viewport: PHONE });
    await skipIntroductions(phoneContext, `${slug}admin`);
    const phone = await phoneContext.newPage();
    await signInDealer(phone, slug);
    await phone.goto(at(`${slug}.app.localhost`, '/'));
    await phone
      .getByRole('status')
      .filter({ hasText: READ_ONLY_MESSAGES['invoice-overdue'] })
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-billing-overdue-phone.png' });

    // The super admin records the payment, with its amount and reference.
    const admin = await browser.page();
    await admin.goto(at('localhost', '/super-admin/login'));
    await admin.getByLabel('Username').fill(SUPER_ADMIN.username);
    await admin.getByLabel('Password').fill(SUPER_ADMIN.password);
    await admin.getByRole('button', { name: 'Access Super Admin' }).click();
    await admin.getByRole('button', { name: `Mark the invoice of ${name} paid` }).click();
    const payment = admin.getByRole('dialog');
    await payment.getByLabel('Payment reference').fill('BANK-CLOCK-1');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await admin
      .getByRole('row', { name: new RegExp(name) })
      .getByText(/Paid to/)
      .waitFor();

    // Access again, on both screens; the receipt is mailed.
    await page.goto(at(`${slug}.app.localhost`, '/'));
    await page.getByRole('button', { name: 'Add vehicle' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add vehicle' }).isEnabled()).toBe(true);
    expect(await readOnly.count()).toBe(0);
    await phone.goto(at(`${slug}.app.localhost`, '/'));
    await phone.getByRole('button', { name: 'Add vehicle' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Add vehicle' }).isEnabled()).toBe(true);
    await expect
      .poll(() => mails(page, email))
      .toContainEqual(expect.stringMatching(/^LotReady receipt/));
  });
});
