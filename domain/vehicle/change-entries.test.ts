import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../api/vehicles';
import { vehicleCreateSchema } from '../api/vehicles';
import { changeEntries, type ChangeEntry } from './change-entries';
import { newVehicle } from './new-vehicle';
import { planVehicleUpdate } from './update';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const base = newVehicle(
  vehicleCreateSchema.parse({
    stockNumber: 'E1',
    year: 2024,
    make: 'Kia',
    model: 'Rio',
    color: 'Red',
  }),
  { id: 'e1', now: NOW },
);

describe('activity entries of a change', () => {
  it.each<[string, Partial<Vehicle>, ChangeEntry[]]>([
    // Each edit keeps its old and its new value (issue #28 item 6).
    [
      'notes',
      { notes: 'x' },
      [
        {
          action: 'updated',
          detailedAction: 'Updated notes',
          edits: [{ field: 'notes', from: '', to: 'x' }],
        },
      ],
    ],
    [
      'mileage',
      { mileage: 1200 },
      [
        {
          action: 'updated',
          detailedAction: 'Updated mileage',
          edits: [{ field: 'mileage', from: null, to: 1200 }],
        },
      ],
    ],
    [
      'VIN and location',
      { vin: '1HGCM82633A004352', location: 'Bay 1' },
      [
        {
          action: 'updated',
          detailedAction: 'Updated VIN, location',
          edits: [
            { field: 'vin', from: null, to: '1HGCM82633A004352' },
            { field: 'location', from: null, to: 'Bay 1' },
          ],
        },
      ],
    ],
    ['a star', { starred: true }, [{ action: 'starred' }]],
    ['a sale', { flag: 'sold' }, [{ action: 'sold' }]],
    [
      'a move',
      { type: 'make-ready' },
      [
        {
          action: 'workflow_changed',
          detailedAction: 'Moved from Inventory to Make Ready',
          move: { from: 'inventory', to: 'make-ready' },
        },
      ],
    ],
  ])('%s', (_name, patch, entries) => {
    expect(planVehicleUpdate(base, patch, NOW + 1).entries).toEqual(entries);
  });

  it('keeps the days in Service a move clears (an undo puts back only days the log holds)', () => {
    const inService = { ...base, type: 'service', inService: true, customDaysAgo: 4 } as const;
    expect(planVehicleUpdate(inService, { type: 'inventory' }, NOW + 1).entries).toEqual([
      {
        action: 'workflow_changed',
        detailedAction: 'Moved from Service to Inventory',
        move: { from: 'service', to: 'inventory' },
        edits: [{ field: 'customDaysAgo', from: 4, to: null }],
      },
    ]);
  });

  it('writes nothing for a change that changes nothing', () => {
    const plan = planVehicleUpdate(base, { notes: base.notes, make: base.make }, NOW + 1);
    expect(plan.changes).toEqual({});
    expect(plan.entries).toEqual([]);
  });

  it('keeps the old and the new start time of a start set by hand', () => {
    const inMakeReady = planVehicleUpdate(base, { type: 'make-ready' }, NOW + 1).after;
    const plan = planVehicleUpdate(inMakeReady, { makeReadyAddedAt: NOW - 60_000 }, NOW + 2);
    expect(plan.entries).toEqual([
      {
        action: 'updated',
        detailedAction: 'Updated Make Ready start',
        times: [{ field: 'makeReadyAddedAt', from: NOW + 1, to: NOW - 60_000 }],
      },
    ]);
  });

  it('marks a sold vehicle active again as an edit', () => {
    const sold = { ...base, flag: 'sold' as const };
    expect(changeEntries(sold, { ...sold, flag: 'active' })).toEqual([
      { action: 'updated', detailedAction: 'Updated marked active' },
    ]);
  });
});
