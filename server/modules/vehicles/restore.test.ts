import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleStay } from '@domain/api/workflows';
import { restoreOf } from '@domain/vehicle/undo';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { standardRecon, stepIdOf } from '../../test/recon';
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

  /** A car of Standard recon in Make Ready, moved to `step` an hour after it entered. */
  const inStep = async (step: string) => {
    const staff = await staffOf(t);
    const recon = await standardRecon(t, staff.admin);
    const car = await add(staff.manager, { type: 'make-ready' });
    t.clock.advance(60 * MINUTE_MS);
    const moved = await api(t, staff.manager).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, step),
      version: car.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return { ...staff, recon, car: moved.json<Vehicle>() };
  };
  const read = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}`)).json<Vehicle>();
  const stays = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}/steps`)).json<{ stays: VehicleStay[] }>().stays;

  it.each<[string, (who: SignedInUser, car: Vehicle) => Promise<unknown>]>([
    [
      "a tile's X",
      (who, car) =>
        api(t, who).patch(`/api/vehicles/${car.id}`, { type: 'inventory', version: car.version }),
    ],
    [
      'a batch move to Service',
      (who, car) =>
        api(t, who).post('/api/vehicles/batch', { ids: [car.id], action: 'move-service' }),
    ],
  ])('undoes %s into the step the car left, in it since it entered it', async (_name, move) => {
    const { manager, car } = await inStep('Detail');
    t.clock.advance(20 * MINUTE_MS);
    await move(manager, car);
    t.clock.advance(5 * MINUTE_MS);
    const undone = await restore(manager, [car]);
    expect(undone.json()).toEqual({ affected: 1 });
    const back = await read(manager, car.id);
    expect([back.type, back.makeReadyAddedAt, back.step]).toEqual([
      'make-ready',
      car.makeReadyAddedAt,
      car.step,
    ]);
    // Its stays keep the one the move ended; the car is back in a stay of that step, from when
    // it had entered it (a restored stay, no workflow start an undo may put back).
    expect(
      (await stays(manager, car.id))
        .filter((stay) => stay.workflow === 'make-ready')
        .map((stay) => [stay.stepName, stay.reason, stay.enteredAt, stay.leftAt === null]),
    ).toEqual([
      ['Inspection', 'entered', car.makeReadyAddedAt, false],
      ['Detail', 'skipped', car.step!.enteredAt, false],
      ['Detail', 'restored', car.step!.enteredAt, true],
    ]);
  });

  it('undoes into the first step when the step the car left was removed since, saying so', async () => {
    const { admin, manager, recon, car } = await inStep('Photos');
    t.clock.advance(20 * MINUTE_MS);
    await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      type: 'inventory',
      version: car.version,
    });
    const removed = await api(t, admin).put('/api/workflows/make-ready', {
      version: recon.version,
      steps: recon.steps.filter((step) => step.name !== 'Photos'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const undone = await restore(manager, [car]);
    expect(undone.json()).toEqual({
      affected: 1,
      warnings: [
        `${car.stockNumber}: its step Photos was removed since, so it is back in the workflow's first step`,
      ],
    });
    const back = await read(manager, car.id);
    expect([back.makeReadyAddedAt, back.step?.name, back.step?.enteredAt]).toEqual([
      car.makeReadyAddedAt,
      'Inspection',
      car.makeReadyAddedAt,
    ]);
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
