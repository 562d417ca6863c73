import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf, vehicleInput } from '../../test/staff';

/**
 * The whole list kept in memory takes each change from the change log (0045): after adds,
 * edits and removals it answers exactly what a fresh read of the database does, in list
 * order; a write that bypassed the log (a manual fix) is still seen, by a whole read.
 */
describeEachDatabase('the cached whole vehicle list', (t) => {
  it('follows adds, edits and removals as a fresh read would', async () => {
    const { manager, dealership } = await staffOf(t);
    const client = api(t, manager);
    const list = async () => (await client.get('/api/vehicles')).json<Vehicle[]>();
    const fresh = async () => (await client.get('/api/vehicles?q=')).json<Vehicle[]>(); // q='' is the whole list too

    const first = (await client.post('/api/vehicles', vehicleInput())).json<Vehicle>();
    t.clock.advance(MINUTE_MS);
    const second = (await client.post('/api/vehicles', vehicleInput())).json<Vehicle>();
    expect((await list()).map((v) => v.id)).toEqual([second.id, first.id]);

    t.clock.advance(MINUTE_MS);
    const third = (await client.post('/api/vehicles', vehicleInput())).json<Vehicle>();
    const starred = await client.patch(`/api/vehicles/${first.id}`, {
      starred: true,
      version: first.version,
    });
    expect(starred.statusCode, starred.body).toBe(200);
    expect((await client.delete(`/api/vehicles/${second.id}`)).statusCode).toBe(200);
    const after = await list();
    expect(after).toEqual([third, starred.json()]);
    expect(after).toEqual(await fresh());

    // Behind the app's back: the counter rises with no log row, so the list is read whole.
    await t.db.execute(
      sql`update vehicles set color = 'Hand Painted' where dealership_id = ${dealership.id}`,
    );
    expect((await list()).map((v) => v.color)).toEqual(['Hand Painted', 'Hand Painted']);
  });

  it('takes a change into the cached list without reading or serializing the others again', async () => {
    const { manager, dealership } = await staffOf(t);
    const client = api(t, manager);
    const created: Vehicle[] = [];
    for (let i = 0; i < 3; i++) {
      created.push((await client.post('/api/vehicles', vehicleInput())).json<Vehicle>());
      t.clock.advance(MINUTE_MS);
    }
    await client.get('/api/vehicles');
    const before = t.app.caches.vehicleLists.peek(dealership.id)!.value.rows;
    const [changed, ...others] = created;
    const patched = await client.patch(`/api/vehicles/${changed!.id}`, {
      model: 'Changed',
      version: changed!.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const answer = (await client.get('/api/vehicles')).json<Vehicle[]>();
    expect(answer.find((v) => v.id === changed!.id)?.model).toBe('Changed');
    const after = t.app.caches.vehicleLists.peek(dealership.id)!.value.rows;
    // The unchanged vehicles' rows are the very objects cached before: not read, parsed or
    // serialized again (a whole read would have built new ones).
    const row = (rows: typeof before, id: string) => rows.find((r) => r.vehicle.id === id);
    for (const vehicle of others) expect(row(after, vehicle.id)).toBe(row(before, vehicle.id));
    expect(row(after, changed!.id)).not.toBe(row(before, changed!.id));
  });

  it('is brought forward by its writer at commit, so the next board read finds it current', async () => {
    const { manager, dealership } = await staffOf(t);
    const client = api(t, manager);
    const vehicle = (
      await client.post('/api/vehicles', vehicleInput({ type: 'make-ready' }))
    ).json<Vehicle>();
    await client.get('/api/vehicles/page?workflow=make-ready');
    const before = t.app.caches.vehicleLists.peek(dealership.id)!;

    const patched = await client.patch(`/api/vehicles/${vehicle.id}`, {
      model: 'Carried',
      version: vehicle.version,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = t.app.caches.vehicleLists.peek(dealership.id)!;
    expect(after.version).toBe(before.version + 1);
    expect(after.value.rows.find((row) => row.vehicle.id === vehicle.id)?.vehicle).toEqual(
      patched.json(),
    );
    // A read after the commit is answered from that very list.
    const page = await client.get('/api/vehicles/page?workflow=make-ready');
    expect(page.statusCode, page.body).toBe(200);
    expect(t.app.caches.vehicleLists.peek(dealership.id)!.value).toBe(after.value);
    // Cut from the new list, not the page cut from the one before.
    const shown = page.json<{ items: Vehicle[] }>().items.find((item) => item.id === vehicle.id);
    expect(shown?.model).toBe('Carried');
  });
});
