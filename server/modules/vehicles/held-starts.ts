import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Vehicle, VehicleRestoreItem } from '@domain/api/vehicles';
import { selectRows, type Executor } from '../../db/client';
import { vehicleStays, workflowSteps } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

/** Item 6: an undo puts back a start the vehicle had, never one made up. */
export const UNHELD_START_MESSAGE =
  'an undo can only put back a start time the vehicle had; correcting one needs Time editing';

type StartField = 'makeReadyAddedAt' | 'serviceAddedAt';
const HELD_FIELDS = ['makeReadyAddedAt', 'serviceAddedAt', 'customDaysAgo'] as const;

/**
 * What an undo may put back (issue #26 item 6): the clock values the vehicle had, never made-up
 * ones. A workflow start must be its current one, the start of a workflow it entered (its
 * 'entered' stays) or a corrected start its log holds (a correction is always logged), else
 * the restore is refused, 400 naming the field. Days in Service must be its current ones or
 * ones its log holds (a correction, or the days a move cleared); others are left out, so the
 * vehicle is aged from its restored start: with vehicle logging off the log holds no move, and
 * an undo must not fail for the days an imported car carried. Returns the items to apply.
 */
export async function heldRestoreItems(
  tx: Executor,
  dealershipId: string,
  items: readonly VehicleRestoreItem[],
  current: readonly Vehicle[],
): Promise<VehicleRestoreItem[]> {
  const byId = new Map(current.map((vehicle) => [vehicle.id, vehicle]));
  const startOf = (item: VehicleRestoreItem) => {
    const field: StartField = item.type === 'make-ready' ? 'makeReadyAddedAt' : 'serviceAddedAt';
    return { field, at: item.type === 'inventory' ? null : item[field] };
  };
  const startAsked = (item: VehicleRestoreItem) => {
    const { field, at } = startOf(item);
    const vehicle = byId.get(item.id);
    return at !== null && vehicle !== undefined && vehicle[field] !== at;
  };
  // Days count only where the undo puts them back (domain/vehicle/undo: into Service).
  const daysAsked = (item: VehicleRestoreItem) => {
    const vehicle = byId.get(item.id);
    return (
      item.type === 'service' &&
      item.customDaysAgo !== null &&
      vehicle !== undefined &&
      vehicle.customDaysAgo !== item.customDaysAgo
    );
  };
  const ids = [...new Set(items.filter((i) => startAsked(i) || daysAsked(i)).map((i) => i.id))];
  if (ids.length === 0) return [...items];

  const entered = await tx
    .select({
      vehicleId: vehicleStays.vehicleId,
      at: vehicleStays.enteredAt,
      workflow: workflowSteps.workflow,
    })
    .from(vehicleStays)
    .innerJoin(
      workflowSteps,
      and(
        eq(workflowSteps.dealershipId, vehicleStays.dealershipId),
        eq(workflowSteps.id, vehicleStays.stepId),
      ),
    )
    .where(
      and(
        eq(vehicleStays.dealershipId, dealershipId),
        inArray(vehicleStays.vehicleId, ids),
        eq(vehicleStays.reason, 'entered'),
      ),
    );
  // Every value the log holds for these fields: a time change's new value, an edit's both.
  const logged = await selectRows<{ vehicle_id: string; field: string; value: string | number }>(
    tx,
    sql`select a.vehicle_id, c.value->>'field' as field, (c.value->>'to')::numeric as value
        from activity_logs a,
          jsonb_array_elements(coalesce(a.additional_info->'times', '[]'::jsonb)) c
        where a.dealership_id = ${dealershipId} and a.vehicle_id in (${idList(ids)})
          and c.value->>'to' is not null
        union all
        select a.vehicle_id, c.value->>'field', (e.value)::numeric
        from activity_logs a,
          jsonb_array_elements(coalesce(a.additional_info->'edits', '[]'::jsonb)) c,
          jsonb_array_elements(jsonb_build_array(c.value->'from', c.value->'to')) e
        where a.dealership_id = ${dealershipId} and a.vehicle_id in (${idList(ids)})
          and c.value->>'field' = 'customDaysAgo' and jsonb_typeof(e.value) = 'number'`,
  );
  const held = new Set([
    ...entered.map((row) => {
      const field: StartField =
        row.workflow === 'make-ready' ? 'makeReadyAddedAt' : 'serviceAddedAt';
      return `${row.vehicleId}:${field}:${row.at}`;
    }),
    ...logged
      .filter((row) => (HELD_FIELDS as readonly string[]).includes(row.field))
      .map((row) => `${row.vehicle_id}:${row.field}:${Number(row.value)}`),
  ]);
  return items.map((item, index) => {
    if (startAsked(item)) {
      const { field, at } = startOf(item);
      if (!held.has(`${item.id}:${field}:${at}`)) {
        const path = `vehicles.${index}.${field}`;
        throw badRequest(`${path}: ${UNHELD_START_MESSAGE}`, path);
      }
    }
    if (daysAsked(item) && !held.has(`${item.id}:customDaysAgo:${item.customDaysAgo}`)) {
      return { ...item, customDaysAgo: null };
    }
    return item;
  });
}

function idList(ids: readonly string[]) {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}
