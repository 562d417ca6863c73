import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';
import { batchRight } from '@domain/vehicle/batch';

describeEachDatabase('vehicle batches and imports', (t) => {
  async function addVehicles(
    who: SignedInUser,
    count: number,
    overrides: Record<string, unknown> = {},
  ) {
    const added: Vehicle[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
      expect(response.statusCode, response.body).toBe(201);
      added.push(response.json<Vehicle>());
    }
    return added;
  }
  const list = async (who: SignedInUser) =>
    (await api(t, who).get('/api/vehicles')).json<Vehicle[]>();
  const activity = async (who: SignedInUser) =>
    (await api(t, who).get('/api/activity-logs?limit=5000')).json<ActivityLog[]>();

  it.each([
    ['move-service', 1, 'vehicles.edit'],
    ['star', 2, 'vehicles.bulkEdit'],
    ['delete', 1, 'vehicles.delete'],
    ['delete', 3, 'vehicles.bulkDelete'],
  ] as const)('a %s batch of %i vehicles needs %s', (action, count, right) => {
    const ids = Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expect(batchRight({ action, ids })).toBe(right);
  });

  it('moves several vehicles at once, stamping the time and logging each move', async () => {
    const { manager } = await staffOf(t);
    const vehicles = await addVehicles(manager, 2);
    t.clock.advance(MINUTE_MS);
    const response = await api(t, manager).post('/api/vehicles/batch', {
      ids: vehicles.map((v) => v.id),
      action: 'move-make-ready',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ affected: 2 });
    for (const vehicle of await list(manager)) {
      expect(vehicle).toMatchObject({
        type: 'make-ready',
        inMakeReady: true,
        makeReadyAddedAt: t.clock(),
        version: 2,
      });
    }
    const moves = (await activity(manager)).filter((e) => e.action === 'workflow_changed');
    expect(moves.map((e) => e.additionalInfo?.detailedAction)).toEqual([
      'Moved from Inventory to Make Ready',
      'Moved from Inventory to Make Ready',
    ]);
    const again = await api(t, manager).post('/api/vehicles/batch', {
      ids: vehicles.map((v) => v.id),
      action: 'move-make-ready',
    });
    expect(again.json()).toEqual({ affected: 0 });
  });

  it('lets a user act on one vehicle but not several; bulk delete is admin only', async () => {
    const { user, manager, admin } = await staffOf(t);
    const vehicles = await addVehicles(user, 3);
    const ids = vehicles.map((v) => v.id);
    const batch = (who: SignedInUser, body: unknown) =>
      api(t, who).post('/api/vehicles/batch', body);
    expect((await batch(user, { ids: [ids[0]], action: 'star' })).statusCode).toBe(200);
    expect((await batch(user, { ids, action: 'star' })).statusCode).toBe(403);
    expect((await batch(manager, { ids, action: 'mark-sold' })).json()).toEqual({ affected: 3 });
    expect((await batch(manager, { ids, action: 'delete' })).statusCode).toBe(403);
    expect((await batch(user, { ids: [ids[0]], action: 'delete' })).json()).toEqual({
      affected: 1,
    });
    expect((await batch(admin, { ids, action: 'delete' })).json()).toEqual({ affected: 2 });
    expect(await list(admin)).toEqual([]);
  });

  it("ignores another dealership's vehicles in a batch", async () => {
    const { manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const [mine] = await addVehicles(manager, 1);
    const response = await api(t, stranger).post('/api/vehicles/batch', {
      ids: [mine!.id],
      action: 'delete',
    });
    expect(response.json()).toEqual({ affected: 0 });
    expect(await list(manager)).toHaveLength(1);
  });

  it.each([
    [{ ids: [], action: 'star' }, 'ids'],
    [{ ids: ['nope'], action: 'star' }, 'ids.0'],
    [{ ids: ['00000000-0000-4000-8000-000000000000'], action: 'paint' }, 'action'],
    [{ action: 'star' }, 'ids'],
  ])('answers 400 naming the field for batch %j', async (body, field) => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).post('/api/vehicles/batch', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  const rows = (prefix: string) => [
    {
      stockNumber: `${prefix}-1`,
      year: 2020,
      make: 'Ford',
      model: 'Focus',
      color: 'Blue',
      rowNumber: 2,
    },
    {
      stockNumber: `${prefix}-2`,
      year: 2021,
      make: 'Kia',
      model: 'Soul',
      color: 'Red',
      type: 'make-ready',
      rowNumber: 3,
    },
    {
      stockNumber: `${prefix}-3`,
      year: 2099,
      make: 'Audi',
      model: 'A4',
      color: 'Gray',
      rowNumber: 4,
    },
    {
      stockNumber: `${prefix}-4`,
      year: 2019,
      make: 'Kia',
      model: 'X',
      color: 'Gray',
      vin: '1HGCM82633A00435',
      rowNumber: 5,
    },
    {
      stockNumber: `${prefix}-5`,
      year: 2018,
      make: 'VW',
      model: 'Golf',
      color: 'White',
      salesperson: 'Import',
      rowNumber: 6,
    },
  ];

  it('imports valid rows, reports invalid ones by row number, and a retry creates no duplicates', async () => {
    const { manager } = await staffOf(t);
    const first = await api(t, manager).post('/api/vehicles/import', { rows: rows('IMP') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ImportResult>()).toEqual({
      imported: 4,
      updated: 0,
      total: 5,
      errors: ['Row 5: VIN must be 17 characters'],
      warnings: ['Row 4: year 2099 replaced by 2026'],
      added: 4,
      changed: 0,
      unchanged: 0,
      skipped: 1,
      problems: [
        { row: 4, level: 'warning', message: 'year 2099 replaced by 2026' },
        { row: 5, level: 'error', message: 'VIN must be 17 characters' },
      ],
    });
    const before = await list(manager);
    const makeReady = before.find((v) => v.stockNumber === 'IMP-2')!;
    expect(makeReady).toMatchObject({ inMakeReady: true, makeReadyAddedAt: t.clock() });

    t.clock.advance(MINUTE_MS);
    // A retry of the same file: no duplicates, and rows that change nothing write nothing.
    const retry = await api(t, manager).post('/api/vehicles/import', { rows: rows('IMP') });
    expect(retry.json<ImportResult>()).toMatchObject({ imported: 4, updated: 4, total: 5 });
    const after = await list(manager);
    expect(after).toHaveLength(4);
    expect(after).toEqual(before);
    const imported = async () =>
      (await activity(manager))
        .filter((e) => e.additionalInfo?.detailedAction === 'Imported from CSV')
        .map((e) => `${e.action}:${e.stockNumber}`)
        .sort();
    expect(await imported()).toEqual(['added:IMP-1', 'added:IMP-2', 'added:IMP-3', 'added:IMP-5']);

    // A file that changes one vehicle updates that one only.
    const changed = rows('IMP').map((row) =>
      row.stockNumber === 'IMP-2' ? { ...row, color: 'Green' } : row,
    );
    const third = await api(t, manager).post('/api/vehicles/import', { rows: changed });
    expect(third.json<ImportResult>()).toMatchObject({ imported: 4, updated: 4, total: 5 });
    expect((await list(manager)).find((v) => v.id === makeReady.id)).toMatchObject({
      color: 'Green',
      makeReadyAddedAt: makeReady.makeReadyAddedAt,
      version: 2,
    });
    expect(await imported()).toEqual([
      'added:IMP-1',
      'added:IMP-2',
      'added:IMP-3',
      'added:IMP-5',
      'updated:IMP-2',
    ]);
  });

  it("changes on a vehicle already on the lot only what the file's columns say", async () => {
    const { manager } = await staffOf(t);
    const full = {
      stockNumber: 'COL-1',
      year: 2022,
      make: 'Ford',
      model: 'F-150',
      color: 'Black',
      vin: '',
      notes: 'Needs tyres',
      type: 'make-ready',
      isShipping: false,
      customDaysAgo: 0,
      starred: false,
      flag: 'yes',
      salesperson: 'Pat Lee',
    };
    await api(t, manager).post('/api/vehicles/import', { rows: [full] });
    const [before] = await list(manager);

    // A short list (stock number and colour) parsed with the spec 5 defaults for the rest.
    const short = {
      ...full,
      color: 'Red',
      notes: '',
      type: 'inventory',
      starred: true,
      flag: 'no',
      salesperson: 'Import',
    };
    t.clock.advance(MINUTE_MS);
    const partial = await api(t, manager).post('/api/vehicles/import', {
      rows: [short, { ...short, stockNumber: 'COL-2' }],
      columns: ['stockNumber', 'color'],
    });
    expect(partial.json<ImportResult>()).toMatchObject({ imported: 2, updated: 1, errors: [] });
    const after = await list(manager);
    expect(after.find((v) => v.stockNumber === 'COL-1')).toEqual({
      ...before,
      color: 'Red',
      version: before!.version + 1,
      updatedAt: t.clock(),
    });
    // Its log entry describes the vehicle as stored, not the defaults the short file carried.
    expect(
      (await activity(manager)).find((e) => e.stockNumber === 'COL-1' && e.action === 'updated'),
    ).toMatchObject({ vehicleType: 'make-ready', salesperson: 'Pat Lee', make: 'Ford' });
    // A vehicle new to the lot takes the row as it is, defaults included.
    expect(after.find((v) => v.stockNumber === 'COL-2')).toMatchObject({
      type: 'inventory',
      starred: true,
      flag: 'active',
      salesperson: 'Import',
    });

    // A file with nothing that can change a vehicle writes nothing to the ones it names.
    const none = await api(t, manager).post('/api/vehicles/import', {
      rows: [short],
      columns: ['stockNumber'],
    });
    expect(none.json<ImportResult>()).toMatchObject({ imported: 1, updated: 1 });
    expect((await list(manager)).find((v) => v.stockNumber === 'COL-1')?.version).toBe(
      before!.version + 1,
    );
  });

  it('refuses an import naming a column that is not an import field', async () => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).post('/api/vehicles/import', {
      rows: rows('BAD'),
      columns: ['stockNumber', 'price'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'columns.1' });
  });

  it('keeps the later of two rows with the same stock number and reports the earlier', async () => {
    const { manager } = await staffOf(t);
    const response = await api(t, manager).post('/api/vehicles/import', {
      rows: [
        {
          stockNumber: 'DUP-1',
          year: 2020,
          make: 'Ford',
          model: 'Focus',
          color: 'Blue',
          rowNumber: 2,
        },
        {
          stockNumber: 'DUP-1',
          year: 2020,
          make: 'Ford',
          model: 'Focus',
          color: 'Green',
          rowNumber: 7,
        },
        'not a row',
      ],
    });
    expect(response.json<ImportResult>()).toEqual({
      imported: 1,
      updated: 0,
      total: 3,
      errors: [
        'Row 2: Stock number DUP-1 appears again in row 7, which is imported instead',
        expect.stringMatching(/^Row 3: /),
      ],
      warnings: [],
      added: 1,
      changed: 0,
      unchanged: 0,
      skipped: 2,
      problems: [
        {
          row: 2,
          level: 'error',
          message: 'Stock number DUP-1 appears again in row 7, which is imported instead',
        },
        { row: 3, level: 'error', message: expect.any(String) },
      ],
    });
    expect((await list(manager))[0]).toMatchObject({ color: 'Green' });
  });

  it('imports 5,000 rows in one call', async () => {
    const { manager } = await staffOf(t);
    const many = Array.from({ length: 5000 }, (_, i) => ({
      stockNumber: `BULK-${i}`,
      year: 2015 + (i % 10),
      make: 'Toyota',
      model: 'Corolla',
      color: 'White',
      vin: '',
      rowNumber: i + 2,
    }));
    const response = await api(t, manager).post('/api/vehicles/import', { rows: many });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toMatchObject({ imported: 5000, errors: [] });
    expect(await list(manager)).toHaveLength(5000);
  });

  it('refuses imports to users and bodies without rows', async () => {
    const { user, manager } = await staffOf(t);
    expect((await api(t, user).post('/api/vehicles/import', { rows: rows('U') })).statusCode).toBe(
      403,
    );
    const empty = await api(t, manager).post('/api/vehicles/import', { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      field: 'rows',
      message: 'rows: No valid vehicles found in CSV file',
    });
    expect((await api(t, manager).post('/api/vehicles/import', {})).json().field).toBe('rows');
  });
});
