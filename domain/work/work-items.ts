/**
 * A car's work (issue #33): what is done to it, by category, and where each item stands. The
 * spec's tasks (section 6) are these items.
 */

export const WORK_CATEGORIES = [
  'mechanical',
  'body',
  'detail',
  'sublet',
  'parts',
  'other',
] as const;
export type WorkCategory = (typeof WORK_CATEGORIES)[number];

export const WORK_CATEGORY_LABELS: Readonly<Record<WorkCategory, string>> = {
  mechanical: 'Mechanical',
  body: 'Body',
  detail: 'Detail',
  sublet: 'Sublet',
  parts: 'Parts',
  other: 'Other',
};

/** needs estimate → awaiting approval → approved or declined → done (approved only). */
export const WORK_ITEM_STATES = [
  'needs_estimate',
  'awaiting_approval',
  'approved',
  'declined',
  'done',
] as const;
export type WorkItemState = (typeof WORK_ITEM_STATES)[number];

export const WORK_ITEM_STATE_LABELS: Readonly<Record<WorkItemState, string>> = {
  needs_estimate: 'Needs estimate',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
  done: 'Done',
};

/**
 * The moves an item may make. Sending for approval and deciding are the approval paths' own
 * (approval-requests); a user marks approved work done, or reopens it (done → approved) when
 * it was marked by mistake. A declined item stays on record; it can be estimated again
 * (declined → needs estimate) and sent anew. Awaiting approval can be withdrawn.
 */
const TRANSITIONS: Readonly<Record<WorkItemState, readonly WorkItemState[]>> = {
  needs_estimate: ['awaiting_approval'],
  awaiting_approval: ['approved', 'declined', 'needs_estimate'],
  approved: ['done'],
  declined: ['needs_estimate'],
  done: ['approved'],
};

export function canMoveWorkItem(from: WorkItemState, to: WorkItemState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The states whose amount is committed spend: the car's actual recon cost. */
export const SPENT_STATES: readonly WorkItemState[] = ['approved', 'done'];

/** An item's price, amount and description may change only before it is decided. */
export function isWorkItemEditable(state: WorkItemState): boolean {
  return state === 'needs_estimate' || state === 'declined';
}

export const WORK_ITEM_STATE_MESSAGE = (from: WorkItemState, to: WorkItemState) =>
  `state: an item ${WORK_ITEM_STATE_LABELS[from].toLowerCase()} cannot become ${WORK_ITEM_STATE_LABELS[to].toLowerCase()}`;
