/**
 * CSV header matching for the vehicle import (spec 5, Import file): headers match many
 * aliases case-insensitively, ignoring spaces, underscores, hyphens, dots and '#'.
 */

/** Every field an import file's column can name. */
export const IMPORT_FIELDS = [
  'stockNumber',
  'year',
  'make',
  'model',
  'color',
  'vin',
  'notes',
  'type',
  'isShipping',
  'customDaysAgo',
  'starred',
  'sold',
  'salesperson',
  'inStockDate',
  'price',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/**
 * Aliases per field, written as people write them. `inStockDate` and `price` are columns of
 * the onboarding template (spec 3) that the vehicle record has no field for: they are
 * recognised so they are not reported as unknown, and otherwise ignored.
 */
export const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  stockNumber: [
    'Stock Number',
    'Stock #',
    'Stock No',
    'Stock No.',
    'Stock Num',
    'StockNumber',
    'stock_number',
    'Stock',
    'Stk',
    'Stk #',
    'Stk No',
  ],
  year: ['Year', 'Model Year', 'Vehicle Year', 'Yr'],
  make: ['Make', 'Manufacturer', 'Brand'],
  model: ['Model', 'Vehicle Model'],
  color: ['Color', 'Colour', 'Exterior Color', 'Exterior Colour', 'Ext Color'],
  vin: ['VIN', 'VIN #', 'VIN Number', 'Vehicle Identification Number'],
  notes: ['Notes', 'Note', 'Comments', 'Comment', 'Remarks'],
  type: ['Type', 'Workflow', 'Vehicle Type', 'Stage'],
  isShipping: ['Is Shipping', 'Shipping', 'is_shipping', 'In Transit'],
  customDaysAgo: ['Custom Days Ago', 'Days Ago', 'custom_days_ago', 'Days', 'Days In Service'],
  starred: ['Starred', 'Star', 'Is Starred', 'Favorite', 'Favourite'],
  sold: ['Sold', 'Is Sold', 'is_sold'],
  salesperson: ['Salesperson', 'Sales Person', 'Salesman', 'Sales Rep', 'Vendor'],
  inStockDate: ['In Stock Date', 'Stock Date', 'Date In Stock'],
  price: ['Price', 'List Price'],
};

/** 'Stock #' → 'stock', ' Is_Shipping ' → 'isshipping'. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_\-.#]+/g, '');
}

const HEADER_INDEX: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) =>
    HEADER_ALIASES[field].map((alias) => [normalizeHeader(alias), field] as const),
  ),
);

/** The field a header names, or null for an unrecognised header. */
export function matchHeader(header: string): ImportField | null {
  return HEADER_INDEX.get(normalizeHeader(header)) ?? null;
}
