import {
  cancelSubscriptionSchema,
  choosePlanSchema,
  billingStatusSchema,
  planChosenSchema,
  subscriptionSchema,
  webhookReceivedSchema,
} from './billing';
import { defineEndpoint, errorResponses } from './endpoint';
import { EARLY_API_PATHS } from './paths';

/** The dealership's subscription (spec 6; decision 0031). */
export const billingApi = {
  status: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.billingStatus,
    operationId: 'getBillingStatus',
    summary: 'Whether the dealership can make changes, and the days left in its trial',
    tag: 'billing',
    access: { kind: 'staff' },
    responses: { 200: billingStatusSchema, ...errorResponses(401) },
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/api/billing',
    operationId: 'getSubscription',
    summary: 'The plan, its state and the next billing date',
    tag: 'billing',
    access: { kind: 'staff', right: 'billing.view' },
    responses: { 200: subscriptionSchema, ...errorResponses(401, 403) },
  }),
  choosePlan: defineEndpoint({
    method: 'POST',
    path: '/api/billing/plan',
    operationId: 'choosePlan',
    summary: 'Choose a plan: pay by card (Stripe Checkout) or ask for an invoice',
    tag: 'billing',
    access: { kind: 'staff', right: 'billing.manage' },
    // Choosing a plan is the way out of read-only.
    allowedWhileReadOnly: true,
    body: choosePlanSchema,
    responses: { 200: planChosenSchema, ...errorResponses(400, 401, 403, 502) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/billing/cancel',
    operationId: 'cancelSubscription',
    summary: 'Cancel the subscription at the end of the paid period, saying why',
    tag: 'billing',
    access: { kind: 'staff', right: 'billing.manage' },
    // Cancelling changes no dealership data, and must stay possible whatever the state.
    allowedWhileReadOnly: true,
    body: cancelSubscriptionSchema,
    responses: { 200: subscriptionSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/billing/stripe-webhook',
    operationId: 'receiveStripeEvent',
    summary: 'Stripe events (signed) that move the subscription between its states',
    tag: 'billing',
    access: { kind: 'public' },
    responses: { 200: webhookReceivedSchema, ...errorResponses(400, 404, 409) },
  }),
} as const;
