import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Vehicle } from '@domain/api/vehicles';
import type { Executor, Tx } from './client';
import { selectRows } from './client';
import { vehicleChanges, vehicles } from './schema';
import { toVehicle, type VehicleRow } from './vehicle-rows';

/** The channel every raise of a cache version NOTIFYs with `<scope>=<version>` (migration 0028). */
export const VERSIONS_CHANNEL = 'lotready_versions';

/** The counter (migration 0005) whose values are the log's sequence numbers. */
const vehiclesScope = (dealershipId: string) => `vehicles:${dealershipId}`;

/**
 * The statement that logs that `vehicleIds` changed (added, updated or removed), one sequence
 * number each, and answers the last as `last`. Run it as the transaction's last statement
 * (withTenantCommit's `last`): the counter row stays locked until commit, so concurrent writers
 * of one dealership queue only for their commit tails and numbers become visible in order,
 * without gaps (a rollback hands them back). The scope is marked raised, so migration 0005's
 * deferred trigger does not raise it again, and the new version is notified as that trigger
 * notifies its own (migration 0028). `announce` adds what the change announces at commit,
 * given the last number (the events' NOTIFY on PostgreSQL).
 */
export function vehicleLogStatement(
  dealershipId: string,
  vehicleIds: readonly string[],
  now: number,
  announce: (last: SQL) => SQL | undefined = () => undefined,
): SQL {
  const ids = [...new Set(vehicleIds)];
  const scope = vehiclesScope(dealershipId);
  const announced = announce(sql`raised.version`) ?? sql`null`;
  return sql`with raised as (
      insert into lotready_scope_versions as v (scope, version)
      values (${scope}, ${ids.length})
      on conflict (scope) do update set version = v.version + ${ids.length}
      returning version
    ), marked as (
      select set_config('lotready.bumped_scopes',
        coalesce(current_setting('lotready.bumped_scopes', true), '') || ${scope} || ';', true)
    ), logged as (
      insert into vehicle_changes (dealership_id, seq, vehicle_id, changed_at)
      select ${dealershipId}::uuid, raised.version - ${ids.length} + c.ordinal, c.id, ${now}::bigint
      from raised, unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as c(id, ordinal)
    ), notified as (
      select pg_notify(${VERSIONS_CHANNEL}::text, ${scope}::text || '=' || raised.version)::text
          as versions,
        (${announced})::text as events
      from raised
    )
    select raised.version as last from raised, marked, notified`;
}

/** Logs the change with vehicleLogStatement in `tx` now, and returns the last number. */
export async function recordVehicleChanges(
  tx: Tx,
  dealershipId: string,
  vehicleIds: readonly string[],
  now: number,
): Promise<number> {
  const [row] = await selectRows<{ last: string | number }>(
    tx,
    vehicleLogStatement(dealershipId, vehicleIds, now),
  );
  return Number(row!.last);
}

/** One logged change as streams and caches see it: the vehicle now, or null (removed). */
export interface VehicleChange {
  seq: number;
  vehicleId: string;
  vehicle: Vehicle | null;
}

/**
 * The vehicles `vehicleIds` (each once, in that order) as this transaction leaves them, or null
 * where it removed one: those in `written` as its last write returned them, the others read
 * after its writes, under their row locks, so what the commit makes current. The writer brings
 * a cached list forward with them (server/cache/vehicle-list.ts).
 */
export async function vehiclesAsChanged(
  tx: Tx,
  dealershipId: string,
  vehicleIds: readonly string[],
  written: ReadonlyMap<string, Vehicle> = new Map(),
): Promise<Omit<VehicleChange, 'seq'>[]> {
  const ids = [...new Set(vehicleIds)];
  const unread = ids.filter((id) => !written.has(id));
  const rows = unread.length
    ? await tx
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, unread)))
    : [];
  const read = new Map(rows.map((row) => [row.id, toVehicle(row)]));
  return ids.map((vehicleId) => ({
    vehicleId,
    vehicle: written.get(vehicleId) ?? read.get(vehicleId) ?? null,
  }));
}

export type ChangesSince =
  | { kind: 'changes'; seq: number; changes: VehicleChange[] }
  /** The log cannot say what changed (pruned, over `limit`, or a write outside the app). */
  | { kind: 'resync'; seq: number };

/** The dealership's current sequence number (0 before its first change). */
export async function currentVehicleSeq(db: Executor, dealershipId: string): Promise<number> {
  const [row] = await selectRows<{ version: string | number }>(
    db,
    sql`select version from lotready_scope_versions where scope = ${vehiclesScope(dealershipId)}`,
  );
  return Number(row?.version ?? 0);
}

/**
 * What changed after `since`, oldest first, with each vehicle's current row (run it in the
 * dealership's tenant transaction). The counter is read first: every number up to it is
 * committed, so the log must hold each of them, else (pruned, more than `limit`, or a write
 * that bypassed the log) the answer is a resync at the current number. `upTo` stops early.
 */
export async function vehicleChangesSince(
  tx: Executor,
  dealershipId: string,
  since: number,
  limit: number,
  upTo = Number.MAX_SAFE_INTEGER,
): Promise<ChangesSince> {
  const seq = Math.min(upTo, await currentVehicleSeq(tx, dealershipId));
  if (seq <= since) return { kind: 'changes', seq, changes: [] };
  if (seq - since > limit) return { kind: 'resync', seq };
  const rows = await tx
    .select({ seq: vehicleChanges.seq, vehicleId: vehicleChanges.vehicleId, vehicle: vehicles })
    .from(vehicleChanges)
    .leftJoin(
      vehicles,
      and(
        eq(vehicles.dealershipId, vehicleChanges.dealershipId),
        eq(vehicles.id, vehicleChanges.vehicleId),
      ),
    )
    .where(
      and(
        eq(vehicleChanges.dealershipId, dealershipId),
        gt(vehicleChanges.seq, since),
        sql`${vehicleChanges.seq} <= ${seq}`,
      ),
    )
    .orderBy(vehicleChanges.seq);
  if (rows.length !== seq - since) return { kind: 'resync', seq };
  return {
    kind: 'changes',
    seq,
    changes: rows.map((row) => ({
      seq: row.seq,
      vehicleId: row.vehicleId,
      vehicle: row.vehicle ? toVehicle(row.vehicle as VehicleRow) : null,
    })),
  };
}
