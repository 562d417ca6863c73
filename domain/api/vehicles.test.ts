import { describe, expect, it } from 'vitest';
import {
  importResultSchema,
  vehicleBatchSchema,
  vehicleCreateSchema,
  vehicleListQuerySchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from './vehicles';
import { buildVehicle } from '../vehicle/vehicle-fixtures';
import { vehicleImportRowSchema } from './vehicle-import';

const ID = '0b7f3c9e-5a41-4c8e-9d2a-6f1e2b3c4d5e';
const minimal = { stockNumber: 'A1', year: 2024, make: 'Ford', model: 'Focus', color: 'Blue' };

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('vehicleCreateSchema (POST /api/vehicles)', () => {
  it('fills the defaults', () => {
    expect(vehicleCreateSchema.parse(minimal)).toEqual({
      ...minimal,
      vin: null,
      notes: '',
      type: 'inventory',
      flag: 'active',
      starred: false,
      isShipping: false,
      promised: false,
      customDaysAgo: null,
      salesperson: '',
      location: null,
      mileage: null,
      trim: null,
      priceCents: null,
      reconEstimateCents: null,
    });
  });

  it('trims text and normalises the VIN', () => {
    const parsed = vehicleCreateSchema.parse({
      ...minimal,
      stockNumber: ' A1 ',
      vin: '1hgcm82633a004352 ',
    });
    expect([parsed.stockNumber, parsed.vin]).toEqual(['A1', '1HGCM82633A004352']);
    expect(vehicleCreateSchema.parse({ ...minimal, vin: '  ' }).vin).toBeNull();
    expect(vehicleCreateSchema.parse({ ...minimal, vin: null }).vin).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    ['no stock number', { stockNumber: undefined }, [['stockNumber', 'Stock number is required']]],
    ['a blank stock number', { stockNumber: '  ' }, [['stockNumber', 'Stock number is required']]],
    ['a numeric stock number', { stockNumber: 12 }, [['stockNumber', 'Stock number must be text']]],
    [
      'a 41-character stock number',
      { stockNumber: 'X'.repeat(41) },
      [['stockNumber', 'Stock number must be at most 40 characters']],
    ],
    ['no year', { year: undefined }, [['year', 'Year is required']]],
    ['a text year', { year: '2020' }, [['year', 'Year must be a number']]],
    ['a fractional year', { year: 2020.5 }, [['year', 'Year must be a whole number']]],
    [
      'year 1900 (spec 5: above 1900)',
      { year: 1900 },
      [['year', 'Year must be between 1901 and 2100']],
    ],
    ['year 2101', { year: 2101 }, [['year', 'Year must be between 1901 and 2100']]],
    ['a NUL in notes', { notes: 'a\u0000b' }, [['notes', 'Notes must not contain NUL characters']]],
    ['a NUL in make', { make: '\u0000' }, [['make', 'Make must not contain NUL characters']]],
    ['no make', { make: '' }, [['make', 'Make is required']]],
    ['a long model', { model: 'M'.repeat(61) }, [['model', 'Model must be at most 60 characters']]],
    ['no color', { color: undefined }, [['color', 'Color is required']]],
    ['a short VIN', { vin: '1HGCM82633A00435' }, [['vin', 'VIN must be 17 characters']]],
    [
      'a VIN with O',
      { vin: '1HGCM82633A0O4352' },
      [['vin', 'VIN cannot contain the letters I, O or Q']],
    ],
    ['a numeric VIN', { vin: 123 }, [['vin', 'VIN must be text']]],
    [
      'long notes',
      { notes: 'n'.repeat(2001) },
      [['notes', 'Notes must be at most 2000 characters']],
    ],
    [
      'a bad type',
      { type: 'sold' },
      [['type', 'Type must be one of inventory, make-ready or service']],
    ],
    ['a bad flag', { flag: 'archived' }, [['flag', 'Flag must be active or sold']]],
    ['a text boolean', { starred: 'yes' }, [['starred', 'Starred must be true or false']]],
    [
      'negative days',
      { customDaysAgo: -1 },
      [['customDaysAgo', 'Custom days ago must be between 0 and 3650']],
    ],
    [
      'too many days',
      { customDaysAgo: 3651 },
      [['customDaysAgo', 'Custom days ago must be between 0 and 3650']],
    ],
    [
      'a long salesperson',
      { salesperson: 's'.repeat(101) },
      [['salesperson', 'Salesperson must be at most 100 characters']],
    ],
    ['an unknown field', { dealershipId: 'x' }, [['', 'Unrecognized key: "dealershipId"']]],
  ])('refuses %s, naming the field', (_name, change, expected) => {
    expect(issues(vehicleCreateSchema.safeParse({ ...minimal, ...change }))).toEqual(expected);
  });

  it.each([1901, 2100, 2026])('accepts year %s', (year) => {
    expect(vehicleCreateSchema.safeParse({ ...minimal, year }).success).toBe(true);
  });
});

describe('vehicleUpdateSchema (PATCH)', () => {
  it('takes any subset with the version and adds no defaults', () => {
    expect(vehicleUpdateSchema.parse({ version: 3, starred: true })).toEqual({
      version: 3,
      starred: true,
    });
    expect(
      vehicleUpdateSchema.parse({ version: 0, vin: null, makeReadyAddedAt: 1_700_000_000_000 }),
    ).toEqual({
      version: 0,
      vin: null,
      makeReadyAddedAt: 1_700_000_000_000,
    });
  });

  it.each<[string, Record<string, unknown>, string[][]]>([
    ['no version', { starred: true }, [['version', 'Version is required']]],
    ['a negative version', { version: -1 }, [['version', 'Version must be a whole number']]],
    ['a blank make', { version: 1, make: ' ' }, [['make', 'Make is required']]],
    [
      'a fractional time',
      { version: 1, checkInTime: 1.5 },
      [['checkInTime', 'Check-in time must be a timestamp in milliseconds']],
    ],
    ['an id', { version: 1, id: ID }, [['', 'Unrecognized key: "id"']]],
  ])('refuses %s', (_name, body, expected) => {
    expect(issues(vehicleUpdateSchema.safeParse(body))).toEqual(expected);
  });
});

describe('vehicleSchema (wire record)', () => {
  const record = buildVehicle({
    id: ID,
    stockNumber: 'A1',
    make: 'Ford',
    model: 'Focus',
    type: 'make-ready',
    starred: true,
    inMakeReady: true,
    makeReadyAddedAt: 1_700_000_000_000,
    checkInTime: 1_699_000_000_000,
    createdAt: 1_699_000_000_000,
    updatedAt: 1_700_000_000_000,
  });

  it('parses a record and strips columns it does not know', () => {
    expect(vehicleSchema.parse({ ...record, dealershipId: 'secret' })).toEqual(record);
  });

  it('needs a UUID id', () => {
    expect(vehicleSchema.safeParse({ ...record, id: '42' }).success).toBe(false);
  });
});

describe('vehicleListQuerySchema', () => {
  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{}, {}],
    [
      { type: 'service', starred: 'true', sold: 'false', q: ' camry ' },
      { type: 'service', starred: true, sold: false, q: 'camry' },
    ],
    [{ _: '123' }, {}],
  ])('%o → %o', (query, parsed) => {
    expect(vehicleListQuerySchema.parse(query)).toEqual(parsed);
  });

  it('refuses a non-boolean flag', () => {
    expect(issues(vehicleListQuerySchema.safeParse({ starred: 'yes' }))).toEqual([
      ['starred', 'starred must be true or false'],
    ]);
  });
});

describe('vehicleBatchSchema', () => {
  it.each([
    'move-make-ready',
    'move-service',
    'move-inventory',
    'star',
    'unstar',
    'mark-sold',
    'delete',
  ])('accepts %s', (action) => {
    expect(vehicleBatchSchema.safeParse({ ids: [ID], action }).success).toBe(true);
  });

  it.each<[string, unknown, string[][]]>([
    ['no ids', { ids: [], action: 'star' }, [['ids', 'Select at least one vehicle']]],
    [
      '1001 ids',
      { ids: Array.from({ length: 1001 }, () => ID), action: 'star' },
      [['ids', 'At most 1000 vehicles per batch']],
    ],
    ['a bad id', { ids: ['x'], action: 'star' }, [['ids.0', 'Each id must be a vehicle UUID']]],
    [
      'a bad action',
      { ids: [ID], action: 'paint' },
      [
        [
          'action',
          'Action must be one of move-make-ready, move-service, move-inventory, star, unstar, mark-sold, delete',
        ],
      ],
    ],
  ])('refuses %s', (_name, body, expected) => {
    expect(issues(vehicleBatchSchema.safeParse(body))).toEqual(expected);
  });
});

describe('vehicleImportRowSchema and importResultSchema', () => {
  it('takes cells as text, reading numbers and booleans from API callers as text', () => {
    expect(
      vehicleImportRowSchema.parse({ rowNumber: 2, stockNumber: 'A1', year: 2020, starred: true }),
    ).toEqual({ rowNumber: 2, stockNumber: 'A1', year: '2020', starred: 'true' });
  });

  it('refuses a column the import does not know', () => {
    expect(vehicleImportRowSchema.safeParse({ stockNumber: 'A1', colour: 'Red' }).success).toBe(
      false,
    );
  });

  it('describes the result', () => {
    const result = {
      imported: 3,
      updated: 1,
      total: 4,
      errors: ['Row 5: Make is required'],
      warnings: ['Row 2: year 1800 replaced by 2026'],
      added: 3,
      changed: 1,
      unchanged: 0,
      skipped: 1,
      problems: [
        { row: 5, level: 'error', message: 'Make is required' },
        { row: 2, level: 'warning', message: 'year 1800 replaced by 2026' },
      ],
    };
    expect(importResultSchema.parse(result)).toEqual(result);
  });
});
