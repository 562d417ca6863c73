import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { restoreOf } from '@domain/vehicle/undo';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('undo: POST /api/vehicles/restore', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  };
  const restore = (who: SignedInUser, vehicles: Vehicle[]) =>
    api(t, who).post('/api/vehicles/restore', { vehicles: vehicles.map(restoreOf) });

  it('puts a removed tile back in its workflow at its original start and star', async () => {
    const { user } = await staffOf(t);
    const before = await add(user, { type: 'service', starred: true, customDaysAgo: 3 });
    t.clock.advance(20 * MINUTE_MS);
    const moved = await api(t, user).patch(`/api/vehicles/${before.id}`, {
      type: 'inventory',
      starred: false,
      version: before.version,
    });
    expect(moved.statusCode).toBe(200);
    t.clock.advance(MINUTE_MS);
    const response = await restore(user, [before]);
    expect(response.json()).toEqual({ affected: 1 });
    const after = (await api(t, user).get(`/api/vehicles/${before.id}`)).json<Vehicle>();
    expect(after).toMatchObject({
      type: 'service',
      inService: true,
      serviceAddedAt: before.serviceAddedAt,
      customDaysAgo: 3,
      starred: true,
    });
    // Already as it was: nothing to do.
    expect((await restore(user, [before])).json()).toEqual({ affected: 0 });
  });

  it('undoes a batch move of several (a bulk edit: manager and above)', async () => {
    const { user, manager } = await staffOf(t);
    const a = await add(manager, { type: 'make-ready' });
    const b = await add(manager, { type: 'make-ready' });
    t.clock.advance(30 * MINUTE_MS);
    await api(t, manager).post('/api/vehicles/batch', {
      ids: [a.id, b.id],
      action: 'move-service',
    });
    expect((await restore(user, [a, b])).statusCode).toBe(403);
    expect((await restore(manager, [a, b])).json()).toEqual({ affected: 2 });
    const list = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    for (const original of [a, b]) {
      expect(list.find((v) => v.id === original.id)).toMatchObject({
        type: 'make-ready',
        makeReadyAddedAt: original.makeReadyAddedAt,
      });
    }
  });

  it("touches nothing of another dealership's and answers 400 naming the field", async () => {
    const { manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const theirs = await add(stranger, { type: 'make-ready' });
    expect((await restore(manager, [{ ...theirs, type: 'inventory' }])).json()).toEqual({
      affected: 0,
    });
    const bad = await api(t, manager).post('/api/vehicles/restore', {
      vehicles: [{ ...restoreOf(theirs), type: 'garage' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/type/);
  });
});
