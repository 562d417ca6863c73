import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies every pending migration in server/db/migrations (drizzle-kit's SQL plus the
 * hand-written row-level security) in one transaction, on either database.
 */
export function runMigrations(database: Database): Promise<void> {
  return database.applyMigrations(MIGRATIONS_FOLDER);
}
