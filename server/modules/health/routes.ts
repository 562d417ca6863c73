import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@domain/api/common';
import { HttpError } from '../../lib/http-error';

const healthSchema = z.object({ status: z.literal('ok') });

/** GET /api/health: 200 once the server answers and its database does. Any host. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: errorBodySchema } } },
      async () => {
        try {
          await app.db.execute(sql`select 1`);
        } catch {
          throw new HttpError(503, 'The database does not answer');
        }
        return { status: 'ok' as const };
      },
    );
}
