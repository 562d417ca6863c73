import { describe, expect, it } from 'vitest';
import type { JobTemplate } from '@domain/api/work';
import { readTemplateLines, writeTemplateLines } from './template-lines';

const LINES: JobTemplate['lines'] = [
  { description: 'Oil and filter', category: 'mechanical', partsCents: 4_550, labourHours: 0.5 },
  { description: 'Wipers', category: 'parts', partsCents: 2_500, labourHours: 0 },
  { description: 'Detail', category: 'detail', partsCents: 123_400, labourHours: 2.25 },
];

describe('a template’s lines as typed, and back', () => {
  it.each([
    [
      'en-US',
      'USD',
      'Oil and filter; mechanical; $45.50; 0.5\nWipers; parts; $25\nDetail; detail; $1,234; 2.25',
    ],
    [
      'de-DE',
      'EUR',
      'Oil and filter; mechanical; 45,50 €; 0.5\nWipers; parts; 25 €\nDetail; detail; 1.234 €; 2.25',
    ],
  ])('%s writes them for a change and reads them back unchanged', (locale, currency, text) => {
    const written = writeTemplateLines(LINES, { locale, currency });
    expect(written.replace(/\u00a0/g, ' ')).toBe(text);
    expect(readTemplateLines(written, locale)).toEqual(LINES);
  });

  it.each([
    ['Wipers; paint; 25', 'Line 1: the category must be one of'],
    ['Wipers; parts; ten', 'Line 1: the parts are not an amount'],
    ['\nWipers; parts; 25; a while', 'Line 2: the hours are not hours such as 0.5'],
  ])('names the line of %j', (text, message) => {
    expect(() => readTemplateLines(text, 'en-US')).toThrow(message);
  });
});
