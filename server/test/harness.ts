import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { Database, Db } from '../db/client';
import { DAY_MS } from '../lib/clock';
import { createTestClock, type TestClock } from './clock';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from './database';

/** The configuration tests run with: NODE_ENV=test, local domains, links on port 3000. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', PORT: '3000', WEB_DIST_DIR: 'dist/none' }),
    ...overrides,
  };
}

/** What a test file gets from describeEachDatabase; ready inside tests and hooks. */
export interface TestContext {
  readonly kind: TestDatabaseKind;
  readonly database: Database;
  readonly db: Db;
  readonly clock: TestClock;
  readonly config: ServerConfig;
  /** The app built on this database and clock with testConfig(). */
  readonly app: FastifyInstance;
  /** Another app on the same database and clock, e.g. with TRUST_PROXY; closed after the file. */
  buildApp: (overrides?: Partial<ServerConfig>) => Promise<FastifyInstance>;
}

/**
 * Runs a suite once per available database (PGlite, and PostgreSQL under TEST_DATABASE_URL),
 * each on a fresh migrated database shared by the file's tests. The clock moves a day before
 * every test, so rate-limit windows and sessions of one test never reach the next; tests make
 * their own dealerships and users with the factories (test/factories.ts).
 *
 * ```ts
 * describeEachDatabase('tenant info', (t) => {
 *   it('answers the host's dealership', async () => {
 *     const dealership = await createTestDealership(t);
 *     const response = await request(t.app).get('/api/tenant/info', { host: tenantHostOf(dealership) });
 *     expect(response.statusCode).toBe(200);
 *   });
 * });
 * ```
 */
export function describeEachDatabase(name: string, define: (t: TestContext) => void): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const context = createContext(kind);
      define(context);
    });
  }
}

/** describeEachDatabase for PostgreSQL alone, in a `*.postgres.test.ts` file (only PostgreSQL
 * has other processes and connections to lose). */
export function describeOnPostgres(name: string, define: (t: TestContext) => void): void {
  describe(`${name} [postgres]`, () => define(createContext('postgres')));
}

function createContext(kind: TestDatabaseKind): TestContext {
  const clock = createTestClock();
  const config = testConfig();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const extraApps: FastifyInstance[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The test database is not open yet (use it inside tests)');
    return value;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config, db: database.db, clock });
  });
  afterAll(async () => {
    for (const extra of extraApps) await extra.close();
    await app?.close();
    await database?.close();
  });
  beforeEach(() => clock.advance(DAY_MS));

  return {
    kind,
    clock,
    config,
    get database() {
      return ready(database);
    },
    get db() {
      return ready(database).db;
    },
    get app() {
      return ready(app);
    },
    buildApp: async (overrides = {}) => {
      const extra = await buildApp({
        config: testConfig(overrides),
        db: ready(database).db,
        clock,
      });
      extraApps.push(extra);
      return extra;
    },
  };
}
