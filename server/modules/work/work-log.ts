import type { Vehicle } from '@domain/api/vehicles';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import type { Executor } from '../../db/client';
import type { Actor } from '../../plugins/tenant-change';
import { insertActivityEntries } from '../activity/repository';

/** "Oil and filter ($89.50)" */
export function itemText(
  item: { description: string; totalCents: number },
  money: MoneyFormat,
): string {
  return `${item.description} (${formatMoney(item.totalCents, money)})`;
}

/**
 * One line of the car's history and the activity log for a change of its work: "Work added:
 * Oil and filter ($89.50)". Written in the change's transaction, so it exists exactly when the
 * change committed.
 */
export async function logWork(
  tx: Executor,
  change: { dealershipId: string; actor: Actor; now: number },
  vehicle: Vehicle,
  texts: readonly string[],
): Promise<void> {
  await insertActivityEntries(
    tx,
    change.dealershipId,
    change.actor,
    change.now,
    texts.map((detailedAction) => ({ action: 'updated', detailedAction, vehicle })),
  );
}
