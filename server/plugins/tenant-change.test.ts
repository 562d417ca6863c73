import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { VehicleHistory } from '@domain/api/activity-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { vehicles } from '../db/schema';
import { writeAtCommit } from '../db/transactions';
import { describeEachDatabase } from '../test/harness';
import { api, staffOf, vehicleInput } from '../test/staff';
import { withTenantChange } from './tenant-change';

/**
 * On PostgreSQL a change's writes at commit and its log go to the server with its COMMIT, as
 * literals in one message (decision 0145): what they carry must arrive exactly as sent, and a
 * commit that fails must take the whole change with it.
 */
describeEachDatabase('a tenant change and its commit', (t) => {
  // A model is at most 60 characters.
  const awkward = `O'Brien "q" \\ b\\s \\' $1 {x}, 🚗 Citroën\nline\t2`;

  it('writes its history and its list exactly as typed: quotes, backslashes, newlines', async () => {
    const { manager } = await staffOf(t);
    const added = await api(t, manager).post('/api/vehicles', vehicleInput({ type: 'make-ready' }));
    const car = added.json<Vehicle>();
    // The board's list is cached now, so the change below carries it forward.
    const board = () => api(t, manager).get('/api/vehicles/page?workflow=make-ready');
    expect((await board()).statusCode).toBe(200);

    const patched = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      model: awkward,
      version: car.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Vehicle>().model).toBe(awkward);

    const history = await api(t, manager).get(`/api/vehicles/${car.id}/history`);
    const [entry] = history.json<VehicleHistory>().entries;
    expect(entry).toMatchObject({ model: awkward });
    expect(entry?.additionalInfo?.edits).toEqual([{ field: 'model', from: 'Camry', to: awkward }]);
    const page = (await board()).json<{ items: Vehicle[] }>();
    expect(page.items.find((item) => item.id === car.id)?.model).toBe(awkward);
  });

  it('commits nothing of a change whose commit fails, and the next change goes through', async () => {
    const { dealership, manager } = await staffOf(t);
    const car = (await api(t, manager).post('/api/vehicles', vehicleInput())).json<Vehicle>();

    const failing = withTenantChange(t.app, dealership.id, async (tx, announce) => {
      await tx.update(vehicles).set({ model: 'Lost' }).where(eq(vehicles.id, car.id));
      announce.vehiclesChanged([car.id]);
      // A write at commit that fails: it fails the COMMIT's message, not an earlier one.
      await writeAtCommit(tx, sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();

    const after = await api(t, manager).get(`/api/vehicles/${car.id}`);
    expect(after.json<Vehicle>()).toMatchObject({ model: 'Camry', version: car.version });
    const patched = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      model: 'Corolla',
      version: car.version,
    });
    expect(patched.json<Vehicle>()).toMatchObject({ model: 'Corolla' });
  });
});
