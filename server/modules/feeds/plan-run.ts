import type { Vehicle, VehicleCreate } from '@domain/api/vehicles';
import { archivesMissing } from '@domain/feeds/rules';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { normalizeVin } from '@domain/vin';

/**
 * The fields a feed keeps up to date on a vehicle already on the lot, when its file has a
 * column for them (decision 0100). The stock number is the match; the workflow, its clocks,
 * the star and the sold flag are the dealership's own once the car is here.
 */
export const FEED_OWNED_FIELDS = [
  'vin',
  'year',
  'make',
  'model',
  'color',
  'trim',
  'mileage',
  'priceCents',
  'location',
  'salesperson',
  'notes',
  'isShipping',
] as const satisfies readonly (ImportFieldKey & keyof Vehicle)[];
type OwnedField = (typeof FEED_OWNED_FIELDS)[number];
export type FeedPatch = Partial<Pick<Vehicle, OwnedField | 'flag'>>;

/** What a feed knows of one of its vehicles (table feed_vehicles). */
export interface FeedVehicleState {
  vehicleId: string;
  /** The value the feed last wrote to each field it owns. */
  written: Record<string, unknown>;
  missingSince: number | null;
  missingRuns: number;
  archivedAt: number | null;
}

export interface FeedRunPlan {
  /** Rows for vehicles not on the lot: added. */
  adds: VehicleCreate[];
  /** Vehicles on the lot the run changes, and how. */
  updates: { before: Vehicle; patch: FeedPatch }[];
  unchanged: number;
  /** Feed records that change (only those: an unchanged vehicle costs no write). */
  records: FeedVehicleState[];
  missing: number;
  archived: number;
}

/** Blank text and null are one "no value", as a cell and a stored field say it. */
function same(a: unknown, b: unknown): boolean {
  const plain = (value: unknown) => (value === '' || value === undefined ? null : value);
  return Object.is(plain(a), plain(b));
}

function sameRecord(a: FeedVehicleState | undefined, b: FeedVehicleState): boolean {
  return (
    a !== undefined &&
    a.missingSince === b.missingSince &&
    a.missingRuns === b.missingRuns &&
    a.archivedAt === b.archivedAt &&
    JSON.stringify(a.written) === JSON.stringify(b.written)
  );
}

/** The dealership's vehicles by normalised VIN and by stock number. */
function indexVehicles(stored: readonly Vehicle[]) {
  const byVin = new Map<string, Vehicle>();
  const byStock = new Map<string, Vehicle>();
  for (const vehicle of stored) {
    if (vehicle.vin) byVin.set(normalizeVin(vehicle.vin), vehicle);
    byStock.set(vehicle.stockNumber, vehicle);
  }
  return (row: VehicleCreate) =>
    (row.vin ? byVin.get(normalizeVin(row.vin)) : undefined) ?? byStock.get(row.stockNumber);
}

/**
 * One matched vehicle: each owned field takes the file's value unless staff changed it since
 * the feed last wrote it (the stored value is no longer what the feed wrote). A field the
 * feed never wrote is taken over. A vehicle the feed archived comes back active.
 */
function planMatch(
  before: Vehicle,
  row: VehicleCreate,
  owned: readonly OwnedField[],
  known: FeedVehicleState | undefined,
) {
  const written: Record<string, unknown> = { ...known?.written };
  const patch: Record<string, unknown> = {};
  for (const field of owned) {
    const stored = before[field];
    const last = known?.written[field];
    if (last !== undefined && !same(stored, last)) continue;
    if (!same(stored, row[field])) patch[field] = row[field];
    written[field] = row[field] ?? null;
  }
  if (known?.archivedAt != null && before.flag === 'sold') patch.flag = 'active';
  const record: FeedVehicleState = {
    vehicleId: before.id,
    written,
    missingSince: null,
    missingRuns: 0,
    archivedAt: null,
  };
  return { patch: patch as FeedPatch, record };
}

/**
 * What a run of a feed does (issue #27 item 6), decided before anything is written: each row
 * matched by VIN, then stock number; new ones added; matched ones updated in the fields the
 * feed owns; the feed's vehicles absent from the file marked missing, and archived (marked
 * sold, which keeps them and their history, and is undone by hand or by their return) once
 * missing for the grace period and two runs.
 */
export function planFeedRun(props: {
  rows: readonly VehicleCreate[];
  columns: readonly ImportFieldKey[];
  stored: readonly Vehicle[];
  known: ReadonlyMap<string, FeedVehicleState>;
  graceDays: number;
  now: number;
}): FeedRunPlan {
  const { known, now } = props;
  const owned = FEED_OWNED_FIELDS.filter((field) => props.columns.includes(field));
  const match = indexVehicles(props.stored);
  const plan: FeedRunPlan = {
    adds: [],
    updates: [],
    unchanged: 0,
    records: [],
    missing: 0,
    archived: 0,
  };
  const seen = new Set<string>();
  for (const row of props.rows) {
    const before = match(row);
    if (!before || seen.has(before.id)) {
      if (!before) plan.adds.push(row);
      continue;
    }
    seen.add(before.id);
    const { patch, record } = planMatch(before, row, owned, known.get(before.id));
    if (Object.keys(patch).length > 0) plan.updates.push({ before, patch });
    else plan.unchanged += 1;
    if (!sameRecord(known.get(before.id), record)) plan.records.push(record);
  }
  const byId = new Map(props.stored.map((vehicle) => [vehicle.id, vehicle]));
  for (const state of known.values()) {
    const vehicle = byId.get(state.vehicleId);
    if (seen.has(state.vehicleId) || !vehicle || state.archivedAt !== null) continue;
    const since = state.missingSince ?? now;
    const runs = state.missingRuns + 1;
    if (archivesMissing(since, runs, props.graceDays, now)) {
      // A car already sold by hand left the feed as it should: nothing to write.
      if (vehicle.flag !== 'sold') {
        plan.updates.push({ before: vehicle, patch: { flag: 'sold' } });
        plan.archived += 1;
      }
      plan.records.push({ ...state, missingSince: since, missingRuns: runs, archivedAt: now });
    } else {
      plan.missing += 1;
      plan.records.push({ ...state, missingSince: since, missingRuns: runs });
    }
  }
  return plan;
}

/** What the feed wrote to a vehicle it added: the owned fields its file has. */
export function writtenOnAdd(
  row: VehicleCreate,
  columns: readonly ImportFieldKey[],
): Record<string, unknown> {
  return Object.fromEntries(
    FEED_OWNED_FIELDS.filter((field) => columns.includes(field)).map((field) => [
      field,
      row[field] ?? null,
    ]),
  );
}
