import { and, eq } from 'drizzle-orm';
import type { UserPreferences } from '@domain/api/preference-endpoints';
import { BOARD_SORTS, type BoardSort } from '@domain/vehicle/board-sort';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

function isBoardSort(value: unknown): value is BoardSort {
  return BOARD_SORTS.some((sort) => sort === value);
}

/** The stored JSON read back by the contract: a value this version does not know is left out. */
function toPreferences(stored: Record<string, unknown> | undefined): UserPreferences {
  const boardSort = stored?.boardSort;
  return {
    onboardingCompleted: stored?.onboardingCompleted === true,
    ...(isBoardSort(boardSort) && { boardSort }),
    ...(stored?.weeklyScoreboardMail === true && { weeklyScoreboardMail: true }),
  };
}

export async function readPreferences(
  tx: Tx,
  dealershipId: string,
  userId: string,
): Promise<UserPreferences> {
  const [row] = await tx
    .select({ preferences: users.preferences })
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.id, userId)))
    .limit(1);
  return toPreferences(row?.preferences);
}

/** Merges `changes` into the stored preferences and returns the result. */
export async function updatePreferences(
  tx: Tx,
  owner: { dealershipId: string; userId: string },
  changes: Partial<UserPreferences>,
  now: number,
): Promise<UserPreferences> {
  const current = await readPreferences(tx, owner.dealershipId, owner.userId);
  const { weeklyScoreboardMail, ...rest } = { ...current, ...changes };
  // Off is stored as absent, so the answer is the same as before anyone opted in.
  const next = { ...rest, ...(weeklyScoreboardMail === true && { weeklyScoreboardMail }) };
  await tx
    .update(users)
    .set({ preferences: next, updatedAt: now })
    .where(and(eq(users.dealershipId, owner.dealershipId), eq(users.id, owner.userId)));
  return next;
}
