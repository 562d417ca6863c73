import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Vehicle, VehicleRestoreItem } from '@domain/api/vehicles';
import { selectRows, type Executor } from '../../db/client';
import { vehicleStays } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

/** Item 6: an undo puts back a start the vehicle had, never one made up. */
export const UNHELD_START_MESSAGE =
  'an undo can only put back a start time the vehicle had; correcting one needs Time editing';

/**
 * Refuses a restore whose workflow start is none the vehicle ever had (issue #26 item 6): the
 * starts it had are its current one, the starts of the workflows it entered (its stays) and
 * the corrected starts the activity log holds (a correction is always logged).
 */
export async function assertHeldStarts(
  tx: Executor,
  dealershipId: string,
  items: readonly VehicleRestoreItem[],
  current: readonly Vehicle[],
): Promise<void> {
  const byId = new Map(current.map((vehicle) => [vehicle.id, vehicle]));
  const asked = items
    .map((item, index) => {
      const field: 'makeReadyAddedAt' | 'serviceAddedAt' =
        item.type === 'make-ready' ? 'makeReadyAddedAt' : 'serviceAddedAt';
      const at = item.type === 'inventory' ? null : item[field];
      return { item, index, field, at };
    })
    .filter(({ item, field, at }) => {
      const vehicle = byId.get(item.id);
      return at !== null && vehicle !== undefined && vehicle[field] !== at;
    });
  if (asked.length === 0) return;
  const ids = [...new Set(asked.map(({ item }) => item.id))];
  const stays = await tx
    .select({ vehicleId: vehicleStays.vehicleId, at: vehicleStays.enteredAt })
    .from(vehicleStays)
    .where(
      and(
        eq(vehicleStays.dealershipId, dealershipId),
        inArray(vehicleStays.vehicleId, ids),
        eq(vehicleStays.reason, 'entered'),
      ),
    );
  const corrected = await selectRows<{ vehicle_id: string; at: string | number }>(
    tx,
    sql`select a.vehicle_id, (t.value->>'to')::bigint as at
        from activity_logs a, jsonb_array_elements(a.additional_info->'times') t
        where a.dealership_id = ${dealershipId}
          and a.vehicle_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and jsonb_typeof(a.additional_info->'times') = 'array'`,
  );
  const held = new Set([
    ...stays.map((row) => `${row.vehicleId}:${row.at}`),
    ...corrected.map((row) => `${row.vehicle_id}:${Number(row.at)}`),
  ]);
  for (const { item, index, field, at } of asked) {
    if (!held.has(`${item.id}:${at}`)) {
      const path = `vehicles.${index}.${field}`;
      throw badRequest(`${path}: ${UNHELD_START_MESSAGE}`, path);
    }
  }
}
