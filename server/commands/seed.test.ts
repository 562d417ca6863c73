import { expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { LOGIN_HOST } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { REAL_CONTACTS } from '../test/real-contacts';
import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { loadConfig } from '../config';
import { dealershipConfigs, dealerships, users, vehicles } from '../db/schema';
import { seedDemoVehicles } from '../modules/demo/seed-demo-vehicles';
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

  it('in development, the fresh demo dealership gets the 18 demo vehicles (#18 item 6)', async () => {
    // This file's database was seeded above; the vehicles go to its Demo Motors once.
    await seedDemoIfEmpty(t.db, t.clock);
    expect(await seedDemoVehicles(t.db, t.clock, 'demo')).toBe(DEMO_VEHICLE_COUNT);
    const lot = await t.db.select({ stockNumber: vehicles.stockNumber }).from(vehicles);
    expect(lot).toHaveLength(DEMO_VEHICLE_COUNT);
  });

  it.each([
    [{}, true],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost', ...REAL_CONTACTS }, false],
    [{ NODE_ENV: 'test', SEED_DEMO_VEHICLES: 'true' }, true],
    [{ SEED_DEMO_VEHICLES: 'false' }, false],
  ])('SEED_DEMO_VEHICLES with %o is %s', (env, expected) => {
    expect(loadConfig(env).seedDemoVehicles).toBe(expected);
  });
});
