import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  type EndpointAccess,
  type EndpointDefinition,
  type ErrorStatus,
} from '@domain/api/endpoint';
import { requireRight, requireUser } from './session';
import { requireCustomDashboards, requireWritableSubscription } from './subscription';
import { requireSuperAdmin } from './super-admin-session';

/** The Fastify schema of an endpoint, typed so the handler sees its params, query and body. */
export interface SchemaOf<E extends EndpointDefinition> extends FastifySchema {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
}

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

export interface EndpointRouteOptions {
  /** Extra checks after the access guard (re-authentication, rate limits). */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

/** Whether the subscription guards the endpoint: a staff write, or a plan entitlement. */
function subscriptionGuardsOf(endpoint: EndpointDefinition): preValidationHookHandler[] {
  if (endpoint.access.kind !== 'staff') return [];
  const guards: preValidationHookHandler[] = [];
  if (endpoint.method !== 'GET' && !endpoint.allowedWhileReadOnly) {
    guards.push(requireWritableSubscription);
  }
  if (endpoint.entitlement === 'customDashboards') guards.push(requireCustomDashboards);
  return guards;
}

/** The guard an endpoint's access names, run before validation (401/403 before any 400). */
function guardOf(access: EndpointAccess): preValidationHookHandler[] {
  switch (access.kind) {
    case 'public':
      return [];
    case 'super-admin':
      return [requireSuperAdmin];
    case 'staff':
      return [access.right ? requireRight(access.right) : requireUser()];
  }
}

/** The OpenAPI security requirement of an access kind (schemes: plugins/api-docs.ts). */
function securityOf(access: EndpointAccess): Record<string, string[]>[] {
  if (access.kind === 'staff') return [{ staffSession: [] }];
  if (access.kind === 'super-admin') return [{ superAdminSession: [] }];
  return []; // public: no session needed, said explicitly
}

/**
 * What the plugins answer before any handler, written here once instead of in every
 * definition: a host naming no dealership is 404 (plugins/tenant.ts); a write may be refused
 * as cross-site (403, plugins/csrf.ts) or send a body that is not JSON (415), too large (413)
 * or malformed (400).
 */
function protocolErrors(endpoint: EndpointDefinition): ErrorStatus[] {
  const statuses: ErrorStatus[] = endpoint.anyHost ? [] : [404];
  if (endpoint.method !== 'GET') statuses.push(400, 403, 413, 415);
  if (subscriptionGuardsOf(endpoint).length > 0) statuses.push(402);
  return statuses;
}

/**
 * The route's response schemas: the endpoint's own over the protocol errors. A stream or a
 * file is described under its media type (errors stay JSON); a handler sends it as text, so
 * it is never serialised as JSON.
 */
function responsesOf(endpoint: EndpointDefinition): FastifySchema['response'] {
  const responses: Record<string, unknown> = errorResponses(...protocolErrors(endpoint));
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    const success = Number(status) < 300;
    responses[status] =
      endpoint.produces && success ? { content: { [endpoint.produces]: { schema } } } : schema;
  }
  return responses;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers on every host (EndpointDefinition.anyHost, read by plugins/tenant). */
    anyHost?: boolean;
    /** The media types of a file body the route takes (EndpointDefinition.upload: csrf, docs). */
    uploadMediaTypes?: readonly string[];
  }
}

/**
 * Registers the route of an endpoint definition: its method and path, its guard, its zod
 * schemas (validation, serialisation, OpenAPI) and the handler. Nothing about the endpoint is
 * written here a second time.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const extra = options.preValidation;
  const schema: SchemaOf<E> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint.access),
    params: endpoint.params,
    querystring: endpoint.query,
    body: endpoint.body,
    // Typed as the definition's responses, so the handler's answer is checked against them.
    response: responsesOf(endpoint) as E['responses'],
  };
  // Parts the endpoint does not take are left out, not set to undefined (Fastify warns).
  for (const [key, value] of Object.entries(schema)) {
    if (value === undefined) Reflect.deleteProperty(schema, key);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    preValidation: [
      ...guardOf(endpoint.access),
      ...subscriptionGuardsOf(endpoint),
      ...(extra ? [extra].flat() : []),
    ],
    config: {
      ...options.config,
      anyHost: endpoint.anyHost,
      uploadMediaTypes: endpoint.upload?.mediaTypes,
    },
    bodyLimit: endpoint.upload?.maxBytes ?? options.bodyLimit,
    handler,
  });
}
