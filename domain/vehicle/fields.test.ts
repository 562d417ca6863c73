import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS_SETTINGS } from '../import-template';
import { RIGHTS } from '../permissions';
import {
  EXPORT_FIELD_KEYS,
  IMPORT_FIELD_KEYS,
  VEHICLE_FIELD_KEYS,
  VEHICLE_FIELDS,
  columnName,
  describeField,
  fieldsEditedIn,
} from './fields';
import { matchHeader, normalizeHeader } from './import-headers';

const CONTEXT = { now: 0, distanceUnit: 'mi', dateOrder: 'month-first' } as const;

describe('the field registry', () => {
  const everyAlias = IMPORT_FIELD_KEYS.flatMap((key) =>
    (describeField(key).importAliases ?? []).map((alias) => [alias, key] as const),
  );

  it.each(everyAlias)('header %j names %s, in any case and spacing', (alias, key) => {
    expect(matchHeader(alias)).toBe(key);
    expect(matchHeader(` ${alias.toUpperCase()} `)).toBe(key);
  });

  it('has no alias claimed by two fields', () => {
    const owners = new Map<string, Set<string>>();
    for (const [alias, key] of everyAlias) {
      const normal = normalizeHeader(alias);
      owners.set(normal, (owners.get(normal) ?? new Set()).add(key));
    }
    expect([...owners].filter(([, keys]) => keys.size > 1)).toEqual([]);
  });

  it.each([
    ['Stock #', 'stockNumber'],
    ['stock_number', 'stockNumber'],
    ['Stk#', 'stockNumber'],
    ['Colour', 'color'],
    ['is_shipping', 'isShipping'],
    ['days ago', 'customDaysAgo'],
    ['favorite', 'starred'],
    ['vendor', 'salesperson'],
    ['Comments', 'notes'],
    ['workflow', 'type'],
    ['Sold', 'flag'],
    ['Mileage', 'mileage'],
    ['Odometer', 'mileage'],
    ['Miles', 'mileage'],
    ['Odometer Reading', 'mileage'],
    ['Age', 'checkInTime'],
    ['Days in Stock', 'checkInTime'],
    ['In Stock Date', 'checkInTime'],
    ['Price', 'priceCents'],
    ['Internet Price', 'priceCents'],
    ['Trim', 'trim'],
    ['Kilometres', 'mileage'],
    ['MSRP', 'ignored'],
    ['Unit', null],
    ['', null],
    ['constructor', null],
  ])('%j → %s', (header, key) => {
    expect(matchHeader(header)).toBe(key);
  });

  it('gives the settings template the spec 3 columns, then Mileage', () => {
    expect(TEMPLATE_COLUMNS_SETTINGS).toEqual([
      'Stock Number',
      'Year',
      'Make',
      'Model',
      'Color',
      'VIN',
      'Notes',
      'Type',
      'Is Shipping',
      'Custom Days Ago',
      'Starred',
      'Sold',
      'Mileage',
    ]);
  });

  it('names every export column so that the import reads it back as the same field', () => {
    for (const key of EXPORT_FIELD_KEYS) expect(matchHeader(columnName(key))).toBe(key);
  });

  it('gives every field a label and an activity text, and edits only by a real right', () => {
    for (const key of VEHICLE_FIELD_KEYS) {
      const field = describeField(key);
      expect(field.label).not.toBe('');
      expect(field.activityText).not.toBe('');
      if (field.edit) expect(RIGHTS).toContain(field.edit.right);
    }
  });

  it('lets managers, not users, set workflow start times by hand', () => {
    expect(describeField('makeReadyAddedAt').edit?.right).toBe('vehicles.manage');
    expect(describeField('notes').edit?.right).toBe('vehicles.edit');
  });

  it.each<[string, number | null, boolean]>([
    ['84210', 84210, false],
    ['84,210', 84210, false],
    ['84 210 mi', 84210, false],
    ['1,234,567', 1234567, false],
    ['0', 0, false],
    ['12.5', 13, false],
    ['-5', null, true],
    ['lots', null, true],
  ])('reads a mileage cell %j as %s (warning: %s)', (cell, value, warns) => {
    const reading = VEHICLE_FIELDS.mileage.readCell(cell, CONTEXT);
    expect(reading.value).toBe(value);
    expect(reading.warning !== undefined).toBe(warns);
  });

  it('edits mileage in the form, the record and the table', () => {
    expect(fieldsEditedIn('form')).toContain('mileage');
    expect(fieldsEditedIn('record')).toContain('mileage');
    expect(fieldsEditedIn('table')).toContain('mileage');
  });
});
