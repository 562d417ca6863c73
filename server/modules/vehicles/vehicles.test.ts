import { expect, it } from 'vitest';
import { type Vehicle } from '@domain/api/vehicles';
import { vehicleImportRowSchema } from '@domain/api/vehicle-import';
import { parseVehicleCsv } from '@domain/csv-import';
import { readImportRow } from '@domain/vehicle/import-rows';
import { createVehicle } from './create-vehicle';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput } from '../../test/staff';
import { withTenantChange } from '../../plugins/tenant-change';

describeEachDatabase('vehicles API', (t) => {
  async function addVehicle(
    who: Parameters<typeof api>[1],
    overrides: Record<string, unknown> = {},
  ) {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  }
  async function activityOf(who: Parameters<typeof api>[1]) {
    const response = await api(t, who).get('/api/activity-logs');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<
      { action: string; stockNumber: string; additionalInfo: { detailedAction?: string } | null }[]
    >();
  }

  it('adds a vehicle with defaults, its flags following its type, and lists it', async () => {
    const { user, manager } = await staffOf(t);
    const now = t.clock();
    const vehicle = await addVehicle(user, { type: 'make-ready', vin: '1hgcm82633a004352' });
    expect(vehicle).toMatchObject({
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: now,
      inService: false,
      serviceAddedAt: null,
      vin: '1HGCM82633A004352',
      flag: 'active',
      starred: false,
      notes: '',
      checkInTime: now,
      version: 1,
    });
    const list = await api(t, user).get('/api/vehicles');
    expect(list.json<Vehicle[]>().map((v) => v.id)).toEqual([vehicle.id]);
    const [entry] = await activityOf(manager);
    expect(entry).toMatchObject({ action: 'added', stockNumber: vehicle.stockNumber });
  });

  it('filters by type, starred, sold and a search over several fields', async () => {
    const { user } = await staffOf(t);
    const a = await addVehicle(user, { type: 'service', salesperson: 'Acme Tires', starred: true });
    const b = await addVehicle(user, { make: 'Honda', model: 'Civic', flag: 'sold' });
    const c = await addVehicle(user, { notes: 'needs 100% detail_work' });
    const ids = async (query: string) =>
      (await api(t, user).get(`/api/vehicles${query}`))
        .json<Vehicle[]>()
        .map((v) => v.id)
        .sort();
    expect(await ids('?type=service')).toEqual([a.id]);
    expect(await ids('?starred=true')).toEqual([a.id]);
    expect(await ids('?sold=true')).toEqual([b.id]);
    expect(await ids('?sold=false')).toEqual([a.id, c.id].sort());
    expect(await ids('?q=acme')).toEqual([a.id]);
    expect(await ids('?q=civic')).toEqual([b.id]);
    expect(await ids(`?q=${encodeURIComponent('100%')}`)).toEqual([c.id]);
    expect(await ids(`?q=${encodeURIComponent('0_d')}`)).toEqual([]);
    expect(await ids(`?q=${encodeURIComponent(b.stockNumber)}`)).toEqual([b.id]);
  });

  it.each([
    [{ year: 2029 }, 'year'], // the clock is in 2026
    [{ year: 'new' }, 'year'],
    [{ make: '' }, 'make'],
    [{ model: undefined }, 'model'],
    [{ type: 'garage' }, 'type'],
    [{ vin: 'NOT-A-VIN' }, 'vin'],
    [{ surprise: 1 }, 'body'],
    [{ customDaysAgo: -1 }, 'customDaysAgo'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const { user } = await staffOf(t);
    expect(new Date(t.clock()).getUTCFullYear()).toBe(2026);
    const response = await api(t, user).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('accepts a year up to the current year + 2 from the injected clock', async () => {
    const { user } = await staffOf(t);
    expect(new Date(t.clock()).getUTCFullYear()).toBe(2026);
    await addVehicle(user, { year: 2028 });
  });

  it('adds a CSV row as the import reads it (spec 7: one POST per CSV row)', async () => {
    const { user } = await staffOf(t);
    const csv = 'Stock Number,Year,Make,Type\nCSV-ROW-1,2021,Ford,service';
    const [row] = parseVehicleCsv(csv).rows;
    const read = readImportRow(vehicleImportRowSchema.parse(row), 2, t.clock());
    if ('error' in read) throw new Error(read.error);
    const vehicle = await addVehicle(user, read.vehicle);
    expect(vehicle).toMatchObject({
      stockNumber: 'CSV-ROW-1',
      make: 'Ford',
      model: 'Unknown',
      type: 'service',
      salesperson: 'Import',
      starred: true,
      customDaysAgo: 0,
    });
    expect(vehicle).not.toHaveProperty('rowNumber');
  });

  it('answers 409 naming stockNumber for a duplicate stock number', async () => {
    const { user } = await staffOf(t);
    const vehicle = await addVehicle(user);
    const again = await api(t, user).post(
      '/api/vehicles',
      vehicleInput({ stockNumber: vehicle.stockNumber }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'stockNumber' });
    const other = await addVehicle(user);
    const rename = await api(t, user).patch(`/api/vehicles/${other.id}`, {
      stockNumber: vehicle.stockNumber,
      version: other.version,
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().field).toBe('stockNumber');
  });

  it('updates under optimistic concurrency: a stale version answers 409 with the current vehicle', async () => {
    const { user } = await staffOf(t);
    const vehicle = await addVehicle(user);
    const first = await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      color: 'Red',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ color: 'Red', version: 2 });
    const stale = await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      color: 'Blue',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'Conflict',
      current: { color: 'Red', version: 2 },
    });
    const viaHeader = await api(t, user).patch(
      `/api/vehicles/${vehicle.id}`,
      { color: 'Blue' },
      { headers: { 'if-match': '"2"' } },
    );
    expect(viaHeader.json()).toMatchObject({ color: 'Blue', version: 3 });
    const missing = await api(t, user).patch(`/api/vehicles/${vehicle.id}`, { color: 'Green' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('version');
    const badHeader = await api(t, user).patch(
      `/api/vehicles/${vehicle.id}`,
      { color: 'Green' },
      { headers: { 'if-match': 'soon' } },
    );
    expect(badHeader.statusCode).toBe(400);
  });

  it('moves between workflows: entering stamps the time, leaving clears flag and time', async () => {
    const { user, manager } = await staffOf(t);
    const vehicle = await addVehicle(user, { type: 'service', customDaysAgo: 3 });
    t.clock.advance(10 * MINUTE_MS);
    const moved = await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      type: 'make-ready',
      version: 1,
    });
    expect(moved.json()).toMatchObject({
      type: 'make-ready',
      inMakeReady: true,
      makeReadyAddedAt: t.clock(),
      inService: false,
      serviceAddedAt: null,
      customDaysAgo: null,
      version: 2,
    });
    const back = await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      type: 'inventory',
      version: 2,
    });
    expect(back.json()).toMatchObject({
      inMakeReady: false,
      makeReadyAddedAt: null,
      type: 'inventory',
    });
    const texts = (await activityOf(manager)).map((entry) => entry.additionalInfo?.detailedAction);
    expect(texts).toContain('Moved from Service to Make Ready');
    expect(texts).toContain('Moved from Make Ready to Inventory');
    // A start for a workflow the vehicle is not in (asked by one who may correct starts).
    const wrongTime = await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, {
      makeReadyAddedAt: t.clock(),
      version: 3,
    });
    expect(wrongTime.statusCode).toBe(400);
    expect(wrongTime.json().field).toBe('makeReadyAddedAt');
  });

  it('writes starred, unstarred and sold entries', async () => {
    const { user, manager } = await staffOf(t);
    const vehicle = await addVehicle(user);
    await api(t, user).patch(`/api/vehicles/${vehicle.id}`, { starred: true, version: 1 });
    await api(t, user).patch(`/api/vehicles/${vehicle.id}`, {
      starred: false,
      flag: 'sold',
      version: 2,
    });
    const actions = (await activityOf(manager)).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['added', 'sold', 'starred', 'unstarred']);
  });

  it('deletes a vehicle (If-Match optional) and logs its removal', async () => {
    const { user, manager } = await staffOf(t);
    const vehicle = await addVehicle(user);
    const stale = await api(t, user).delete(`/api/vehicles/${vehicle.id}`, {
      headers: { 'if-match': '7' },
    });
    expect(stale.statusCode).toBe(409);
    t.clock.advance(1000);
    const removed = await api(t, user).delete(`/api/vehicles/${vehicle.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await api(t, user).get(`/api/vehicles/${vehicle.id}`)).statusCode).toBe(404);
    expect((await activityOf(manager))[0]).toMatchObject({ action: 'removed' });
  });

  it("answers 404 for another dealership's vehicle, on every route", async () => {
    const { user } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const vehicle = await addVehicle(user);
    const url = `/api/vehicles/${vehicle.id}`;
    expect((await api(t, stranger).get(url)).statusCode).toBe(404);
    expect((await api(t, stranger).patch(url, { color: 'Red', version: 1 })).statusCode).toBe(404);
    expect((await api(t, stranger).delete(url)).statusCode).toBe(404);
    expect((await api(t, stranger).get('/api/vehicles')).json()).toEqual([]);
    expect((await api(t, user).get(url)).json()).toMatchObject({ color: 'Silver', version: 1 });
  });

  it('answers 400 for a malformed id and 401 without a session', async () => {
    const { user } = await staffOf(t);
    const bad = await api(t, user).get('/api/vehicles/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    const anonymous = await api(t, { ...user, as: { host: user.host } }).get('/api/vehicles');
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes neither the vehicle nor its entry nor an event when the change fails', async () => {
    const { user, manager, dealership } = await staffOf(t);
    const heard: unknown[] = [];
    const stop = t.app.events.subscribe(dealership.id, (event) => heard.push(event));
    const input = vehicleInput();
    const actor = { userId: user.user.id, username: user.user.username, role: 'user' };
    await expect(
      withTenantChange(t.app, dealership.id, async (tx, { emit, vehiclesChanged }) => {
        const vehicle = await createVehicle(tx, {
          dealershipId: dealership.id,
          actor,
          now: t.clock(),
          input: {
            ...input,
            vin: null,
            notes: '',
            type: 'inventory',
            flag: 'active',
            starred: false,
            isShipping: false,
            promised: false,
            customDaysAgo: null,
            mileage: null,
            trim: null,
            priceCents: null,
            reconEstimateCents: null,
            salesperson: '',
            location: null,
          },
        });
        vehiclesChanged([vehicle.id]);
        emit({ type: 'activity' });
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    stop();
    expect(heard).toEqual([]);
    expect((await api(t, user).get('/api/vehicles')).json()).toEqual([]);
    expect(await activityOf(manager)).toEqual([]);
  });
});
