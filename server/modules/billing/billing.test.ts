import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubscriptionView } from '@domain/api/billing';
import { TRIAL_DAYS } from '@domain/plans';
import { READ_ONLY_MESSAGES } from '@domain/subscription';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import { buildApp } from '../../app';
import { MARKETING_HOST, createTestDealership } from '../../test/factories';
import { describeEachDatabase, testConfig } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, vehicleInput, type SignedInUser } from '../../test/staff';
import {
  BAD_SIGNATURE_MESSAGE,
  CARD_PAYMENTS_OFF_MESSAGE,
  REPLAYED_EVENT_MESSAGE,
  STALE_EVENT_MESSAGE,
} from './routes';

const WEBHOOK_SECRET = 'whsec_test_lotready';
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';

/** What the server asked Stripe for: recorded by the HTTP client instead of sent. */
interface SentRequest {
  url: string;
  method: string;
  body: URLSearchParams;
}

describeEachDatabase('billing (spec 6, decision 0031)', (t) => {
  const sent: SentRequest[] = [];
  let stripeApp: FastifyInstance;
  const httpClient = Stripe.createFetchHttpClient(async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: new URLSearchParams(String(init?.body ?? '')),
    });
    const answer = { id: 'cs_test_1', object: 'checkout.session', url: CHECKOUT_URL };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  beforeAll(async () => {
    stripeApp = await buildApp({
      config: testConfig({ stripeSecretKey: 'sk_test_123', stripeWebhookSecret: WEBHOOK_SECRET }),
      db: t.db,
      clock: t.clock,
      stripeHttpClient: httpClient,
    });
  });
  afterAll(() => stripeApp?.close());

  async function trialAdmin(endsIn = TRIAL_DAYS * DAY_MS): Promise<SignedInUser> {
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + endsIn });
    return signedIn(t, 'admin', dealership);
  }

  it('tells every staff member the days left, and only admins the subscription', async () => {
    const admin = await trialAdmin();
    const user = await signedIn(t, 'user', admin.dealership);
    const status = await api(t, user).get('/api/billing/status');
    expect(status.json()).toEqual({
      access: 'full',
      state: 'trial',
      reason: 'trial',
      trialEndsAt: admin.dealership.trialEndsAt,
      trialDaysLeft: 7,
    });
    expect((await api(t, user).get('/api/billing')).statusCode).toBe(403);
    const own = await api(t, admin).get('/api/billing');
    expect(own.json()).toMatchObject({ status: 'trialing', plan: null, cardPayments: false });
  });

  it('records an invoice request, which ends read-only until the super admin marks it paid', async () => {
    const admin = await trialAdmin(MINUTE_MS);
    t.clock.advance(MINUTE_MS);
    const refused = await api(t, admin).post('/api/vehicles', vehicleInput());
    expect(refused.json().message).toBe(READ_ONLY_MESSAGES['trial-ended']);

    const manager = await signedIn(t, 'manager', admin.dealership);
    const choice = { plan: 'essentials', period: 'annual', payment: 'invoice' };
    expect((await api(t, manager).post('/api/billing/plan', choice)).statusCode).toBe(403);
    const chosen = await api(t, admin).post('/api/billing/plan', choice);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      checkoutUrl: null,
      subscription: {
        status: 'past_due',
        plan: 'essentials',
        billingPeriod: 'annual',
        invoiceRequestedAt: t.clock(),
        access: 'full',
        reason: 'payment-due',
      },
    });
    expect((await api(t, admin).post('/api/vehicles', vehicleInput())).statusCode).toBe(201);
  });

  it.each([
    [{ plan: 'complete', period: 'annual', payment: 'invoice' }, 'period'],
    [{ plan: 'gold', period: 'monthly', payment: 'invoice' }, 'plan'],
    [{ plan: 'essentials', period: 'monthly', payment: 'card' }, 'payment'],
  ])('refuses %j naming %s', async (choice, field) => {
    const admin = await trialAdmin();
    const answer = await api(t, admin).post('/api/billing/plan', choice);
    expect([answer.statusCode, answer.json().field]).toEqual([400, field]);
    if (field === 'payment') expect(answer.json().message).toBe(CARD_PAYMENTS_OFF_MESSAGE);
  });

  it('sends Stripe the Checkout request for the plan, returning to this dealership', async () => {
    const admin = await trialAdmin();
    sent.length = 0;
    const answer = await api(t, admin, stripeApp).post('/api/billing/plan', {
      plan: 'essentials',
      period: 'quarterly',
      payment: 'card',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().checkoutUrl).toBe(CHECKOUT_URL);
    expect(sent).toHaveLength(1);
    const [checkout] = sent;
    expect(checkout!.method).toBe('POST');
    expect(checkout!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    const body = Object.fromEntries(checkout!.body);
    const origin = `http://${admin.host}`;
    expect(body).toMatchObject({
      mode: 'subscription',
      client_reference_id: admin.dealership.id,
      customer_email: admin.user.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '15900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '3',
      'line_items[0][price_data][product_data][name]': 'LotReady Essentials (Quarterly)',
      'metadata[plan]': 'essentials',
      'subscription_data[metadata][dealershipId]': admin.dealership.id,
      'subscription_data[trial_end]': String(Math.floor(admin.dealership.trialEndsAt! / 1000)),
      success_url: `${origin}/billing/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/billing/cancel`,
    });
    // Nothing changes until Stripe says so.
    expect((await api(t, admin).get('/api/billing')).json()).toMatchObject({
      status: 'trialing',
      plan: null,
    });
  });

  /** A Stripe event signed now by the server's clock, as Stripe signs it (a fixture built here). */
  function signEvent(event: Record<string, unknown>) {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', ...event });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock() / 1000),
    });
    return { payload, header };
  }
  function deliver(signed: { payload: string; header: string }) {
    return request(stripeApp).post('/api/billing/stripe-webhook', signed.payload, {
      host: MARKETING_HOST,
      origin: null,
      headers: { 'stripe-signature': signed.header },
    });
  }
  function signedEvent(event: Record<string, unknown>) {
    return deliver(signEvent(event));
  }
  function subscriptionObject(dealershipId: string, status: string, periodEnd: number) {
    return {
      id: `sub_${dealershipId.slice(0, 8)}`,
      object: 'subscription',
      status,
      customer: 'cus_1',
      metadata: { dealershipId, plan: 'complete', period: 'monthly' },
      items: { data: [{ current_period_end: periodEnd }] },
      trial_end: null,
    };
  }

  function subscriptionEvent(
    type: string,
    dealershipId: string,
    status: string,
    periodEnd: number,
  ) {
    return signedEvent({
      type,
      data: { object: subscriptionObject(dealershipId, status, periodEnd) },
    });
  }

  it('moves the subscription by signed Stripe events: active, past due, cancelled', async () => {
    const admin = await trialAdmin();
    const id = admin.dealership.id;
    const completed = await signedEvent({
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: id,
          customer: 'cus_1',
          subscription: `sub_${id.slice(0, 8)}`,
          payment_status: 'paid',
          metadata: { dealershipId: id, plan: 'complete', period: 'monthly' },
        },
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const billing = () =>
      api(t, admin)
        .get('/api/billing')
        .then((r) => r.json<SubscriptionView>());
    expect(await billing()).toMatchObject({ status: 'active', plan: 'complete' });

    const periodEnd = Math.floor(t.clock() / 1000) + 30 * 86_400;
    await subscriptionEvent('customer.subscription.updated', id, 'active', periodEnd);
    expect(await billing()).toMatchObject({ status: 'active', paidThrough: periodEnd * 1000 });

    await subscriptionEvent('customer.subscription.updated', id, 'past_due', periodEnd);
    expect(await billing()).toMatchObject({ status: 'past_due', access: 'full' });

    await subscriptionEvent('customer.subscription.deleted', id, 'canceled', periodEnd);
    expect(await billing()).toMatchObject({ status: 'cancelled', access: 'read-only' });
    expect((await api(t, admin).post('/api/vehicles', vehicleInput())).statusCode).toBe(402);
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const admin = await trialAdmin();
    const payload = JSON.stringify({ type: 'customer.subscription.deleted' });
    const forged = await request(stripeApp).post('/api/billing/stripe-webhook', payload, {
      host: MARKETING_HOST,
      origin: null,
      headers: { 'stripe-signature': `t=${Math.floor(t.clock() / 1000)},v1=00` },
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, BAD_SIGNATURE_MESSAGE]);
    expect((await api(t, admin).get('/api/billing')).json()).toMatchObject({ status: 'trialing' });
    const off = await request(t.app).post('/api/billing/stripe-webhook', payload, {
      host: MARKETING_HOST,
      origin: null,
    });
    expect(off.statusCode).toBe(404);
  });

  it.each([
    ['exactly 5 minutes old', 5 * MINUTE_MS, 200],
    ['5 minutes and a second old', 5 * MINUTE_MS + 1000, 400],
  ])('takes an event %s by the signature tolerance: %s', async (_, age, status) => {
    const admin = await trialAdmin();
    const periodEnd = Math.floor(t.clock() / 1000) + 30 * 86_400;
    const signed = signEvent({
      type: 'customer.subscription.updated',
      data: { object: subscriptionObject(admin.dealership.id, 'active', periodEnd) },
    });
    t.clock.advance(age);
    const answer = await deliver(signed);
    expect(answer.statusCode, answer.body).toBe(status);
    const view = (await api(t, admin).get('/api/billing')).json<SubscriptionView>();
    if (status === 400) {
      expect([answer.json().message, answer.json().field]).toEqual([
        STALE_EVENT_MESSAGE,
        'stripe-signature',
      ]);
      expect(view).toMatchObject({ status: 'trialing', paidThrough: null });
    } else {
      expect(view).toMatchObject({ status: 'active', paidThrough: periodEnd * 1000 });
    }
  });

  it('refuses an event seen before, by its id, and changes nothing', async () => {
    const admin = await trialAdmin();
    const id = admin.dealership.id;
    const periodEnd = Math.floor(t.clock() / 1000) + 30 * 86_400;
    const activated = signEvent({
      type: 'customer.subscription.updated',
      data: { object: subscriptionObject(id, 'active', periodEnd) },
    });
    expect((await deliver(activated)).statusCode).toBe(200);
    await subscriptionEvent('customer.subscription.deleted', id, 'canceled', periodEnd);
    // The same event again, within the tolerance and validly signed: refused, still cancelled.
    t.clock.advance(MINUTE_MS);
    const replayed = await deliver(activated);
    expect([replayed.statusCode, replayed.json().message]).toEqual([409, REPLAYED_EVENT_MESSAGE]);
    // Signed anew with the same event id: refused too.
    const resigned = Stripe.webhooks.generateTestHeaderString({
      payload: activated.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(t.clock() / 1000),
    });
    const again = await deliver({ payload: activated.payload, header: resigned });
    expect(again.statusCode).toBe(409);
    expect((await api(t, admin).get('/api/billing')).json()).toMatchObject({
      status: 'cancelled',
      access: 'read-only',
    });
  });
});
