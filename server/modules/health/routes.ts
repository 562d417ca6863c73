import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { healthApi } from '@domain/api/health-endpoints';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';

/** GET /api/health: 200 once the server answers and its database does. Any host. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, healthApi.check, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'The database does not answer');
    }
    return { status: 'ok' as const };
  });
}
