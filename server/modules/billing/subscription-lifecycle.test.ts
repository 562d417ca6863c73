import { expect, it } from 'vitest';
import type { SubscriptionView } from '@domain/api/billing';
import type { DealershipSummary } from '@domain/api/super-admin';
import { TRIAL_DAYS } from '@domain/plans';
import { READ_ONLY_MESSAGES } from '@domain/subscription';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import type { DealershipRecord } from '../../db/records';
import { createTestDealership, LOGIN_HOST, uniqueName } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin, vehicleInput } from '../../test/staff';
import { listOutbox } from '../dev-outbox/repository';

/**
 * The subscription from signup to a paid period and beyond (issue #29), with the mails each step
 * sends, on the server's injected clock. Sessions end after a long idle, so each step signs in
 * afresh (a new admin of the same dealership).
 */
describeEachDatabase('a subscription that ends when it is not paid (issue #29)', (t) => {
  const base = '/api/super-admin/dealerships';

  async function mailsTo(address: string) {
    return (await listOutbox(t.db, { limit: 50, to: address })).reverse();
  }
  async function billing(dealership: DealershipRecord) {
    const admin = await signedIn(t, 'admin', dealership);
    return { admin, view: (await api(t, admin).get('/api/billing')).json<SubscriptionView>() };
  }
  async function canWrite(dealership: DealershipRecord) {
    const admin = await signedIn(t, 'admin', dealership);
    return api(t, admin).post('/api/vehicles', vehicleInput());
  }
  async function summary(id: string) {
    const root = await signedInSuperAdmin(t);
    const list = await request(t.app).get(base, root);
    return list.json<DealershipSummary[]>().find((line) => line.id === id)!;
  }

  it('welcomes a signup with the sign-in link, the trial end and how to get help', async () => {
    const slug = uniqueName('welcome');
    const email = `${slug}@example.test`;
    const answer = await request(t.app).post(
      '/api/auth/signup',
      {
        dealershipName: 'Welcome Motors',
        slug,
        fullName: 'Wendy Welcome',
        email,
        username: uniqueName('wendy'),
        password: 'a-long-password-42',
      },
      { host: LOGIN_HOST },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [welcome, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(welcome!.subject).toBe('Welcome to LotReady, Welcome Motors');
    expect(welcome!.text).toContain(`http://${slug}.app.localhost:3000/`);
    const trialEnd = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(welcome!.text).toContain(
      `runs until ${trialEnd.format(t.clock() + TRIAL_DAYS * DAY_MS)}`,
    );
    expect(welcome!.text).toContain(
      `How to get help: Questions? Reply to ${t.config.supportEmail}`,
    );
  });

  it('keeps the trial days of an invoice asked for in the trial, then turns read-only at its due date until paid', async () => {
    const dealership = await createTestDealership(t, {
      trialEndsAt: t.clock() + TRIAL_DAYS * DAY_MS,
    });
    const first = await signedIn(t, 'admin', dealership);
    t.clock.advance(2 * DAY_MS);
    const chosen = await api(t, await signedIn(t, 'admin', dealership)).post('/api/billing/plan', {
      plan: 'essentials',
      period: 'annual',
      payment: 'invoice',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const invoice = chosen.json<{ subscription: SubscriptionView }>().subscription.invoice!;
    expect(invoice).toMatchObject({ amount: 599, dueAt: t.clock() + 14 * DAY_MS });
    expect(chosen.json().subscription).toMatchObject({
      state: 'invoice-due',
      status: 'trialing',
      reason: 'trial',
      trialDaysLeft: 5,
      access: 'full',
    });
    const [invoiceMail] = await mailsTo(first.user.email!);
    expect(invoiceMail!.subject).toBe(
      `LotReady invoice ${invoice.reference}: $599 due ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.dueAt)}`,
    );
    expect(invoiceMail!.text).toContain('Amount:    $599 (US dollars)');
    expect(invoiceMail!.text).toContain(`quote ${invoice.reference} with the payment`);

    // The trial ends: the invoice keeps access until it is due, and no trial reminder is sent.
    t.clock.set(dealership.trialEndsAt! + MINUTE_MS);
    await t.app.scheduler.runOnce(t.clock());
    expect((await billing(dealership)).view).toMatchObject({
      state: 'invoice-due',
      access: 'full',
    });
    expect((await canWrite(dealership)).statusCode).toBe(201);

    t.clock.set(invoice.dueAt);
    const refused = await canWrite(dealership);
    expect([refused.statusCode, refused.json().message]).toEqual([
      402,
      READ_ONLY_MESSAGES['invoice-overdue'],
    ]);
    expect((await billing(dealership)).view).toMatchObject({
      state: 'overdue',
      access: 'read-only',
    });
    // Asking again never moves the due date.
    const again = await api(t, await signedIn(t, 'admin', dealership)).post('/api/billing/plan', {
      plan: 'essentials',
      period: 'monthly',
      payment: 'invoice',
    });
    expect(again.json().subscription).toMatchObject({
      state: 'overdue',
      invoice: { dueAt: invoice.dueAt },
    });

    expect(await t.app.scheduler.runOnce(t.clock())).toBeGreaterThan(0);
    const notices = (await mailsTo(first.user.email!)).filter((mail) =>
      mail.subject.endsWith('is read-only on LotReady'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(READ_ONLY_MESSAGES['invoice-overdue']);
    await t.app.scheduler.runOnce(t.clock() + MINUTE_MS);
    expect(
      (await mailsTo(first.user.email!)).filter((mail) =>
        mail.subject.endsWith('read-only on LotReady'),
      ),
    ).toHaveLength(1);

    const root = await signedInSuperAdmin(t);
    const paid = await request(t.app).post(
      `${base}/${dealership.id}/mark-paid`,
      { amount: 59, reference: 'BANK-778' },
      root,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', paidThrough: t.clock() + 30 * DAY_MS });
    expect((await canWrite(dealership)).statusCode).toBe(201);
    const receipt = (await mailsTo(first.user.email!)).at(-1)!;
    expect(receipt.subject).toBe('LotReady receipt: $59 received');
    expect(receipt.text).toContain('Reference:   BANK-778');

    const log = await request(t.app).get('/api/super-admin/platform-log', root);
    expect(log.json()[0]).toMatchObject({
      action: 'marked-paid',
      dealershipId: dealership.id,
      detail: {
        amount: 59,
        reference: 'BANK-778',
        invoice: again.json().subscription.invoice.reference,
      },
    });
  });

  it('reminds two days before a trial ends and on the day, once each, and says when it turns read-only', async () => {
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + 5 * DAY_MS });
    const admin = await signedIn(t, 'admin', dealership);
    const subjects = async () => (await mailsTo(admin.user.email!)).map((mail) => mail.subject);
    const end = dealership.trialEndsAt!;

    await t.app.scheduler.runOnce(end - 2 * DAY_MS - MINUTE_MS);
    expect(await subjects()).toEqual([]);
    await t.app.scheduler.runOnce(end - 2 * DAY_MS);
    await t.app.scheduler.runOnce(end - 2 * DAY_MS + MINUTE_MS);
    expect(await subjects()).toEqual(['Your LotReady trial ends in 2 days']);
    await t.app.scheduler.runOnce(end - DAY_MS);
    await t.app.scheduler.runOnce(end - MINUTE_MS);
    await t.app.scheduler.runOnce(end);
    await t.app.scheduler.runOnce(end + MINUTE_MS);
    expect(await subjects()).toEqual([
      'Your LotReady trial ends in 2 days',
      'Your LotReady trial ends today',
      `${dealership.name} is read-only on LotReady`,
    ]);
    const [, today, readOnly] = await mailsTo(admin.user.email!);
    expect(today!.text).toContain(`http://${dealership.slug}.app.localhost:3000/billing`);
    expect(readOnly!.text).toContain(READ_ONLY_MESSAGES['trial-ended']);
  });

  it('invoices a renewal before the paid period ends, then grace, then read-only', async () => {
    const dealership = await createTestDealership(t, {
      subscription: {
        status: 'active',
        plan: 'essentials',
        billingPeriod: 'monthly',
        paidThrough: t.clock() + 20 * DAY_MS,
      },
    });
    const admin = await signedIn(t, 'admin', dealership);
    const paidThrough = t.clock() + 20 * DAY_MS;
    const root = await signedInSuperAdmin(t);
    const grace = await request(t.app).put(
      `${base}/${dealership.id}/grace-days`,
      { days: 3 },
      root,
    );
    expect([grace.statusCode, grace.json().graceDays]).toEqual([200, 3]);
    const tooLong = await request(t.app).put(
      `${base}/${dealership.id}/grace-days`,
      { days: 61 },
      root,
    );
    expect([tooLong.statusCode, tooLong.json().field]).toEqual([400, 'days']);

    await t.app.scheduler.runOnce(paidThrough - 14 * DAY_MS - MINUTE_MS);
    expect(await mailsTo(admin.user.email!)).toEqual([]);
    t.clock.set(paidThrough - 14 * DAY_MS);
    await t.app.scheduler.runOnce(t.clock());
    await t.app.scheduler.runOnce(t.clock() + MINUTE_MS);
    const renewal = await mailsTo(admin.user.email!);
    expect(renewal.map((mail) => mail.subject)).toHaveLength(1);
    expect(renewal[0]!.text).toContain('This invoice renews it.');
    expect((await summary(dealership.id)).state).toBe('renewal');

    t.clock.set(paidThrough);
    expect((await summary(dealership.id)).state).toBe('grace');
    expect((await canWrite(dealership)).statusCode).toBe(201);
    t.clock.set(paidThrough + 3 * DAY_MS);
    const refused = await canWrite(dealership);
    expect([refused.statusCode, refused.json().message]).toEqual([
      402,
      READ_ONLY_MESSAGES['invoice-overdue'],
    ]);
  });

  it('cancels at the end of the paid period with a reason the super admin sees', async () => {
    const paidThrough = t.clock() + 10 * DAY_MS;
    const dealership = await createTestDealership(t, {
      subscription: { status: 'active', plan: 'essentials', billingPeriod: 'monthly', paidThrough },
    });
    const admin = await signedIn(t, 'admin', dealership);
    const manager = await signedIn(t, 'manager', dealership);
    const reason = { reason: 'We sold the lot.' };
    expect((await api(t, manager).post('/api/billing/cancel', reason)).statusCode).toBe(403);
    const empty = await api(t, admin).post('/api/billing/cancel', { reason: '  ' });
    expect([empty.statusCode, empty.json().field]).toEqual([400, 'reason']);
    const cancelled = await api(t, admin).post('/api/billing/cancel', reason);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      state: 'cancelled',
      access: 'full',
      cancelAt: paidThrough,
      cancelReason: 'We sold the lot.',
    });
    expect((await api(t, admin).post('/api/billing/cancel', reason)).statusCode).toBe(409);
    expect(await summary(dealership.id)).toMatchObject({
      state: 'cancelled',
      cancelAt: paidThrough,
      cancelReason: 'We sold the lot.',
    });
    // No renewal invoice for a cancelled subscription.
    await t.app.scheduler.runOnce(paidThrough - DAY_MS);
    expect(await mailsTo(admin.user.email!)).toEqual([]);

    t.clock.set(paidThrough);
    const refused = await canWrite(dealership);
    expect([refused.statusCode, refused.json().message]).toEqual([
      402,
      READ_ONLY_MESSAGES.cancelled,
    ]);
    const root = await signedInSuperAdmin(t);
    const log = await request(t.app).get('/api/super-admin/platform-log', root);
    expect(
      log.json().find((line: { dealershipId: string }) => line.dealershipId === dealership.id),
    ).toMatchObject({ action: 'cancelled', detail: { reason: 'We sold the lot.' } });
  });

  it('asks the super admin for the amount and reference of a payment, and logs trial actions', async () => {
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + DAY_MS });
    const root = await signedInSuperAdmin(t);
    for (const [body, field] of [
      [{ reference: 'X' }, 'amount'],
      [{ amount: 0, reference: 'X' }, 'amount'],
      [{ amount: 59 }, 'reference'],
      [{ amount: 59, reference: ' ' }, 'reference'],
    ] as const) {
      const answer = await request(t.app).post(`${base}/${dealership.id}/mark-paid`, body, root);
      expect([answer.statusCode, answer.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
    await request(t.app).post(`${base}/${dealership.id}/extend-trial`, { days: 7 }, root);
    await request(t.app).post(`${base}/${dealership.id}/end-trial`, {}, root);
    const log = await request(t.app).get('/api/super-admin/platform-log', root);
    const lines = log
      .json<{ dealershipId: string; action: string; actor: string }[]>()
      .filter((line) => line.dealershipId === dealership.id);
    expect(lines.map((line) => line.action)).toEqual(['trial-ended', 'trial-extended']);
    expect(lines[0]!.actor).toMatch(/\(super admin\)$/);
  });
});
