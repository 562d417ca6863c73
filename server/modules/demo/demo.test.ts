import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { Vehicle } from '@domain/api/vehicles';
import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { deriveVehicleStatus } from '@domain/vehicle-status';
import { validateVin } from '@domain/vin';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('demo vehicles', (t) => {
  const list = async (who: SignedInUser) =>
    (await api(t, who).get('/api/vehicles')).json<Vehicle[]>();
  const confirmPassword = (who: SignedInUser) =>
    request(t.app).post(
      '/api/auth/login',
      { username: who.user.username, password: who.password },
      { host: who.host, cookie: who.cookie },
    );

  it('adds 18 vehicles that show every status, with free stock numbers and valid VINs', async () => {
    const { manager } = await staffOf(t);
    await api(t, manager).post('/api/vehicles', vehicleInput({ stockNumber: 'DEMO-1001' }));
    const response = await api(t, manager).post('/api/dev/add-demo-vehicles', {});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ added: DEMO_VEHICLE_COUNT });
    const again = await api(t, manager).post('/api/dev/add-demo-vehicles', undefined);
    expect(again.statusCode, again.body).toBe(201);

    const vehicles = await list(manager);
    expect(vehicles).toHaveLength(2 * DEMO_VEHICLE_COUNT + 1);
    expect(new Set(vehicles.map((v) => v.stockNumber)).size).toBe(vehicles.length);
    const thresholds = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);
    const demo = vehicles.filter((v) => v.stockNumber !== 'DEMO-1001');
    const statuses = new Set(
      demo.map((v) => `${v.type}:${deriveVehicleStatus(v, thresholds, t.clock())}`),
    );
    expect([...statuses].sort()).toEqual(
      [
        'inventory:inventory',
        'make-ready:new',
        'make-ready:working',
        'make-ready:warning',
        'make-ready:overdue',
        'make-ready:shipping',
        'service:new',
        'service:good',
        'service:attention',
        'service:critical',
      ].sort(),
    );
    for (const vehicle of demo) {
      expect(validateVin(vehicle.vin!)).toMatchObject({
        valid: true,
        checkDigit: { matches: true },
      });
    }
    const entries = (await api(t, manager).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(
      entries.filter((e) => e.additionalInfo?.detailedAction === 'Added demo vehicle'),
    ).toHaveLength(36);
  });

  it('follows the dealership thresholds', async () => {
    const { admin } = await staffOf(t);
    const config = structuredClone(DEFAULT_DEALERSHIP_CONFIG);
    config.workflows.makeReady.timeline = {
      ...config.workflows.makeReady.timeline,
      newThreshold: 20,
      workingThreshold: 90,
      warningThreshold: 150,
    };
    expect((await api(t, admin).put('/api/config', config)).statusCode).toBe(200);
    await api(t, admin).post('/api/dev/add-demo-vehicles', {});
    const statuses = (await list(admin))
      .filter((v) => v.type === 'make-ready' && !v.isShipping)
      .map((v) => deriveVehicleStatus(v, thresholdsFromConfig(config), t.clock()));
    expect(new Set(statuses)).toEqual(new Set(['new', 'working', 'warning', 'overdue']));
  });

  it('refuses users the demo load, and a body it does not take', async () => {
    const { user, manager } = await staffOf(t);
    expect((await api(t, user).post('/api/dev/add-demo-vehicles', {})).statusCode).toBe(403);
    const junk = await api(t, manager).post('/api/dev/add-demo-vehicles', { count: 500 });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().field).toBe('body');
  });

  it('clears all vehicles only for an admin who just confirmed the password', async () => {
    const { admin, manager } = await staffOf(t);
    await api(t, admin).post('/api/dev/add-demo-vehicles', {});
    expect((await api(t, manager).delete('/api/dev/clear-demo-vehicles')).statusCode).toBe(403);
    const unconfirmed = await api(t, admin).delete('/api/dev/clear-demo-vehicles');
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().message).toMatch(/confirm your password/);

    const confirmed = await confirmPassword(admin);
    expect(confirmed.statusCode).toBe(200);
    const cleared = await api(t, admin).delete('/api/dev/clear-demo-vehicles');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ removed: DEMO_VEHICLE_COUNT });
    expect(await list(admin)).toEqual([]);
    const entries = (await api(t, admin).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(entries.filter((e) => e.action === 'removed')).toHaveLength(DEMO_VEHICLE_COUNT);

    t.clock.advance(6 * 60_000);
    expect((await api(t, admin).delete('/api/dev/clear-demo-vehicles')).statusCode).toBe(403);
  });
});
