import { formatMoney, type MoneyFormat } from './money';

/** Amber past +10 %, red past +20 % (ReconVelocity aims for ±5 %). */
export const ESTIMATE_AMBER_PERCENT = 10;
export const ESTIMATE_RED_PERCENT = 20;

export type EstimateTone = 'neutral' | 'amber' | 'red';

export interface EstimateVariance {
  /** Whole percent over (+) or under (−) the estimate, rounded half away from zero. */
  percent: number;
  tone: EstimateTone;
}

/**
 * How the actual stands against the estimate. The tone compares exactly (cents), not the
 * rounded percent: +10.4 % reads "+10 %" yet is amber, being past +10 %.
 */
export function estimateVariance(
  estimateCents: number,
  actualCents: number,
): EstimateVariance | null {
  if (estimateCents <= 0) return null;
  const diff = actualCents - estimateCents;
  const percent = Math.sign(diff) * Math.round((Math.abs(diff) * 100) / estimateCents);
  const past = (limit: number) => diff * 100 > estimateCents * limit;
  const tone = past(ESTIMATE_RED_PERCENT)
    ? 'red'
    : past(ESTIMATE_AMBER_PERCENT)
      ? 'amber'
      : 'neutral';
  return { percent, tone };
}

/**
 * "Est $1,200 · Actual $1,480 · +23 %"; without an estimate "Actual $1,480"; before any work is
 * approved or done, no percent ("Est $1,200 · Actual $0"), as nothing has come in under it.
 */
export function estimateLine(
  estimateCents: number | null,
  actualCents: number,
  money: MoneyFormat,
): string {
  const actual = `Actual ${formatMoney(actualCents, money)}`;
  if (estimateCents === null) return actual;
  const variance = estimateVariance(estimateCents, actualCents);
  const parts = [`Est ${formatMoney(estimateCents, money)}`, actual];
  if (variance && actualCents > 0) {
    const sign = variance.percent > 0 ? '+' : variance.percent < 0 ? '−' : '±';
    parts.push(`${sign}${String(Math.abs(variance.percent))} %`);
  }
  return parts.join(' · ');
}
