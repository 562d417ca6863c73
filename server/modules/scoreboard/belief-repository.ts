import { eq } from 'drizzle-orm';
import type { StoredBelief } from '@domain/scoreboard/belief';
import type { Executor } from '../../db/client';
import { scoreboardBeliefs } from '../../db/schema';

/** The dealership's kept guess at its T2L (decision 0097); null: no admin answered yet. */
export async function readBelief(tx: Executor, dealershipId: string): Promise<StoredBelief | null> {
  const [row] = await tx
    .select({ days: scoreboardBeliefs.days, answeredAt: scoreboardBeliefs.answeredAt })
    .from(scoreboardBeliefs)
    .where(eq(scoreboardBeliefs.dealershipId, dealershipId));
  return row ?? null;
}

/** Keeps an admin's answer; a later answer replaces it. */
export async function writeBelief(
  tx: Executor,
  dealershipId: string,
  answer: StoredBelief & { answeredBy: string | null },
): Promise<void> {
  await tx
    .insert(scoreboardBeliefs)
    .values({ dealershipId, ...answer })
    .onConflictDoUpdate({
      target: scoreboardBeliefs.dealershipId,
      set: { days: answer.days, answeredAt: answer.answeredAt, answeredBy: answer.answeredBy },
    });
}
