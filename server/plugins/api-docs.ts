import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS } from '@domain/api/endpoint';
import { tenantHost } from '@domain/host-mode';
import { publicOrigin } from '../lib/public-urls';
import { sessionCookieName } from './session';
import { superAdminCookieName } from './super-admin-session';

/**
 * The OpenAPI document of every endpoint definition (domain/api), browsable at /api/docs:
 * schemas with an id (`.meta({ id })`) become named components that operations reference;
 * tags, operation ids and summaries come from the definitions. Register before the routes.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LotReady API',
        description:
          'Vehicle workflow for car dealerships. Every error answer is `{ error, message, field? }`, and a 400 names the field in `field`.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-LotReady' },
      },
      servers: [
        {
          url: publicOrigin(config, tenantHost('demo', config.domains)),
          description:
            "A dealership's own host ({slug}.APP_DOMAIN); its session cookie works only there",
        },
      ],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'A staff session, set by POST /api/auth/consume-token on the tenant host',
          },
          superAdminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: superAdminCookieName(config),
            description: 'The super-admin session, set by POST /api/super-admin/login',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/*'] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
