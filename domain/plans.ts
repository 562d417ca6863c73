import { DAY_MS } from './time';

/**
 * The offer, once (spec 1, 2.6, 9; docs/decisions/0030-plans-and-entitlements.md): two plans
 * whose differences the server enforces, the subscription states and what each allows. The
 * pricing pages, the landing page, the server's guards and the Billing section all read this.
 */

export const TRIAL_DAYS = 7; // spec 9: free demo, 7-day trial
export const TRIAL_MS = TRIAL_DAYS * DAY_MS;

export const PLAN_IDS = ['essentials', 'complete'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'quarterly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
};
export const BILLING_PERIOD_UNITS: Readonly<Record<BillingPeriod, string>> = {
  monthly: 'per month',
  quarterly: 'per quarter',
  annual: 'per year',
};
/** How far one payment reaches (the next billing date of an invoice the super admin marks paid). */
export const BILLING_PERIOD_DAYS: Readonly<Record<BillingPeriod, number>> = {
  monthly: 30,
  quarterly: 91,
  annual: 365,
};

/** What a plan lets a dealership do; each is checked on the server. */
export interface Entitlements {
  /** Vehicles on record at most; null for no limit (checked when vehicles are added). */
  vehicleLimit: number | null;
  /** Creating and editing custom dashboards (wall TVs). */
  customDashboards: boolean;
  /** Support requests answered first (the super admin's list puts them on top). */
  prioritySupport: boolean;
}

export interface PlanPrice {
  period: BillingPeriod;
  /** US dollars per billing period. */
  price: number;
  /** Savings against paying monthly, as the spec states them; 0 for monthly. */
  savingsPercent: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  summary: string;
  prices: readonly PlanPrice[];
  entitlements: Entitlements;
  /** The plan's selling points, every one backed by the product. */
  features: readonly string[];
}

export const ESSENTIALS_VEHICLE_LIMIT = 150;

/** Essentials by billing period (spec 2.6, 9: monthly $59, quarterly $159, annual $599). */
export const ESSENTIALS_PRICES = {
  monthly: { period: 'monthly', price: 59, savingsPercent: 0 },
  quarterly: { period: 'quarterly', price: 159, savingsPercent: 10 },
  annual: { period: 'annual', price: 599, savingsPercent: 15 },
} as const satisfies Record<BillingPeriod, PlanPrice>;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  essentials: {
    id: 'essentials',
    name: 'Essentials',
    summary: `Every board for one lot of up to ${ESSENTIALS_VEHICLE_LIMIT} vehicles.`,
    prices: Object.values(ESSENTIALS_PRICES),
    entitlements: {
      vehicleLimit: ESSENTIALS_VEHICLE_LIMIT,
      customDashboards: false,
      prioritySupport: false,
    },
    features: [
      'Make-ready, service and inventory boards',
      `Up to ${ESSENTIALS_VEHICLE_LIMIT} vehicles`,
      'VIN scanning and CSV import',
      'Activity log and exports',
      'Unlimited users',
    ],
  },
  complete: {
    id: 'complete',
    name: 'Complete platform',
    summary:
      'Everything in Essentials, with no vehicle limit, wall-TV dashboards and priority support.',
    prices: [{ period: 'monthly', price: 379, savingsPercent: 0 }], // spec 1, 9: from $379 per month
    entitlements: { vehicleLimit: null, customDashboards: true, prioritySupport: true },
    features: [
      'Everything in Essentials',
      'Unlimited vehicles',
      'Custom dashboards for wall TVs',
      'Priority support: your requests answered first',
      'Unlimited users',
    ],
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

/** The spec's headline: the complete platform from $379 per month. */
export const HEADLINE_MONTHLY_PRICE = PLANS.complete.prices[0]!.price;

export function priceOf(plan: PlanId, period: BillingPeriod): PlanPrice | null {
  return PLANS[plan].prices.find((p) => p.period === period) ?? null;
}

/** "$1,299": whole dollars with thousands commas (no Intl: a long task on a phone). */
export function formatPrice(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

// Subscription — where a dealership stands, and what that allows.

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  cancelled: 'Cancelled',
};

export function vehicleLimitMessage(limit: number): string {
  return `Your plan allows up to ${limit} vehicles. Remove some, or move to the Complete platform for unlimited vehicles.`;
}
export const CUSTOM_DASHBOARDS_MESSAGE =
  'Custom dashboards are part of the Complete platform. An admin can change the plan under Billing.';

/** Whether `adding` more vehicles fit beside `current` under the entitlements. */
export function vehiclesFit(entitlements: Entitlements, current: number, adding: number): boolean {
  return entitlements.vehicleLimit === null || current + adding <= entitlements.vehicleLimit;
}
