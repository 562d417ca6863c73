import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Vehicle } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { compareNewestFirst } from '@domain/vehicle/list-order';
import { queryKeys, type VehicleFilters } from './query-keys';

/** The vehicle placed in a list by the list's order, replacing an older copy of itself. */
function withVehicle(list: readonly Vehicle[], vehicle: Vehicle): Vehicle[] {
  const index = list.findIndex((item) => item.id === vehicle.id);
  if (index >= 0) {
    // An older copy never replaces a newer one (a change that raced its own answer).
    if (list[index]!.version > vehicle.version) return [...list];
    const next = [...list];
    next[index] = vehicle;
    return next;
  }
  const at = list.findIndex((item) => compareNewestFirst(vehicle, item) < 0);
  return at < 0 ? [...list, vehicle] : [...list.slice(0, at), vehicle, ...list.slice(at)];
}

function withoutVehicle(list: readonly Vehicle[], id: string): readonly Vehicle[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

/** The filters a cached vehicle list was loaded with (queryKeys.vehicles.list). */
function filtersOf(queryKey: QueryKey): VehicleFilters {
  const filters = queryKey[1];
  return typeof filters === 'object' && filters !== null ? filters : {};
}

/**
 * Whether a list holds this vehicle: a workflow's list (a board's) only the vehicles on that
 * board (domain/vehicle/board-filter), so a vehicle moving in appears and one moving out goes.
 */
function belongsIn(filters: VehicleFilters, vehicle: Vehicle): boolean {
  return filters.type === undefined || isOnBoard(vehicle, filters.type);
}

/**
 * Puts a vehicle as it now is into every cached vehicle list it belongs in, and out of those
 * it no longer belongs in (a live change, or the answer to this screen's own write), so no
 * list is downloaded again for one vehicle.
 */
export function putVehicleInLists(queryClient: QueryClient, vehicle: Vehicle): void {
  for (const [queryKey, list] of queryClient.getQueriesData<Vehicle[]>({
    queryKey: queryKeys.vehicles.all,
  })) {
    if (!Array.isArray(list)) continue;
    const next = belongsIn(filtersOf(queryKey), vehicle)
      ? withVehicle(list, vehicle)
      : withoutVehicle(list, vehicle.id);
    if (next !== list) queryClient.setQueryData(queryKey, next);
  }
  // A record read on its own (its vehicle in no cached list) stays current too.
  queryClient.setQueryData<Vehicle>(queryKeys.vehicleRecord(vehicle.id), (record) =>
    record && record.version <= vehicle.version ? vehicle : record,
  );
}

/** Takes a removed vehicle out of every cached vehicle list. */
export function removeVehicleFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<readonly Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
    Array.isArray(list) ? withoutVehicle(list, id) : list,
  );
}

/** A live vehicle change by its sequence number: the vehicle as it now is, or null (removed). */
export interface SequencedChange {
  seq: number;
  id: string;
  vehicle: Vehicle | null;
}

/**
 * How many recent live changes are kept for reads still under way: a page read before a
 * change and landing after it must not undo it (a board's pages take a second or two).
 */
const JOURNAL_SIZE = 2000;

interface Journal {
  /** Oldest first. */
  changes: SequencedChange[];
  /**
   * Every change after this number is in `changes`; undefined while no live stream has said
   * where it is (nothing has been heard yet).
   */
  floor: number | undefined;
  /** The oldest number a page was read at while there was no floor: where a stream must start. */
  readFrom: number | undefined;
}

const journals = new WeakMap<QueryClient, Journal>();

function journalOf(queryClient: QueryClient): Journal {
  let journal = journals.get(queryClient);
  if (!journal) {
    journal = { changes: [], floor: undefined, readFrom: undefined };
    journals.set(queryClient, journal);
  }
  return journal;
}

/**
 * Where a live stream opened now must start so that no list is left behind: the oldest
 * number a page was read at before any stream (undefined: nothing read, or a stream already
 * says where the lists are). The stream then replays every change after it.
 */
export function liveStreamStart(queryClient: QueryClient): number | undefined {
  const journal = journalOf(queryClient);
  return journal.floor === undefined ? journal.readFrom : undefined;
}

/** A stream starts from `seq` (liveStreamStart): every change after it will be heard. */
export function liveStreamResumed(queryClient: QueryClient, seq: number): void {
  const journal = journalOf(queryClient);
  journal.floor ??= seq;
  journal.readFrom = undefined;
}

/**
 * A stream opened without a start goes on from `seq`. True when a list was read before it, at
 * an older number (or an earlier stream's changes stopped before it): the changes in between
 * were never heard, so the lists must be read again.
 */
export function liveStreamPositioned(queryClient: QueryClient, seq: number): boolean {
  const journal = journalOf(queryClient);
  const heardUpTo = journal.changes.at(-1)?.seq ?? journal.floor;
  const behind = [heardUpTo, journal.readFrom].some((from) => from !== undefined && from < seq);
  journals.set(queryClient, { changes: [], floor: seq, readFrom: undefined });
  return behind;
}

/**
 * Applies a live change to every cached list and keeps it, by its sequence number, for the
 * pages still on their way (withListPage): a list not cached yet gets it when its page lands.
 */
export function applyLiveChange(queryClient: QueryClient, change: SequencedChange): void {
  const journal = journalOf(queryClient);
  journal.changes.push(change);
  const excess = journal.changes.length - JOURNAL_SIZE;
  if (excess > 0) journal.floor = journal.changes.splice(0, excess).at(-1)!.seq;
  if (change.vehicle) putVehicleInLists(queryClient, change.vehicle);
  else removeVehicleFromLists(queryClient, change.id);
}

/** After a resync every list is read again: no read from before `seq` can be caught up. */
export function forgetLiveChanges(queryClient: QueryClient, seq: number): void {
  journals.set(queryClient, { changes: [], floor: seq, readFrom: undefined });
}

/** A page added to a list: a vehicle already there keeps whichever copy is newer. */
function withPage(current: readonly Vehicle[], page: readonly Vehicle[]): Vehicle[] {
  const known = new Map(current.map((vehicle) => [vehicle.id, vehicle]));
  const added = page.filter((vehicle) => !known.has(vehicle.id));
  const newer = new Map(
    page
      .filter((vehicle) => (known.get(vehicle.id)?.version ?? Infinity) < vehicle.version)
      .map((vehicle) => [vehicle.id, vehicle]),
  );
  const updated = newer.size ? current.map((vehicle) => newer.get(vehicle.id) ?? vehicle) : current;
  return [...updated, ...added];
}

/**
 * `list` with `changes` applied (oldest first; only each vehicle's last counts) in one pass:
 * a changed vehicle is replaced, or dropped when removed or off this list, unless the list
 * already holds a newer copy (this screen's own write); one not there yet is placed by order.
 */
function withChanges(
  filters: VehicleFilters,
  list: readonly Vehicle[],
  changes: readonly SequencedChange[],
): Vehicle[] {
  const latest = new Map(changes.map((change) => [change.id, change]));
  const next: Vehicle[] = [];
  for (const vehicle of list) {
    const change = latest.get(vehicle.id);
    if (!change) {
      next.push(vehicle);
      continue;
    }
    latest.delete(vehicle.id);
    if (change.vehicle && change.vehicle.version < vehicle.version) next.push(vehicle);
    else if (change.vehicle && belongsIn(filters, change.vehicle)) next.push(change.vehicle);
  }
  let result = next;
  for (const { vehicle } of latest.values()) {
    if (vehicle && belongsIn(filters, vehicle)) result = withVehicle(result, vehicle);
  }
  return result;
}

/**
 * A list (`current`, what the cache holds of it) with a page read at sequence number
 * `page.seq` added, brought up to the live changes heard after `since` (the list's first
 * page's number; this page's by default). The page's copy of a vehicle changed after the
 * page was read is not taken, so a vehicle deleted or moved off the board while the page was
 * on its way does not come back; the later changes are applied again, so one heard before the
 * list had any page is not lost. Null when the journal no longer reaches back that far (the
 * list must be read again). A page without a number (the sandbox) is taken as it is.
 */
export function withListPage(
  queryClient: QueryClient,
  filters: VehicleFilters,
  current: readonly Vehicle[],
  page: { items: readonly Vehicle[]; seq?: number | undefined },
  since = page.seq,
): Vehicle[] | null {
  const { seq } = page;
  if (seq === undefined || since === undefined) return withPage(current, page.items);
  const journal = journalOf(queryClient);
  const from = Math.min(seq, since);
  if (journal.floor === undefined) journal.readFrom = Math.min(journal.readFrom ?? from, from);
  else if (from < journal.floor) return null;
  const later = journal.changes.filter((change) => change.seq > from);
  if (later.length === 0) return withPage(current, page.items);
  const changedAfterPage = new Set(
    later.filter((change) => change.seq > seq).map((change) => change.id),
  );
  const merged = withPage(
    current,
    page.items.filter((vehicle) => !changedAfterPage.has(vehicle.id)),
  );
  return withChanges(filters, merged, later);
}
