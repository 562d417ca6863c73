import { like, sql } from 'drizzle-orm';
import { vehicleCreateSchema, type VehicleType } from '@domain/api/vehicles';
import { newVehicle } from '@domain/vehicle/new-vehicle';
import { HOUR_MS } from '@domain/time';
import { defaultConfigForNewDealership } from '../../server/commands/create-dealership';
import { openDatabase, type Tx } from '../../server/db/client';
import { unnestSelect } from '../../server/db/unnest-select';
import { runMigrations } from '../../server/db/migrate';
import { dealershipConfigs, dealerships, users, vehicles } from '../../server/db/schema';
import { withSystemTransaction } from '../../server/db/transactions';
import { hashPassword } from '../../server/lib/passwords';
import { orderedUuid } from '../../server/lib/ordered-id';

export const SCALE_SLUG_PREFIX = 'scale-';
/** Every scale dealership's admin signs in with this password (username `scale-0001-admin`). */
export const SCALE_ADMIN_PASSWORD = 'scale-admin-pass';

export interface ScaleSeedOptions {
  dealerships: number;
  vehiclesPerDealership: number;
  /** Progress lines (default: console.log). */
  log?: (line: string) => void;
}

export interface ScaleSeedResult {
  dealerships: number;
  vehicles: number;
  ms: number;
}

const DEALERSHIPS_PER_TRANSACTION = 20;
const TYPES: readonly VehicleType[] = ['inventory', 'make-ready', 'service'];
const MAKES = ['Toyota', 'Honda', 'Ford', 'BMW', 'Citroën'];

export const scaleSlug = (index: number) => `${SCALE_SLUG_PREFIX}${String(index).padStart(4, '0')}`;

/** One dealership's vehicles, built by the domain's rule for a new vehicle (as an import would). */
function vehicleRows(dealershipId: string, count: number, now: number) {
  return Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    // Spread over the last 30 days, so the boards show every status.
    const entered = now - (i % 720) * HOUR_MS;
    const times =
      type === 'make-ready'
        ? { makeReadyAddedAt: entered }
        : type === 'service'
          ? { serviceAddedAt: entered }
          : {};
    const input = vehicleCreateSchema.parse({
      stockNumber: `S${String(i + 1).padStart(5, '0')}`,
      year: 2015 + (i % 10),
      make: MAKES[i % MAKES.length]!,
      model: 'Scale',
      color: 'Gray',
      type,
      salesperson: 'Scale',
      starred: i % 50 === 0,
    });
    return { dealershipId, ...newVehicle(input, { id: orderedUuid(), now, times }) };
  });
}

/**
 * Triggers off for this transaction (PostgreSQL superuser only): the change notifications and
 * cache-version bumps of half a million inserted rows would cost minutes and tell nobody
 * anything (no process has cached a dealership that does not exist yet). Without the right,
 * the seed runs with them, only slower.
 */
async function withoutTriggers(tx: Tx): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`).catch(() => undefined);
}

/**
 * Seeds `dealerships` dealerships (`scale-0001`…) with one admin each and
 * `vehiclesPerDealership` vehicles, on PostgreSQL, with multi-row inserts (one JSON parameter
 * per statement). Dealerships that already exist are left as they are, so a second run only
 * adds what is missing.
 */
export async function seedScale(
  databaseUrl: string,
  options: ScaleSeedOptions,
): Promise<ScaleSeedResult> {
  const log = options.log ?? console.log;
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  try {
    await runMigrations(database);
    const passwordHash = await hashPassword(SCALE_ADMIN_PASSWORD);
    const existing = new Set(
      (
        await withSystemTransaction(database.db, (tx) =>
          tx
            .select({ slug: dealerships.slug })
            .from(dealerships)
            .where(like(dealerships.slug, `${SCALE_SLUG_PREFIX}%`)),
        )
      ).map((row) => row.slug),
    );
    const missing = Array.from({ length: options.dealerships }, (_, i) => scaleSlug(i + 1)).filter(
      (slug) => !existing.has(slug),
    );
    log(`${existing.size} scale dealerships exist; seeding ${missing.length} more`);
    let vehicleCount = 0;
    for (let start = 0; start < missing.length; start += DEALERSHIPS_PER_TRANSACTION) {
      const slugs = missing.slice(start, start + DEALERSHIPS_PER_TRANSACTION);
      const now = Date.now();
      await withSystemTransaction(database.db, async (tx) => {
        await withoutTriggers(tx);
        const created = await tx
          .insert(dealerships)
          .values(
            slugs.map((slug) => ({
              name: `Scale Motors ${slug.slice(SCALE_SLUG_PREFIX.length)}`,
              slug,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: dealerships.id, slug: dealerships.slug });
        await tx.insert(dealershipConfigs).values(
          created.map(({ id }) => ({
            dealershipId: id,
            config: defaultConfigForNewDealership(),
            updatedAt: now,
          })),
        );
        await tx.insert(users).values(
          created.map(({ id, slug }) => ({
            dealershipId: id,
            username: `${slug}-admin`,
            fullName: `Admin of ${slug}`,
            email: null,
            role: 'admin' as const,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })),
        );
        for (const { id } of created) {
          const rows = vehicleRows(id, options.vehiclesPerDealership, now);
          await tx.insert(vehicles).select(unnestSelect(vehicles, rows));
          vehicleCount += rows.length;
        }
      });
      log(`  ${start + slugs.length} of ${missing.length} dealerships, ${vehicleCount} vehicles`);
    }
    return { dealerships: missing.length, vehicles: vehicleCount, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}
