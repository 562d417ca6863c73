import { eq } from 'drizzle-orm';
import { DELETE_CONFIRMATION_MESSAGE } from '@domain/api/data-export-endpoints';
import type { Tx } from '../db/client';
import { dealerships } from '../db/schema';
import { badRequest } from '../lib/http-error';

export interface DeleteDealershipProps {
  dealershipId: string;
  /** The dealership's name as the super admin typed it (trimmed). */
  confirmName: string;
}

/**
 * Deletes a dealership and every row it owns, in the caller's system transaction. Every tenant
 * table's `dealership_id` references the registry with ON DELETE CASCADE (the activity log and
 * the change log by migration 0012's trigger instead), so one DELETE takes users, sessions,
 * tokens, vehicles, activity, configuration, dashboards and notification records with it; the
 * cache-version triggers then sign its people out in every process.
 * False when there is no such dealership; 400 (confirmName) when the typed name is not its name.
 */
export async function deleteDealership(tx: Tx, props: DeleteDealershipProps): Promise<boolean> {
  const [row] = await tx
    .select({ name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.id, props.dealershipId))
    .for('update');
  if (!row) return false;
  if (row.name.trim() !== props.confirmName) {
    throw badRequest(DELETE_CONFIRMATION_MESSAGE, 'confirmName');
  }
  await tx.delete(dealerships).where(eq(dealerships.id, props.dealershipId));
  return true;
}
