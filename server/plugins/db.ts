import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The database; tenant work goes through `request.withTenant` or `withTenantTransaction`. */
    db: Db;
    /** The app's clock: every "now" on the server comes from here (tests inject their own). */
    clock: Clock;
  }
}

/** Makes configuration, database and clock available to every plugin and route. */
export function registerCoreDecorations(
  app: FastifyInstance,
  deps: { config: ServerConfig; db: Db; clock: Clock },
): void {
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('clock', deps.clock);
}
