import type { WorkSettings } from './settings';
import type { WorkCategory } from './work-items';

/** Why a car's items go to a person rather than being approved by the rule. */
export const APPROVAL_REASONS = ['over-limit', 'category', 'overrun'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

export const APPROVAL_REASON_TEXT: Readonly<Record<ApprovalReason, string>> = {
  'over-limit': 'over the auto-approve limit',
  category: 'a category that always needs approval',
  overrun: 'more than 10 % over the recon estimate',
};

/** The share past the estimate that needs a person even under the limit (issue #33 item 5). */
export const OVERRUN_PERCENT = 10;

export interface ApprovalInput {
  rules: Pick<WorkSettings, 'autoApproveLimitCents' | 'alwaysNeedApproval'>;
  /** The car's items already approved or done: its actual recon cost. */
  spentCents: number;
  /** The items being sent now. */
  requested: readonly { category: WorkCategory; totalCents: number }[];
  /** The car's recon estimate, when it has one. */
  estimateCents: number | null;
}

/**
 * Whether sending a car's items approves them by the rule: the car's approved plus requested
 * total stays within the limit, no requested category always needs approval, and they do not
 * take the actual more than 10 % past the estimate. Every failed condition is a reason; no
 * reason means approved by the rule.
 */
export function approvalReasons({
  rules,
  spentCents,
  requested,
  estimateCents,
}: ApprovalInput): ApprovalReason[] {
  const requestedCents = requested.reduce((sum, item) => sum + item.totalCents, 0);
  const after = spentCents + requestedCents;
  const reasons: ApprovalReason[] = [];
  if (after > rules.autoApproveLimitCents) reasons.push('over-limit');
  if (requested.some((item) => rules.alwaysNeedApproval.includes(item.category))) {
    reasons.push('category');
  }
  if (estimateCents !== null && overrunsEstimate(after, estimateCents)) reasons.push('overrun');
  return reasons;
}

/** actual > estimate × 110 %, in integers (an estimate of 0 is overrun by any cost). */
export function overrunsEstimate(actualCents: number, estimateCents: number): boolean {
  return actualCents * 100 > estimateCents * (100 + OVERRUN_PERCENT);
}
