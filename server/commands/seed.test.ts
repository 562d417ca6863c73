import { expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { LOGIN_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { dealershipConfigs, dealerships, users } from '../db/schema';
import { DEMO_LOGINS, seedDemoIfEmpty } from './seed';

describeEachDatabase('the demo seed', (t) => {
  it('seeds Demo Motors once, into an empty database, with logins that work', async () => {
    expect(await seedDemoIfEmpty(t.db, t.clock)).toBe(true);
    expect(await seedDemoIfEmpty(t.db, t.clock)).toBe(false);

    const [demo, ...others] = await t.db.select().from(dealerships);
    expect(others).toEqual([]);
    expect(demo).toMatchObject({ name: 'Demo Motors', slug: 'demo', active: true });
    const seededUsers = await t.db.select().from(users);
    expect(seededUsers.map((user) => [user.username, user.role]).sort()).toEqual([
      ['admin', 'admin'],
      ['manager', 'manager'],
      ['user', 'user'],
    ]);
    expect(seededUsers.every((user) => user.fullName.length > 0)).toBe(true);
    const [config] = await t.db.select().from(dealershipConfigs);
    expect(config?.config).toEqual(DEFAULT_DEALERSHIP_CONFIG);

    for (const login of DEMO_LOGINS) {
      const response = await request(t.app).post(
        '/api/auth/universal-login',
        { username: login.username, password: login.password },
        { host: LOGIN_HOST },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({ role: login.role, fullName: login.fullName });
      expect(response.json().redirectUrl).toMatch(
        /^http:\/\/demo\.app\.localhost:3000\/sso-callback\?token=/,
      );
    }
  });
});
