import { describe, expect, it } from 'vitest';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { EMPTY_INVENTORY_FILTER, filterInventory } from './inventory-filter';

const vehicle = buildVehicle({
  stockNumber: 'P7731',
  vin: '1HGCM82633A004352',
  year: 2022,
  make: 'Honda',
  model: 'Accord',
  color: 'Blue',
  salesperson: 'Maria Lopez',
  location: 'Bay 4',
  notes: 'needs brake pads',
});

const found = (search: string, advancedSearch: boolean) =>
  filterInventory([vehicle], { ...EMPTY_INVENTORY_FILTER, search }, { advancedSearch }).length ===
  1;

describe('inventory search and the advancedSearch feature (spec 3)', () => {
  it.each([
    ['p7731', true],
    ['2022', true],
    ['honda accord', true],
    ['blue', true],
    ['1HGCM826', false],
    ['maria', false],
    ['bay 4', false],
    ['brake', false],
  ])('"%s" is found with advanced search on; with it off: %s', (search, offFound) => {
    expect(found(search, true)).toBe(true);
    expect(found(search, false)).toBe(offFound);
  });

  it('searches every field when the option is left out', () => {
    expect(filterInventory([vehicle], { ...EMPTY_INVENTORY_FILTER, search: 'brake' })).toHaveLength(
      1,
    );
  });
});

describe('"My cars" (issue #26 item 3)', () => {
  const ME = '00000000-0000-4000-8000-0000000000aa';
  const lot = [
    buildVehicle({ stockNumber: 'MINE', assigneeId: ME }),
    buildVehicle({ stockNumber: 'THEIRS', assigneeId: '00000000-0000-4000-8000-0000000000bb' }),
    buildVehicle({ stockNumber: 'NOBODY', assigneeId: null }),
    // An open work item of mine on someone else's car (issue #33).
    buildVehicle({
      stockNumber: 'MY-ITEM',
      assigneeId: '00000000-0000-4000-8000-0000000000bb',
      workAssigneeIds: [ME],
    }),
  ];
  it.each([
    [null, ['MINE', 'THEIRS', 'NOBODY', 'MY-ITEM']],
    [ME, ['MINE', 'MY-ITEM']],
  ])('assigneeId %s shows %j', (assigneeId, stocks) => {
    const shown = filterInventory(lot, { ...EMPTY_INVENTORY_FILTER, assigneeId });
    expect(shown.map((v) => v.stockNumber).sort()).toEqual([...stocks].sort());
  });
});
