import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (same dialect, same schema). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to `withTenantTransaction` / `withSystemTransaction` callbacks. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions take: the database or a transaction. */
export type Executor = Db | Tx;
