import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../lib/clock';
import { createTestUser, LOGIN_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { signIn } from '../test/sign-in';
import { selectRows } from './client';
import { analyzeNewTables, pruneExpiredCredentials } from './maintenance';
import { loginTokens, rateLimitHits, sessions, signInDevices } from './schema';

describeEachDatabase('pruning expired credentials', (t) => {
  it('deletes idle sessions and old tokens, and keeps live ones', async () => {
    const idle = await createTestUser(t);
    await signIn(t.app, idle);
    await request(t.app).post(
      '/api/auth/universal-login',
      { username: idle.user.username, password: idle.password },
      { host: LOGIN_HOST },
    );
    t.clock.advance(13 * HOUR_MS + DAY_MS);
    const live = await createTestUser(t);
    await signIn(t.app, live);

    await pruneExpiredCredentials(t.db, t.config, t.clock());
    const left = await t.db.select().from(sessions);
    expect(left.map((row) => row.userId)).toEqual([live.user.id]);
    expect(await t.db.select().from(loginTokens)).toEqual([]);
  });

  it('deletes rate-limit rows older than a day and browsers unused for 90 days', async () => {
    const account = await createTestUser(t);
    await request(t.app).post(
      '/api/auth/universal-login',
      { username: account.user.username, password: 'wrong-password' },
      { host: LOGIN_HOST },
    );
    await signIn(t.app, account);
    t.clock.advance(DAY_MS + 1);
    await pruneExpiredCredentials(t.db, t.config, t.clock());
    expect(await t.db.select().from(rateLimitHits)).toEqual([]);
    const devicesOfAccount = () =>
      t.db
        .select()
        .from(signInDevices)
        .where(eq(signInDevices.accountKey, `user:${account.user.username.toLowerCase()}`));
    expect(await devicesOfAccount()).toHaveLength(1);
    t.clock.advance(90 * DAY_MS);
    await pruneExpiredCredentials(t.db, t.config, t.clock());
    expect(await devicesOfAccount()).toEqual([]);
  });
});

// Decisions 0137 and 0141: a table grown without statistics gets them once, not waiting for
// PostgreSQL's autovacuum (PGlite has none).
describeEachDatabase('first statistics of grown tables', (t) => {
  const hasStatistics = async (table: string) => {
    const [row] = await selectRows<{ analyzed: boolean }>(
      t.db,
      sql`select exists (select 1 from pg_statistic where starelid = ${table}::regclass) as analyzed`,
    );
    return row!.analyzed;
  };

  it('analyzes a table past a few pages that has none', async () => {
    // Kept from PostgreSQL's autovacuum, which would otherwise analyze it whenever it comes by.
    await t.db.execute(
      sql`create table analyzed_probe (n integer) with (autovacuum_enabled = false)`,
    );
    await t.db.execute(sql`insert into analyzed_probe select g from generate_series(1, 5000) g`);
    expect(await hasStatistics('analyzed_probe')).toBe(false);
    await analyzeNewTables(t.db);
    expect(await hasStatistics('analyzed_probe')).toBe(true);
    await t.db.execute(sql`drop table analyzed_probe`);
  });
});
