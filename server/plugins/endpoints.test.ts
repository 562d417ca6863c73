import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import * as schema from '../db/schema';
import { definedEndpoints } from '../test/endpoint-definitions';
import { testConfig } from '../test/harness';
import { API_DOCS_PATH } from './api-docs';
import { createMovableClock, systemClock } from '../lib/clock';

/** Every /api route as the swagger plugin's onRoute hook recorded it: key and operationId. */
function registeredRoutes(document: { paths?: object }): Map<string, unknown> {
  const routes = new Map<string, unknown>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith(API_DOCS_PATH)) continue;
    for (const [method, operation] of Object.entries(operations as object)) {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      routes.set(route, (operation as { operationId?: unknown }).operationId);
    }
  }
  return routes;
}

describe('every /api route is registered from its endpoint definition', () => {
  // Registering routes runs no query: a database-less Drizzle is enough (as scripts/openapi.ts).
  let app: FastifyInstance;
  beforeAll(async () => {
    // With a movable clock, so the browser tests' POST /api/dev/clock is registered too.
    const movableClock = createMovableClock(systemClock);
    app = await buildApp({
      config: testConfig(),
      db: drizzle.mock({ schema }),
      clock: movableClock,
      movableClock,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers each route through registerEndpoint, with the operationId of its definition', () => {
    const defined = definedEndpoints();
    const routes = registeredRoutes(app.swagger());
    const byHand = [...routes]
      .filter(([route, operationId]) => {
        const definition = defined.get(route);
        return !definition || definition.operationId !== operationId;
      })
      .map(([route]) => route);
    expect(byHand).toEqual([]);
  });

  it('registers every definition (no definition without its route)', () => {
    const routes = registeredRoutes(app.swagger());
    const unregistered = [...definedEndpoints().keys()].filter((route) => !routes.has(route));
    expect(unregistered).toEqual([]);
  });
});
