import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv, type CsvValue } from './csv';

describe('csvCell (RFC 4180, formula-safe)', () => {
  it.each<[CsvValue, string]>([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['\rstart', '"\'\rstart"'],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['a=b', 'a=b'],
    [' =x', ' =x'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, no trailing line end', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"');
  });

  it('can start with a BOM for Excel', () => {
    expect(toCsv([['a']], { bom: true })).toBe(`${CSV_BOM}a`);
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('round-trips through a CSV parser', () => {
    const rows = [
      ['Name', 'Note'],
      ['Smith, Jane', 'said "ok"\r\nthen left'],
    ];
    expect(Papa.parse<string[]>(toCsv(rows)).data).toEqual(rows);
  });

  it('gives an empty string for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});
