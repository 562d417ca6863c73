import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration from server/db/schema.ts. Migrations run at
// start (server/db/migrate.ts) on PGlite and PostgreSQL alike; row-level security lives in the
// hand-written 0001_row_level_security.sql.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
