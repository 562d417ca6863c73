import { expect, it } from 'vitest';
import type { DealershipSummary } from '@domain/api/super-admin';
import type { SupportRequest } from '@domain/api/support';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import { MARKETING_HOST, createTestDealership } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin, vehicleInput } from '../../test/staff';
import { NO_PLAN_CHOSEN_MESSAGE } from './routes';

const PAYMENT = { amount: 59, reference: 'BANK-1' };

describeEachDatabase('the super admin and subscriptions (0031, 0032)', (t) => {
  const base = '/api/super-admin/dealerships';

  it('sees trial end dates and extends an ended trial, which makes changes possible again', async () => {
    const root = await signedInSuperAdmin(t);
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + MINUTE_MS });
    const admin = await signedIn(t, 'admin', dealership);
    t.clock.advance(MINUTE_MS);
    expect((await api(t, admin).post('/api/vehicles', vehicleInput())).statusCode).toBe(402);

    const list = await request(t.app).get(base, root);
    const line = list.json<DealershipSummary[]>().find((d) => d.id === dealership.id);
    expect(line).toMatchObject({
      trialEndsAt: dealership.trialEndsAt,
      subscriptionStatus: 'trialing',
      status: 'read-only',
    });

    const extended = await request(t.app).post(
      `${base}/${dealership.id}/extend-trial`,
      { days: 7 },
      root,
    );
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ trialEndsAt: t.clock() + 7 * DAY_MS, status: 'trial' });
    expect((await api(t, admin).post('/api/vehicles', vehicleInput())).statusCode).toBe(201);
    expect((await api(t, admin).get('/api/billing/status')).json()).toMatchObject({
      trialDaysLeft: 7,
    });
  });

  it.each([
    [{ days: 0 }, 400],
    [{ days: 91 }, 400],
    [{ days: 1.5 }, 400],
  ])('refuses an extension of %j', async (body, status) => {
    const root = await signedInSuperAdmin(t);
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + DAY_MS });
    const answer = await request(t.app).post(`${base}/${dealership.id}/extend-trial`, body, root);
    expect([answer.statusCode, answer.json().field]).toEqual([status, 'days']);
  });

  it('extends only trials, and marks paid only a chosen plan', async () => {
    const root = await signedInSuperAdmin(t);
    const active = await createTestDealership(t);
    const extend = await request(t.app).post(
      `${base}/${active.id}/extend-trial`,
      { days: 3 },
      root,
    );
    expect([extend.statusCode, extend.json().message]).toEqual([
      409,
      'Only a trial can be extended; this dealership is active',
    ]);
    const trial = await createTestDealership(t, { trialEndsAt: t.clock() + DAY_MS });
    const paid = await request(t.app).post(`${base}/${trial.id}/mark-paid`, PAYMENT, root);
    expect([paid.statusCode, paid.json().message]).toEqual([409, NO_PLAN_CHOSEN_MESSAGE]);
    const staff = await signedIn(t, 'admin', trial);
    expect(
      (await request(t.app).post(`${base}/${trial.id}/mark-paid`, PAYMENT, staff.as)).statusCode,
    ).toBe(401);
  });

  it('marks an invoice asked for in a trial paid: the paid period starts when the trial ends', async () => {
    const root = await signedInSuperAdmin(t);
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + DAY_MS });
    const admin = await signedIn(t, 'admin', dealership);
    await api(t, admin).post('/api/billing/plan', {
      plan: 'essentials',
      period: 'quarterly',
      payment: 'invoice',
    });
    const requested = (await request(t.app).get(base, root))
      .json<DealershipSummary[]>()
      .find((d) => d.id === dealership.id);
    expect(requested).toMatchObject({
      subscriptionStatus: 'trialing',
      state: 'invoice-due',
      invoiceRequestedAt: t.clock(),
      invoice: { amount: 159, dueAt: t.clock() + 14 * DAY_MS },
    });

    const payment = { amount: 159, reference: requested!.invoice!.reference };
    const paid = await request(t.app).post(`${base}/${dealership.id}/mark-paid`, payment, root);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      subscriptionStatus: 'active',
      state: 'paid',
      plan: 'essentials',
      billingPeriod: 'quarterly',
      paidThrough: dealership.trialEndsAt! + 91 * DAY_MS,
      invoiceRequestedAt: null,
      invoice: null,
    });
    expect((await api(t, admin).get('/api/billing')).json()).toMatchObject({
      status: 'active',
      reason: 'active',
    });
  });

  it('stores a contact-form message the super admin sees, priority support first', async () => {
    const root = await signedInSuperAdmin(t);
    const complete = await createTestDealership(t);
    const essentials = await createTestDealership(t, {
      subscription: { status: 'active', plan: 'essentials', billingPeriod: 'monthly' },
    });
    const send = (fields: Record<string, unknown>) =>
      request(t.app).post('/api/support-requests', fields, {
        host: MARKETING_HOST,
        remoteAddress: '203.0.113.77',
      });
    const first = {
      name: 'Pat',
      email: 'pat@example.test',
      message: 'First',
      dealership: essentials.slug,
    };
    expect((await send(first)).statusCode).toBe(201);
    t.clock.advance(MINUTE_MS);
    expect(
      (await send({ ...first, message: 'Second', dealership: complete.slug.toUpperCase() }))
        .statusCode,
    ).toBe(201);
    expect((await send({ ...first, message: 'Bot', website: 'http://spam' })).statusCode).toBe(201);
    const bad = await send({ name: 'Pat', email: 'not-an-email', message: 'x' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'email']);

    const list = (await request(t.app).get('/api/super-admin/support-requests', root)).json<
      SupportRequest[]
    >();
    const mine = list.filter((entry) => entry.email === 'pat@example.test');
    expect(mine.map((entry) => [entry.message, entry.priority, entry.dealership?.slug])).toEqual([
      ['Second', true, complete.slug],
      ['First', false, essentials.slug],
    ]);
  });
});
