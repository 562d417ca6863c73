import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS } from '@domain/api/endpoint';
import { tenantHost } from '@domain/host-mode';
import { publicOrigin } from '../lib/public-urls';
import { polishOpenApiDocument, type OpenApiDocument } from './openapi-polish';
import { sessionCookieName } from './session';
import { superAdminCookieName } from './super-admin-session';

/** Where the browsable documentation is served (its JSON at `${API_DOCS_PATH}/json`). */
export const API_DOCS_PATH = '/api/docs';

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
          url: publicOrigin(config, '{dealership}.{appDomain}'),
          description: "A dealership's own host; its session cookie works only there",
          variables: {
            dealership: { default: 'demo', description: "The dealership's subdomain (slug)" },
            appDomain: {
              default: tenantHost('', config.domains).slice(1),
              description: 'APP_DOMAIN of this deployment',
            },
          },
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
    transform: withUploadBodies(
      createJsonSchemaTransform({ skipList: [API_DOCS_PATH, `${API_DOCS_PATH}/*`] }),
    ),
    transformObject: jsonSchemaTransformObject,
  });
  // The document is always built (scripts/openapi.ts, the endpoint checks); it is served only
  // where API_DOCS allows, which production does not by default.
  if (!config.apiDocs) return;
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    transformSpecification: () => openApiDocument(app),
  });
}

type SchemaTransform = ReturnType<typeof createJsonSchemaTransform>;

/**
 * A route that takes a file (EndpointDefinition.upload) has no JSON body schema; its request
 * body is described here as the binary file of the media types it accepts.
 */
function withUploadBodies(transform: SchemaTransform): SchemaTransform {
  return (input) => {
    const output = transform(input);
    const mediaTypes = input.route.config?.uploadMediaTypes;
    if (!mediaTypes) return output;
    const file = { schema: { type: 'string', format: 'binary' } };
    const content = Object.fromEntries(mediaTypes.map((type) => [type, file]));
    return { ...output, schema: { ...output.schema, body: { content } } };
  };
}

const published = new WeakMap<FastifyInstance, OpenApiDocument>();

/** The document as /api/docs/json serves it (and scripts/openapi.ts writes it), once per app. */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  let document = published.get(app);
  if (!document) {
    document = polishOpenApiDocument(app.swagger());
    published.set(app, document);
  }
  return document;
}
