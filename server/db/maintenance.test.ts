import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../lib/clock';
import { createTestUser, LOGIN_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { signIn } from '../test/sign-in';
import { pruneExpiredCredentials } from './maintenance';
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
