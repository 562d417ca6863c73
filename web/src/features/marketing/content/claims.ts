import { DEFAULT_MAKE_READY_THRESHOLDS, DEFAULT_SERVICE_THRESHOLDS } from '@domain/constants';
import { REPLY_WITHIN_HOURS } from '@domain/follow-up';
import { ESSENTIALS_VEHICLE_LIMIT, PLANS, TRIAL_DAYS, formatPrice } from '@domain/plans';

/**
 * Every figure the marketing site may show, and what stands behind it (issue #29 item 4). A
 * figure is one of: a price or limit of the plans (domain/plans.ts), a default the product
 * applies (domain/constants.ts), a commitment the product tracks (the 24-hour reply clock of
 * the super admin's Leads and Support tabs), or a target or estimate, which the page marks
 * with a footnote saying so. The claims test (web/src/app/marketing-claims.test.tsx) fails
 * when a page shows a figure that is not listed here.
 */

export type FigureBasis = 'plan' | 'product-default' | 'commitment' | 'target' | 'estimate';

/** Footnotes, one per kind of figure that is not measured by the product. */
export const CLAIM_NOTES = {
  target: {
    mark: '*',
    text: '60% faster turnaround, 40+ hours saved weekly and 99.9% uptime are targets LotReady is built for, not measured results. Your own boards measure your make-ready and service times.',
  },
  support: {
    mark: '†',
    text: `24/7 support: a monitored inbox and phone line that take your message at any hour; a person answers within ${REPLY_WITHIN_HOURS} hours.`,
  },
  estimate: {
    mark: '‡',
    text: 'Save 25% or more: our estimate from LotReady’s published prices against typical enterprise quotes, not a measured saving.',
  },
  headline: {
    mark: '§',
    text: `The complete platform has one price: ${formatPrice(PLANS.complete.prices[0]!.price)} per month. Essentials boards start at ${formatPrice(PLANS.essentials.prices[0]!.price)} per month.`,
  },
} as const;
export type ClaimNote = keyof typeof CLAIM_NOTES;

/** "24/7 support" said in full, wherever the site explains it. */
export const SUPPORT_PROMISE = `A monitored inbox and phone line, any hour; a person answers within ${REPLY_WITHIN_HOURS} hours.`;

interface SourcedFigure {
  /** As the page shows it, lower case ("$379", "24 hours", "99.9%"). */
  figure: string;
  basis: FigureBasis;
  source: string;
}

const plan = (figure: string): SourcedFigure => ({
  figure,
  basis: 'plan',
  source: 'domain/plans.ts',
});

const prices = Object.values(PLANS).flatMap((p) =>
  p.prices.flatMap((price) => [
    plan(formatPrice(price.price)),
    ...(price.savingsPercent ? [plan(`${price.savingsPercent}%`)] : []),
  ]),
);

const minutes = (n: number) => `${n} minutes`;
const days = (n: number) => `${n} days`;

export const SOURCED_FIGURES: readonly SourcedFigure[] = [
  ...prices,
  plan('$0'),
  plan(`${TRIAL_DAYS} days`),
  plan(`${TRIAL_DAYS}-day`),
  plan(`${ESSENTIALS_VEHICLE_LIMIT} vehicles`),
  ...[
    minutes(DEFAULT_MAKE_READY_THRESHOLDS.newThreshold),
    minutes(DEFAULT_MAKE_READY_THRESHOLDS.workingThreshold),
    minutes(DEFAULT_MAKE_READY_THRESHOLDS.warningThreshold),
    days(DEFAULT_SERVICE_THRESHOLDS.goodThreshold),
    days(DEFAULT_SERVICE_THRESHOLDS.attentionThreshold),
  ].map((figure) => ({ figure, basis: 'product-default' as const, source: 'domain/constants.ts' })),
  ...[`${REPLY_WITHIN_HOURS} hours`, `${REPLY_WITHIN_HOURS}-hour`, '24/7'].map((figure) => ({
    figure,
    basis: 'commitment' as const,
    source: "every request is mailed to a person at once; the super admin's reply clock",
  })),
  { figure: '20-minute', basis: 'commitment', source: 'the walkthrough we book' },
  { figure: '60%', basis: 'target', source: 'CLAIM_NOTES.target' },
  { figure: '40+', basis: 'target', source: 'CLAIM_NOTES.target' },
  { figure: '99.9%', basis: 'target', source: 'CLAIM_NOTES.target' },
  { figure: '25%', basis: 'estimate', source: 'CLAIM_NOTES.estimate' },
];
