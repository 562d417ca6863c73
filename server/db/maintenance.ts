import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import { DAY_MS } from '../lib/clock';
import { DEVICE_TRUST_MS } from '../plugins/sign-in-devices';
import { selectRows, type Db } from './client';
import { pgliteOf } from './listen';
import {
  loginTokens,
  passwordResets,
  rateLimitHits,
  sessions,
  signInDevices,
  superAdminSessions,
  vehicleChanges,
} from './schema';
import { withSystemTransaction } from './transactions';

/**
 * Deletes sessions past their idle or absolute limit, sign-in / reset tokens spent or expired
 * more than a day ago (kept a day for forensics), rate-limit rows older than any window (a
 * day) and browsers not signed in with for DEVICE_TRUST_MS. Cross-tenant, so a system
 * transaction. main.ts runs it at start and every hour.
 */
export async function pruneExpiredCredentials(
  db: Db,
  config: ServerConfig,
  now: number,
): Promise<void> {
  const idleSince = now - config.sessionIdleTimeoutMs;
  const dayAgo = now - DAY_MS;
  await withSystemTransaction(db, async (tx) => {
    await tx
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
    await tx
      .delete(superAdminSessions)
      .where(
        or(lt(superAdminSessions.expiresAt, now), lt(superAdminSessions.lastSeenAt, idleSince)),
      );
    await tx
      .delete(loginTokens)
      .where(
        or(
          lt(loginTokens.expiresAt, dayAgo),
          and(isNotNull(loginTokens.usedAt), lt(loginTokens.usedAt, dayAgo)),
        ),
      );
    await tx
      .delete(passwordResets)
      .where(
        or(
          lt(passwordResets.expiresAt, dayAgo),
          and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, dayAgo)),
        ),
      );
    await tx.delete(rateLimitHits).where(lt(rateLimitHits.occurredAt, dayAgo));
    await tx.delete(signInDevices).where(lt(signInDevices.lastUsedAt, now - DEVICE_TRUST_MS));
  });
}

/**
 * How long the vehicle change log keeps a change: a browser away longer (a laptop closed
 * overnight) reconnects to a resync and loads its lists again, which is as cheap as replaying.
 */
export const VEHICLE_CHANGES_KEPT_MS = DAY_MS;

/** Forgets vehicle changes older than VEHICLE_CHANGES_KEPT_MS, in every dealership. */
export async function pruneVehicleChangeLog(db: Db, now: number): Promise<void> {
  await withSystemTransaction(db, (tx) =>
    tx.delete(vehicleChanges).where(lt(vehicleChanges.changedAt, now - VEHICLE_CHANGES_KEPT_MS)),
  );
}

/** The size from which a table is worth its first statistics: a few pages are read whole anyway. */
const ANALYZED_FROM_BYTES = 4 * 8192;

/**
 * Analyzes the tables that have grown past a few pages without statistics (decision 0137).
 * PGlite runs no autovacuum, so without this a table is never analyzed, and a plan cached for
 * the process's life while it was near empty — a foreign key's check, say — may read all of a
 * dealership's rows for every row it checks: the stays of a 5,000-row import checked their
 * cars that way, 17 s with 15,000 cars. Once analyzed, a key's uniqueness is known and the
 * plans hold as the table grows, so a table is analyzed once (its statistics persist in the
 * data directory). PostgreSQL's autovacuum gets there within a minute or so, but an import
 * into tables it has not reached yet took 5.4 s instead of 0.55 s (decision 0141), so the
 * import asks there too. Never analyzed: on PGlite no pg_statistic row (which the server's own
 * superuser reads); on PostgreSQL, where the app's role may not read pg_statistic,
 * `reltuples` still -1 (PostgreSQL 14 and later). Sizes, not the statistics views: those lag a
 * commit by up to a second. A table the role does not own is skipped with a warning.
 */
export async function analyzeNewTables(db: Db): Promise<void> {
  const neverAnalyzed = pgliteOf(db)
    ? sql`not exists (select 1 from pg_statistic p where p.starelid = c.oid)`
    : sql`c.reltuples < 0`;
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = 'public'
          and pg_relation_size(c.oid) >= ${ANALYZED_FROM_BYTES}
          and ${neverAnalyzed}`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`analyze ${tables.map((table) => table.name).join(', ')}`));
}
