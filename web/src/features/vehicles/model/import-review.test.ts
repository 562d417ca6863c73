import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@domain/api/vehicles';
import { readCsvTable } from '@domain/csv-import';
import { dryRunSentence, initialChoice, mapColumn, rejectedRowsCsv } from './import-review';

const result: ImportResult = {
  imported: 111,
  updated: 9,
  total: 111,
  errors: [],
  warnings: [],
  problems: [],
  added: 102,
  changed: 8,
  unchanged: 1,
  skipped: 0,
};

describe('the import review (issue #27)', () => {
  it.each([
    [['stockNumber', 'ignore', 'make'], 1, 'make', ['stockNumber', 'make', 'ignore']],
    [['stockNumber', 'ignore', 'make'], 0, 'ignore', ['ignore', 'ignore', 'make']],
    [['stockNumber', 'color', 'make'], 1, 'year', ['stockNumber', 'year', 'make']],
  ] as const)(
    'mapColumn(%j, %i, %s) gives %j: one column per field',
    (mapping, index, field, expected) => {
      expect(mapColumn([...mapping], index, field)).toEqual(expected);
    },
  );

  it('starts from the remembered mapping of the same headers, else from the aliases', () => {
    const headers = ['Unit', 'Exterior', 'VIN'];
    const remembered = [
      {
        headers: [' unit', 'EXTERIOR', 'vin'],
        fields: ['stockNumber', 'color', 'vin'],
        stockNumberFromVin: 'last6' as const,
        updatedAt: 1,
      },
    ];
    expect(initialChoice(headers, remembered)).toEqual({
      mapping: ['stockNumber', 'color', 'vin'],
      stockNumberFromVin: 'last6',
      remembered: true,
    });
    expect(initialChoice(['Stock', 'Exterior'], remembered)).toMatchObject({
      mapping: ['stockNumber', 'ignore'],
      remembered: false,
    });
  });

  it('says what a dry run would do, counting rows the file breaks as skipped', () => {
    expect(dryRunSentence(result)).toBe('Will add 102, update 8, leave 1 unchanged, skip 0');
    expect(dryRunSentence(result, 2)).toBe('Will add 102, update 8, leave 1 unchanged, skip 2');
  });

  it('gives back the rows not imported as the file had them, with the reason', () => {
    const table = readCsvTable('Stock,Make\nA1,Ford\n,Kia\nA3,"Open\n');
    const csv = rejectedRowsCsv(
      table,
      {
        problems: [
          { row: 2, level: 'warning', message: 'year replaced' },
          { row: 3, level: 'error', message: 'Stock number is required' },
        ],
      },
      table.errors,
    );
    expect(csv?.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Stock,Make,Reason',
      ',Kia,Row 3: Stock number is required',
      ',,Row 4: A quoted value is not closed',
    ]);
    expect(rejectedRowsCsv(table, { problems: [] }, [])).toBeNull();
  });
});
