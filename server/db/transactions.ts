import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** The non-owner role tenant work runs as (created by 0001_row_level_security.sql). */
export const APP_ROLE = 'lotready_app';

/**
 * Runs `work` in a transaction scoped to one dealership: the role switches to lotready_app and
 * `app.dealership_id` is set, so row-level security hides every other dealership's rows even
 * from a query that forgot its `dealership_id` filter. Both settings are LOCAL: they end with
 * the transaction and never leak to the next user of a pooled connection.
 *
 * Keep the work short and use only `tx` inside: PGlite has one connection, and a query on the
 * outer `db` would wait for this transaction to end.
 */
export function withTenantTransaction<T>(
  db: Db,
  dealershipId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Both in one statement (SET LOCAL ROLE is set_config('role', …, true)): one round trip
    // less for every tenant transaction; left to right, so the role is set first.
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.dealership_id', ${dealershipId}, true)`,
    );
    return work(tx);
  });
}

/**
 * Runs cross-tenant work (universal login's username lookup, signup, password reset, seeding,
 * the super admin) in a transaction that opts in to the `system_cross_tenant` policy. It runs as
 * the connecting role, never as lotready_app, and the opt-in is LOCAL to the transaction.
 */
export function withSystemTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.cross_tenant', 'on', true)`);
    return work(tx);
  });
}
