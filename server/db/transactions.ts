import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from './types';

/** The non-owner role tenant work runs as (created by 0001_row_level_security.sql). */
export const APP_ROLE = 'lotready_app';

/** What a tenant transaction's work returns: its value, and a last statement to commit with. */
export interface Committing<T> {
  value: T;
  /**
   * Run last, and on PostgreSQL sent with the COMMIT in one message, so a lock it takes (the
   * dealership's change-log counter) is held for no round trip of this process.
   */
  last?: SQL | undefined;
}

/** The work's value and the rows its last statement returned. */
export interface Committed<T> {
  value: T;
  lastRows: Record<string, unknown>[];
}

/** A tenant transaction's work as a runner runs it: its value, and what goes with the commit. */
export interface Ending<T> {
  value: T;
  /** Statements to run in order before COMMIT: the writes at commit, then `last`. */
  tail: SQL[];
}

/**
 * How a database runs a tenant transaction (PostgreSQL's own runner: db/postgres-transaction):
 * it answers the rows of the tail's final statement.
 */
export type TenantTransactionRunner = <T>(
  dealershipId: string,
  work: (tx: Tx) => Promise<Ending<T>>,
) => Promise<Committed<T>>;

const runners = new WeakMap<Db, TenantTransactionRunner>();

/** Makes `runner` run `db`'s tenant transactions (openPostgres registers its own). */
export function runTenantTransactionsWith(db: Db, runner: TenantTransactionRunner): void {
  runners.set(db, runner);
}

/** By transaction, its writes held for its commit (writeAtCommit). */
const writesAtCommit = new WeakMap<Executor, SQL[]>();

/**
 * Writes `statement` with the commit of the tenant transaction `tx` (on PostgreSQL in the
 * COMMIT's message, no round trip of its own), or now outside one. For a write whose answer the
 * work does not need and which nothing later in the transaction reads; its error fails the
 * commit, and the change with it. Its parameters are strings, numbers, booleans or null: on
 * PostgreSQL they travel as literals (db/postgres-transaction.ts).
 */
export async function writeAtCommit(tx: Executor, statement: SQL): Promise<void> {
  const writes = writesAtCommit.get(tx);
  if (writes) writes.push(statement);
  else await tx.execute(statement);
}

/**
 * Runs `work` in a transaction scoped to one dealership: the role switches to lotready_app and
 * `app.dealership_id` is set, so row-level security hides every other dealership's rows even
 * from a query that forgot its `dealership_id` filter. Both settings are LOCAL: they end with
 * the transaction and never leak to the next user of a pooled connection.
 *
 * Keep the work short and use only `tx` inside: PGlite has one connection, and a query on the
 * outer `db` would wait for this transaction to end.
 */
export async function withTenantTransaction<T>(
  db: Db,
  dealershipId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { value } = await withTenantCommit(db, dealershipId, async (tx) => ({
    value: await work(tx),
  }));
  return value;
}

/** withTenantTransaction whose work ends with a statement run with the commit (Committing). */
export function withTenantCommit<T>(
  db: Db,
  dealershipId: string,
  work: (tx: Tx) => Promise<Committing<T>>,
): Promise<Committed<T>> {
  const ending = async (tx: Tx): Promise<Ending<T>> => {
    const writes: SQL[] = [];
    writesAtCommit.set(tx, writes);
    try {
      const { value, last } = await work(tx);
      return { value, tail: last ? [...writes, last] : writes };
    } finally {
      writesAtCommit.delete(tx);
    }
  };
  const runner = runners.get(db);
  if (runner) return runner(dealershipId, ending);
  return db.transaction(async (tx) => {
    // Both in one statement (SET LOCAL ROLE is set_config('role', …, true)): one round trip
    // less for every tenant transaction; left to right, so the role is set first.
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.dealership_id', ${dealershipId}, true)`,
    );
    const { value, tail } = await ending(tx);
    let result: unknown = { rows: [] };
    for (const statement of tail) result = await tx.execute(statement);
    return { value, lastRows: (result as { rows: Record<string, unknown>[] }).rows };
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
