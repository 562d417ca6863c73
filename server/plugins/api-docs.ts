import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the routes' zod schemas, browsable at /api/docs. Register before the routes. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LotReady API',
        description: 'Vehicle workflow for car dealerships. Errors are { error, message, field? }.',
        version: '0.1.0',
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
