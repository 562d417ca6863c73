import { describe, expect, it } from 'vitest';
import { canMoveWorkItem, WORK_ITEM_STATE_MESSAGE, WORK_ITEM_STATES } from './work-items';

const ALLOWED = new Set([
  'needs_estimate→awaiting_approval',
  'awaiting_approval→approved',
  'awaiting_approval→declined',
  'awaiting_approval→needs_estimate',
  'approved→done',
  'declined→needs_estimate',
  'done→approved',
]);

describe('canMoveWorkItem', () => {
  const pairs = WORK_ITEM_STATES.flatMap((from) =>
    WORK_ITEM_STATES.map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canMoveWorkItem(from, to)).toBe(ALLOWED.has(`${from}→${to}`));
  });

  it('says which move is refused', () => {
    expect(WORK_ITEM_STATE_MESSAGE('declined', 'done')).toBe(
      'state: an item declined cannot become done',
    );
  });
});
