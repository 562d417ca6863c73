import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { READ_ONLY_MESSAGES } from '../domain/subscription';
import { DAY_MS, HOUR_MS } from '../domain/time';
import { sidewaysOverflow, useBrowser } from './support/browser';
import { CLOCK_SUPER_ADMIN, useClockServer } from './support/clock-server';
import { skipIntroductions } from './support/staff-session';

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
  const { at, signUp, signInDealer, moveClock } = useClockServer();

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
    await admin.getByLabel('Username').fill(CLOCK_SUPER_ADMIN.username);
    await admin.getByLabel('Password').fill(CLOCK_SUPER_ADMIN.password);
    await admin.getByRole('button', { name: 'Access Super Admin' }).click();
    await admin.getByRole('button', { name: `Mark the invoice of ${name} paid` }).click();
    const payment = admin.getByRole('dialog');
    await payment.getByLabel('Payment reference').fill('BANK-CLOCK-1');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await admin
      .getByRole('row', { name: new RegExp(name) })
      .getByText(/Paid to/)
      .waitFor();
    // The platform log says who recorded it, with the amount and reference.
    await admin.getByRole('tab', { name: 'Platform log' }).click();
    const logged = admin
      .getByRole('list', { name: 'Platform log entries' })
      .getByRole('listitem')
      .first();
    await logged.getByText(`Payment recorded · ${name}`).waitFor();
    expect(await logged.innerText()).toContain('ref BANK-CLOCK-1');

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
