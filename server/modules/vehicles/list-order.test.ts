import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf, vehicleInput } from '../../test/staff';

describeEachDatabase('vehicle list order', (t) => {
  it("lists newest first, and one import's vehicles in the file's order", async () => {
    const { manager } = await staffOf(t);
    const earlier = await api(t, manager).post('/api/vehicles', vehicleInput());
    t.clock.advance(MINUTE_MS);
    const rows = Array.from({ length: 12 }, (_, i) => vehicleInput({ rowNumber: i + 2 }));
    const imported = await api(t, manager).post('/api/vehicles/import', { rows });
    expect(imported.json().errors, imported.body).toEqual([]);
    const list = (await api(t, manager).get('/api/vehicles')).json<Vehicle[]>();
    expect(list.map((vehicle) => vehicle.stockNumber)).toEqual([
      ...rows.map((row) => row.stockNumber),
      earlier.json<Vehicle>().stockNumber,
    ]);
  });
});
