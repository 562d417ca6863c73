import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIOD_UNITS,
  PLAN_LIST,
  formatPrice,
  type BillingPeriod,
  type PlanId,
} from '@domain/plans';

export interface PlanOption {
  plan: PlanId;
  period: BillingPeriod;
  label: string;
  price: string;
  savings: string | null;
}

/** Every plan in every period it is sold in, as the Billing section offers them. */
export const PLAN_OPTIONS: readonly PlanOption[] = PLAN_LIST.flatMap((plan) =>
  plan.prices.map((price) => ({
    plan: plan.id,
    period: price.period,
    label: `${plan.name}, ${BILLING_PERIOD_LABELS[price.period]}`,
    price: `${formatPrice(price.price)} ${BILLING_PERIOD_UNITS[price.period]}`,
    savings: price.savingsPercent > 0 ? `${price.savingsPercent}% savings` : null,
  })),
);

export const optionKey = (option: { plan: string; period: string }) =>
  `${option.plan}:${option.period}`;

/** The option named by a key (a radio value, or ?plan=&period= from the pricing page). */
export function findOption(plan: string | null, period: string | null): PlanOption | null {
  return PLAN_OPTIONS.find((option) => option.plan === plan && option.period === period) ?? null;
}

export function formatBillingDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { dateStyle: 'medium' });
}
