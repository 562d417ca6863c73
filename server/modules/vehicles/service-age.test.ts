import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { deriveVehicleStatus } from '@domain/vehicle-status';
import { defaultDealershipConfig, thresholdsFromConfig } from '@domain/dealership-config';
import { DAY_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

/**
 * customDaysAgo overrides the service age (spec 4.1) and the import sends 0 for every row
 * (spec 5). A vehicle entering Service must be aged from its serviceAddedAt, not frozen at
 * NEW by a 0 it carried from inventory.
 */
describeEachDatabase('service age after a move', (t) => {
  const thresholds = thresholdsFromConfig(defaultDealershipConfig());

  async function importOne(who: SignedInUser, overrides: Record<string, unknown>) {
    const row = { ...vehicleInput(overrides), customDaysAgo: 0, salesperson: 'Import' };
    const response = await api(t, who).post('/api/vehicles/import', { rows: [row] });
    expect(response.json().errors, response.body).toEqual([]);
    const list = (await api(t, who).get('/api/vehicles')).json<Vehicle[]>();
    return list.find((vehicle) => vehicle.stockNumber === row.stockNumber)!;
  }
  async function read(who: SignedInUser, id: string) {
    return (await api(t, who).get(`/api/vehicles/${id}`)).json<Vehicle>();
  }

  it.each(['inventory', 'make-ready', 'service'] as const)(
    'stores customDaysAgo 0 for a vehicle imported into %s (spec 5)',
    async (type) => {
      const { manager } = await staffOf(t);
      expect((await importOne(manager, { type })).customDaysAgo).toBe(0);
    },
  );

  it('keeps an imported 0 through an edit that moves nothing', async () => {
    const { manager } = await staffOf(t);
    const imported = await importOne(manager, { type: 'inventory' });
    const body = { color: 'Teal', version: imported.version };
    const edited = await api(t, manager).patch(`/api/vehicles/${imported.id}`, body);
    expect(edited.json()).toMatchObject({ color: 'Teal', customDaysAgo: 0 });
  });

  const moves = {
    'a batch move': async (who: SignedInUser, vehicle: Vehicle) => {
      const body = { ids: [vehicle.id], action: 'move-service' };
      expect((await api(t, who).post('/api/vehicles/batch', body)).json()).toEqual({
        affected: 1,
      });
    },
    'a PATCH of type': async (who: SignedInUser, vehicle: Vehicle) => {
      const body = { type: 'service', version: vehicle.version };
      expect((await api(t, who).patch(`/api/vehicles/${vehicle.id}`, body)).statusCode).toBe(200);
    },
  };

  it.each(Object.keys(moves) as (keyof typeof moves)[])(
    'ages an imported inventory vehicle moved into Service by %s from the move',
    async (how) => {
      const { manager } = await staffOf(t);
      const imported = await importOne(manager, { type: 'inventory' });
      await moves[how](manager, imported);
      const movedAt = t.clock();
      const moved = await read(manager, imported.id);
      expect(moved).toMatchObject({
        type: 'service',
        serviceAddedAt: movedAt,
        customDaysAgo: null,
      });
      t.clock.advance(13 * DAY_MS);
      expect(deriveVehicleStatus(moved, thresholds, t.clock(), 'service')).toBe('critical');
    },
  );

  it('keeps customDaysAgo while the vehicle stays in Service, and takes days given with a move', async () => {
    const { manager } = await staffOf(t);
    const created = await api(t, manager).post(
      '/api/vehicles',
      vehicleInput({ type: 'service', customDaysAgo: 3 }),
    );
    const vehicle = created.json<Vehicle>();
    const edited = await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, {
      color: 'Blue',
      version: vehicle.version,
    });
    expect(edited.json()).toMatchObject({ color: 'Blue', customDaysAgo: 3 });
    const out = await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, {
      type: 'inventory',
      version: edited.json<Vehicle>().version,
    });
    const back = await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, {
      type: 'service',
      customDaysAgo: 7,
      version: out.json<Vehicle>().version,
    });
    expect(back.json()).toMatchObject({ type: 'service', customDaysAgo: 7 });
  });
});
