import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { selectRows } from '../db/client';
import { toDealershipRecord, type DealershipRecord } from '../db/records';
import { dealerships } from '../db/schema';

/**
 * The versions of one dealership's cache scopes (migration 0005): `access` rises with every
 * committed change to its registry row, users and sessions; `vehicles` with every change to its
 * vehicles. A scope never changed reads 0.
 */
export interface ScopeVersions {
  access: number;
  vehicles: number;
}

const accessScope = (dealershipId: string) => `access:${dealershipId}`;
const vehiclesScope = (dealershipId: string) => `vehicles:${dealershipId}`;

/**
 * The versions of every dealership in `dealershipIds`, in one primary-key read (what their
 * cached entries are checked against); a dealership never changed reads 0 in both.
 */
export async function readVersionsOf(
  db: Executor,
  dealershipIds: readonly string[],
): Promise<Map<string, ScopeVersions>> {
  if (dealershipIds.length === 0) return new Map();
  const scopes = dealershipIds.flatMap((id) => [accessScope(id), vehiclesScope(id)]);
  const rows = await selectRows<{ scope: string; version: string | number }>(
    db,
    sql`select scope, version from lotready_scope_versions
        where scope in (${sql.join(
          scopes.map((scope) => sql`${scope}`),
          sql`, `,
        )})`,
  );
  const byScope = new Map(rows.map((row) => [row.scope, Number(row.version)]));
  return new Map(
    dealershipIds.map((id) => [
      id,
      {
        access: byScope.get(accessScope(id)) ?? 0,
        vehicles: byScope.get(vehiclesScope(id)) ?? 0,
      },
    ]),
  );
}

const versionOfScope = (scope: ReturnType<typeof sql>) =>
  sql<string>`coalesce((select version from lotready_scope_versions where scope = ${scope}), 0)`;

/**
 * The dealership at `slug` with its versions, in one statement — one snapshot, so the versions
 * are never newer than the row they are kept with.
 */
export async function findDealershipWithVersions(
  db: Executor,
  slug: string,
): Promise<{ dealership: DealershipRecord; versions: ScopeVersions } | null> {
  const [row] = await db
    .select({
      dealership: dealerships,
      access: versionOfScope(sql`'access:' || ${dealerships.id}`),
      vehicles: versionOfScope(sql`'vehicles:' || ${dealerships.id}`),
    })
    .from(dealerships)
    .where(eq(dealerships.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    dealership: toDealershipRecord(row.dealership),
    versions: { access: Number(row.access), vehicles: Number(row.vehicles) },
  };
}
