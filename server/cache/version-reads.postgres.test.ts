import type { PoolClient } from 'pg';
import { afterEach, expect, it } from 'vitest';
import { postgresPoolOf } from '../db/listen';
import { createTestDealership } from '../test/factories';
import { describeOnPostgres } from '../test/harness';

describeOnPostgres('cache-version reads on PostgreSQL', (t) => {
  const held: PoolClient[] = [];
  afterEach(() => held.splice(0).forEach((client) => client.release()));

  it('are answered while every connection of the main pool is taken (decision 0058)', async () => {
    const dealership = await createTestDealership(t);
    const pool = postgresPoolOf(t.app.db)!;
    // Editors' transactions holding the whole pool: the shared read must not queue behind them.
    while (held.length < pool.options.max!) held.push(await pool.connect());
    expect(pool.idleCount).toBe(0);
    const versions = await t.app.caches.versions.read(dealership.id);
    // A new dealership's default steps count as its first vehicle-scope change (0013).
    expect(versions).toEqual({ access: expect.any(Number), vehicles: expect.any(Number) });
  });
});
