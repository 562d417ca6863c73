import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleWork } from '@domain/api/work';
import type { VehicleStay } from '@domain/api/workflows';
import { DELETED_VEHICLE_KEPT_DAYS, restoreOf } from '@domain/vehicle/undo';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { standardRecon, stepIdOf } from '../../test/recon';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

/** Issue #28 item 6: a delete can be undone like a move, by the same POST /api/vehicles/restore. */
describeEachDatabase('undo a delete: POST /api/vehicles/restore', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  };
  const remove = async (who: SignedInUser, car: Vehicle) => {
    const response = await api(t, who).delete(`/api/vehicles/${car.id}`);
    expect(response.statusCode, response.body).toBe(200);
  };
  const restore = (who: SignedInUser, vehicles: Vehicle[]) =>
    api(t, who).post('/api/vehicles/restore', { vehicles: vehicles.map(restoreOf) });
  const read = (who: SignedInUser, id: string) => api(t, who).get(`/api/vehicles/${id}`);
  const stays = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}/steps`)).json<{ stays: VehicleStay[] }>().stays;

  it('puts a deleted car back in its step, with its assignee, stays and history', async () => {
    const { admin, manager, user } = await staffOf(t);
    const recon = await standardRecon(t, admin);
    const car = await add(user, { type: 'make-ready', starred: true, notes: 'Needs tyres' });
    t.clock.advance(60 * MINUTE_MS);
    const moved = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Mechanical'),
      assigneeId: user.user.id,
      version: car.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = moved.json<Vehicle>();
    const staysBefore = await stays(user, car.id);
    t.clock.advance(5 * MINUTE_MS);
    await remove(user, before);
    expect((await read(user, car.id)).statusCode).toBe(404);

    t.clock.advance(MINUTE_MS);
    expect((await restore(user, [before])).json()).toEqual({ affected: 1 });
    const back = (await read(user, car.id)).json<Vehicle>();
    const { version: _v, updatedAt: _u, ...as } = before;
    expect(back).toMatchObject(as);
    expect(back.version).toBeGreaterThan(before.version);
    expect(await stays(user, car.id)).toEqual(staysBefore);
    const history = await api(t, user).get(`/api/vehicles/${car.id}/history`);
    expect(history.body).toContain('Restored after delete');
    // The trash gave it back once: a second undo finds nothing.
    expect((await restore(user, [before])).json()).toEqual({ affected: 0 });
  });

  it('puts its work items back; those awaiting an answer need sending again', async () => {
    const { user } = await staffOf(t);
    const car = await add(user);
    const item = (description: string, category: string, partsCents: number) =>
      api(t, user).post(`/api/vehicles/${car.id}/work-items`, {
        description,
        category,
        partsCents,
      });
    const send = async () => {
      const sent = await api(t, user).post(`/api/vehicles/${car.id}/approval-requests`, {});
      expect(sent.statusCode, sent.body).toBe(200);
    };
    // Wipers alone are approved by the rule (under the limit); body work always asks.
    expect((await item('Wipers', 'parts', 3_000)).statusCode).toBe(201);
    await send();
    expect((await item('Bumper', 'body', 40_000)).statusCode).toBe(201);
    await send();
    const before = (await read(user, car.id)).json<Vehicle>();
    await remove(user, before);
    expect((await restore(user, [before])).json()).toEqual({ affected: 1 });
    const work = (await api(t, user).get(`/api/vehicles/${car.id}/work-items`)).json<VehicleWork>();
    expect(work.items.map((entry) => [entry.description, entry.state]).sort()).toEqual([
      ['Bumper', 'needs_estimate'],
      ['Wipers', 'approved'],
    ]);
    expect([work.actualCents, work.request]).toEqual([3_000, null]);
  });

  it('undoes a bulk delete of several (admin only, as the delete)', async () => {
    const { admin, user } = await staffOf(t);
    const cars = [await add(admin), await add(admin, { type: 'service', customDaysAgo: 4 })];
    const batch = await api(t, admin).post('/api/vehicles/batch', {
      ids: cars.map((car) => car.id),
      action: 'delete',
    });
    expect(batch.json()).toEqual({ affected: 2 });
    expect((await restore(user, cars)).statusCode).toBe(403);
    expect((await restore(admin, cars)).json()).toEqual({ affected: 2 });
    const list = (await api(t, admin).get('/api/vehicles')).json<Vehicle[]>();
    expect(list.map((v) => v.stockNumber).sort()).toEqual(cars.map((c) => c.stockNumber).sort());
    expect(list.find((v) => v.id === cars[1]!.id)).toMatchObject({
      type: 'service',
      serviceAddedAt: cars[1]!.serviceAddedAt,
      customDaysAgo: 4,
    });
  });

  it('keeps a stock number added again since, and says the deleted car was not put back', async () => {
    const { user } = await staffOf(t);
    const car = await add(user, { stockNumber: 'U-100' });
    await remove(user, car);
    const again = await add(user, { stockNumber: 'U-100' });
    expect((await restore(user, [car])).json()).toEqual({
      affected: 0,
      warnings: [
        'U-100: another vehicle has this stock number now, so the deleted one was not put back',
      ],
    });
    expect((await read(user, again.id)).statusCode).toBe(200);
  });

  it(`forgets a deleted car after ${DELETED_VEHICLE_KEPT_DAYS} days`, async () => {
    const { dealership, user } = await staffOf(t);
    const old = await add(user);
    await remove(user, old);
    t.clock.advance(DELETED_VEHICLE_KEPT_DAYS * DAY_MS + MINUTE_MS);
    // The next delete clears what was kept longer than that (a month on, signed in again).
    const later = await signedIn(t, 'user', dealership);
    await remove(later, await add(later));
    expect((await restore(later, [old])).json()).toEqual({ affected: 0 });
  });

  it("never puts back another dealership's deleted car", async () => {
    const { admin } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const theirs = await add(stranger);
    await remove(stranger, theirs);
    expect((await restore(admin, [theirs])).json()).toEqual({ affected: 0 });
    expect((await read(stranger, theirs.id)).statusCode).toBe(404);
    expect((await restore(stranger, [theirs])).json()).toEqual({ affected: 1 });
  });
});
