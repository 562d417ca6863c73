import { describe, expect, it } from 'vitest';
import { parseVehicleCsv } from './csv-import';
import { prepareImport } from './vehicle/import-rows';
import {
  OPTIONAL_IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  TEMPLATE_COLUMNS_ONBOARDING,
  TEMPLATE_COLUMNS_SETTINGS,
  TEMPLATE_DOWNLOADED_DESCRIPTION,
  TEMPLATE_DOWNLOADED_TITLE,
  TEMPLATE_EXAMPLE_ROWS_ONBOARDING,
  TEMPLATE_EXAMPLE_ROWS_SETTINGS,
  buildTemplateCsv,
} from './import-template';

const NOW = Date.UTC(2026, 10, 22);

describe('import templates (spec 3)', () => {
  it('has the settings columns', () => {
    expect(buildTemplateCsv(TEMPLATE_COLUMNS_SETTINGS)).toBe(
      'Stock Number,Year,Make,Model,Color,VIN,Notes,Type,Is Shipping,Custom Days Ago,Starred,Sold,Mileage',
    );
  });

  it('has the onboarding columns', () => {
    expect(buildTemplateCsv(TEMPLATE_COLUMNS_ONBOARDING)).toBe(
      'Stock Number,VIN,Year,Make,Model,Color,Salesperson,Notes,In Stock Date,Price',
    );
  });

  it('lists required and optional columns', () => {
    expect(REQUIRED_IMPORT_COLUMNS).toEqual(['Stock Number', 'Year', 'Make', 'Model', 'Color']);
    expect(OPTIONAL_IMPORT_COLUMNS).toEqual(['VIN', 'Salesperson', 'Notes']);
  });

  it('has the download toast text', () => {
    expect(`${TEMPLATE_DOWNLOADED_TITLE} (${TEMPLATE_DOWNLOADED_DESCRIPTION})`).toBe(
      'Template Downloaded (Fill in your vehicle data and import when ready)',
    );
  });

  it.each([
    ['settings', TEMPLATE_COLUMNS_SETTINGS, TEMPLATE_EXAMPLE_ROWS_SETTINGS],
    ['onboarding', TEMPLATE_COLUMNS_ONBOARDING, TEMPLATE_EXAMPLE_ROWS_ONBOARDING],
  ])('the %s template with its examples imports cleanly', (_name, columns, rows) => {
    const text = buildTemplateCsv(columns, rows);
    expect(text.split('\r\n')).toHaveLength(rows.length + 1);
    const result = parseVehicleCsv(text);
    expect(result.errors).toEqual([]);
    expect(result.unknownHeaders).toEqual([]);
    const prepared = prepareImport(result.rows, NOW);
    expect(prepared.errors).toEqual([]);
    expect(prepared.warnings).toEqual([]);
    expect(prepared.valid).toHaveLength(rows.length);
    expect(prepared.valid[0]?.vehicle).toMatchObject({
      stockNumber: 'A1001',
      make: 'Honda',
      year: 2003,
    });
  });
});
