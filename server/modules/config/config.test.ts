import { expect, it } from 'vitest';
import {
  DEFAULT_DEALERSHIP_CONFIG,
  applyPreset,
  MANAGER_ONLY_FEATURES,
  userViewOfConfig,
  type DealershipConfig,
} from '@domain/dealership-config';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf } from '../../test/staff';

describeEachDatabase('dealership configuration API', (t) => {
  // Issue #28 item 7: a user's screens get no manager-only switch (exports, activity logging).
  it.each([
    ['admin', DEFAULT_DEALERSHIP_CONFIG],
    ['manager', DEFAULT_DEALERSHIP_CONFIG],
    ['user', userViewOfConfig(DEFAULT_DEALERSHIP_CONFIG)],
  ] as const)('answers a signed-in %s the configuration for its role', async (role, expected) => {
    const who = (await staffOf(t))[role];
    const response = await api(t, who).get('/api/config');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it("leaves the manager-only switches out of a user's view, whatever they are set to", async () => {
    const { admin, user } = await staffOf(t);
    const config = structuredClone(DEFAULT_DEALERSHIP_CONFIG);
    config.features = { ...config.features, exportCapability: false, vehicleLogging: false };
    expect((await api(t, admin).put('/api/config', config)).statusCode).toBe(200);
    const features = (await api(t, user).get('/api/config')).json<DealershipConfig>().features;
    expect(Object.keys(features).sort()).toEqual([
      'advancedSearch',
      'textEnlargement',
      'timeEditing',
    ]);
    expect(Object.keys(MANAGER_ONLY_FEATURES).filter((key) => key in features)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { user } = await staffOf(t);
    const anonymous = await api(t, { ...user, as: { host: user.host } }).get('/api/config');
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an admin save the whole configuration, scoped to the dealership', async () => {
    const { admin, user } = await staffOf(t);
    const other = await signedIn(t, 'admin');
    const volume: DealershipConfig = {
      ...applyPreset(DEFAULT_DEALERSHIP_CONFIG, 'volume'),
      name: 'Lot 9',
    };
    const saved = await api(t, admin).put('/api/config', volume);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(volume);
    expect((await api(t, user).get('/api/config')).json()).toEqual(userViewOfConfig(volume));
    expect((await api(t, other).get('/api/config')).json()).toEqual(DEFAULT_DEALERSHIP_CONFIG);
  });

  it('refuses managers and users (spec 6: manage settings is admin only)', async () => {
    const { manager, user } = await staffOf(t);
    for (const who of [manager, user]) {
      expect((await api(t, who).put('/api/config', DEFAULT_DEALERSHIP_CONFIG)).statusCode).toBe(
        403,
      );
    }
  });

  it.each([
    [(c: DealershipConfig) => ({ ...c, grid: { ...c.grid, maxVehicles: 99 } }), 'grid.maxVehicles'],
    [
      (c: DealershipConfig) => {
        c.workflows.makeReady.timeline.newThreshold = 0;
        return c;
      },
      'workflows.makeReady.timeline.newThreshold',
    ],
    [
      (c: DealershipConfig) => {
        c.workflows.service.timeline.attentionThreshold = 2;
        return c;
      },
      'workflows.service.timeline.attentionThreshold',
    ],
    [
      (c: DealershipConfig) => ({ ...c, theme: { ...c.theme, primaryColor: 'red' } }),
      'theme.primaryColor',
    ],
    [(c: DealershipConfig) => ({ ...c, extra: true }), 'body'],
    [(c: DealershipConfig) => ({ ...c, inventoryViewMode: 'cards' }), 'inventoryViewMode'],
  ])('answers 400 naming the field for a bad configuration (%#)', async (change, field) => {
    const { admin } = await staffOf(t);
    const response = await api(t, admin).put(
      '/api/config',
      change(structuredClone(DEFAULT_DEALERSHIP_CONFIG)),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
