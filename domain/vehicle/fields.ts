import type { Right } from '../permissions';
import type { Vehicle } from '../api/vehicles';
import {
  parseCsvBoolean,
  parseCsvDaysAgo,
  parseCsvInStock,
  parseCsvType,
  readMileage,
  readPriceCents,
  type CellContext,
  type CellReading,
} from './cell-values';
import { importYear } from './year';
import { TIME_EDITING_RIGHT } from './clock';

/**
 * Each vehicle field described once (docs/decisions/0022-vehicle-field-registry.md): its label,
 * the import headers that name it, its CSV column, where and with which right it is edited,
 * whether the search looks in it, and how the activity log names a change of it. Import,
 * export, the template, the editors, the record, the search (browser and server) and the
 * activity texts all derive from this table. The value rules live in the contract
 * (domain/api/vehicles.ts); the workflow columns in ./workflow.ts.
 */

/** The fields a person can set; the rest of a Vehicle is derived or kept by the system. */
export type VehicleFieldKey =
  | 'stockNumber'
  | 'year'
  | 'make'
  | 'model'
  | 'color'
  | 'vin'
  | 'notes'
  | 'type'
  | 'isShipping'
  | 'promised'
  | 'customDaysAgo'
  | 'starred'
  | 'flag'
  | 'salesperson'
  | 'location'
  | 'mileage'
  | 'trim'
  | 'priceCents'
  | 'reconEstimateCents'
  | 'checkInTime'
  | 'makeReadyAddedAt'
  | 'serviceAddedAt';

/** How a field is edited in place. */
export type FieldControl =
  'text' | 'textarea' | 'number' | 'money' | 'vin' | 'toggle' | 'workflow' | 'days' | 'time';
/** Where: the add form, the vehicle record, the inventory-management table. */
export type FieldPlace = 'form' | 'record' | 'table';

export interface VehicleFieldDescriptor<K extends VehicleFieldKey = VehicleFieldKey> {
  label: string;
  /** A dealership renames it (spec 3: salespersonLabel, locationLabel). */
  configLabel?: 'salesperson' | 'location';
  /** "Updated notes": how the activity log names a change of it. */
  activityText: string;
  /** Import headers, matched case-insensitively (spec 5); the first is the column's name. */
  importAliases?: readonly string[];
  /**
   * Reads an import cell (trimmed, non-empty) at `context.now`, in the dealership's units and
   * date order; plain text is stored as it is.
   */
  readCell?: (cell: string, context: CellContext) => CellReading<Vehicle[K]>;
  /** In the settings template (spec 3, Import template columns), in this table's order. */
  template?: { examples: readonly [string, string] };
  /** The CSV export's cell; the column is the first import alias, so exports re-import. */
  exportCell?: (vehicle: Vehicle) => string | number;
  edit?: { right: Right; control: FieldControl; places: readonly FieldPlace[] };
  /** Searched always, or only with advanced search on (spec 3 feature toggle). */
  search?: 'basic' | 'advanced';
  /** A measure shown with the dealership's unit, digits grouped ('84,210 mi', '77,000 km'). */
  unit?: 'distance';
  /** Shown as money: cents as '$23,995'. */
  money?: true;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const edit = (
  control: FieldControl,
  places: readonly FieldPlace[],
  right: Right = 'vehicles.edit',
) => ({
  right,
  control,
  places,
});

/**
 * The registry, in the order of the settings template (spec 3), then the fields the spec's
 * template does not list. Keys are the wire names of Vehicle (and the database columns').
 */
export const VEHICLE_FIELDS = {
  stockNumber: {
    label: 'Stock number',
    activityText: 'stock number',
    importAliases: [
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
    template: { examples: ['A1001', 'A1002'] },
    exportCell: (v) => v.stockNumber,
    edit: edit('text', ['form', 'record', 'table']),
    search: 'basic',
  },
  year: {
    label: 'Year',
    activityText: 'year',
    importAliases: ['Year', 'Model Year', 'Vehicle Year', 'Yr'],
    readCell: (cell, { now }) => importYear(cell, now),
    template: { examples: ['2003', '2022'] },
    exportCell: (v) => v.year,
    edit: edit('number', ['form', 'record', 'table']),
    search: 'basic',
  },
  make: {
    label: 'Make',
    activityText: 'make',
    importAliases: ['Make', 'Manufacturer', 'Brand', 'Mfr'],
    template: { examples: ['Honda', 'Ford'] },
    exportCell: (v) => v.make,
    edit: edit('text', ['form', 'record', 'table']),
    search: 'basic',
  },
  model: {
    label: 'Model',
    activityText: 'model',
    importAliases: ['Model', 'Vehicle Model'],
    template: { examples: ['Accord', 'F-150'] },
    exportCell: (v) => v.model,
    edit: edit('text', ['form', 'record', 'table']),
    search: 'basic',
  },
  color: {
    label: 'Color',
    activityText: 'color',
    importAliases: ['Color', 'Colour', 'Exterior Color', 'Exterior Colour', 'Ext Color'],
    template: { examples: ['Silver', 'Blue'] },
    exportCell: (v) => v.color,
    edit: edit('text', ['form', 'record', 'table']),
    search: 'basic',
  },
  vin: {
    label: 'VIN',
    activityText: 'VIN',
    importAliases: ['VIN', 'VIN #', 'VIN Number', 'Vehicle Identification Number'],
    template: { examples: ['1HGCM82633A004352', ''] },
    exportCell: (v) => v.vin ?? '',
    edit: edit('vin', ['form', 'record']),
    search: 'advanced',
  },
  notes: {
    label: 'Notes',
    activityText: 'notes',
    importAliases: ['Notes', 'Note', 'Comments', 'Comment', 'Remarks'],
    template: { examples: ['Detail and photos', 'Oil change'] },
    exportCell: (v) => v.notes,
    edit: edit('textarea', ['form', 'record']),
    search: 'advanced',
  },
  type: {
    label: 'Workflow',
    activityText: 'workflow',
    importAliases: ['Type', 'Workflow', 'Vehicle Type', 'Stage'],
    readCell: (cell) => ({ value: parseCsvType(cell) }),
    template: { examples: ['make-ready', 'service'] },
    exportCell: (v) => v.type,
    edit: edit('workflow', ['form']),
  },
  isShipping: {
    label: 'Shipping',
    activityText: 'shipping',
    importAliases: ['Is Shipping', 'Shipping', 'is_shipping', 'In Transit'],
    readCell: (cell) => ({ value: parseCsvBoolean(cell) }),
    template: { examples: ['no', 'no'] },
    exportCell: (v) => yesNo(v.isShipping),
    edit: edit('toggle', ['record']),
  },
  promised: {
    label: 'Promised to a customer',
    activityText: 'promised to a customer',
    // Managers decide: it is the one thing that may wake the manager on call (issue #32).
    edit: edit('toggle', ['record'], 'vehicles.manage'),
  },
  customDaysAgo: {
    label: 'Days in service',
    activityText: 'days ago',
    importAliases: ['Custom Days Ago', 'Days Ago', 'custom_days_ago', 'Days', 'Days In Service'],
    readCell: (cell) => ({ value: parseCsvDaysAgo(cell) }),
    template: { examples: ['0', '2'] },
    // It overrides the service age (spec 4.1): a clock, corrected as the start times are.
    edit: edit('days', ['record'], TIME_EDITING_RIGHT),
  },
  starred: {
    label: 'Starred',
    activityText: 'star',
    importAliases: ['Starred', 'Star', 'Is Starred', 'Favorite', 'Favourite'],
    readCell: (cell) => ({ value: parseCsvBoolean(cell) }),
    template: { examples: ['yes', 'no'] },
    exportCell: (v) => yesNo(v.starred),
    edit: edit('toggle', ['form']),
  },
  flag: {
    label: 'Sold',
    activityText: 'sold',
    importAliases: ['Sold', 'Is Sold', 'is_sold'],
    readCell: (cell) => ({ value: parseCsvBoolean(cell) ? 'sold' : 'active' }),
    template: { examples: ['no', 'no'] },
    exportCell: (v) => yesNo(v.flag === 'sold'),
  },
  salesperson: {
    label: 'Salesperson',
    configLabel: 'salesperson',
    activityText: 'salesperson',
    importAliases: ['Salesperson', 'Sales Person', 'Salesman', 'Sales Rep', 'Vendor'],
    exportCell: (v) => v.salesperson,
    edit: edit('text', ['form', 'record', 'table']),
    search: 'advanced',
  },
  location: {
    label: 'Location',
    configLabel: 'location',
    activityText: 'location',
    importAliases: ['Location', 'Bay', 'Lot Location'],
    exportCell: (v) => v.location ?? '',
    edit: edit('text', ['form', 'record', 'table']),
    search: 'advanced',
  },
  mileage: {
    label: 'Mileage',
    activityText: 'mileage',
    importAliases: [
      'Mileage',
      'Odometer',
      'Miles',
      'Odometer Reading',
      'Kilometres',
      'Kilometers',
      'Km',
      'Kms',
      'Odo',
    ],
    // '84210', '84,210', '77 000 km', '77000.0'; anything else is left empty with a warning.
    readCell: (cell, context) => readMileage(cell, context.distanceUnit),
    template: { examples: ['84210', '12500'] },
    exportCell: (v) => v.mileage ?? '',
    edit: edit('number', ['form', 'record', 'table']),
    search: 'advanced',
    unit: 'distance',
  },
  trim: {
    label: 'Trim',
    activityText: 'trim',
    importAliases: ['Trim', 'Trim Level', 'Series', 'Style', 'Sub Model', 'Submodel'],
    exportCell: (v) => v.trim ?? '',
    edit: edit('text', ['form', 'record', 'table']),
    search: 'advanced',
  },
  priceCents: {
    label: 'Price',
    activityText: 'price',
    importAliases: [
      'Price',
      'List Price',
      'Internet Price',
      'Selling Price',
      'Sale Price',
      'Asking Price',
      'Retail Price',
      'Our Price',
    ],
    readCell: (cell) => readPriceCents(cell),
    exportCell: (v) => (v.priceCents === null ? '' : (v.priceCents / 100).toFixed(2)),
    edit: edit('money', ['form', 'record', 'table']),
    money: true,
  },
  reconEstimateCents: {
    label: 'Recon estimate',
    activityText: 'recon estimate',
    importAliases: ['Recon Estimate', 'Recon Est', 'Estimated Recon', 'Recon Budget', 'Recon'],
    readCell: (cell) => readPriceCents(cell),
    exportCell: (v) =>
      v.reconEstimateCents === null ? '' : (v.reconEstimateCents / 100).toFixed(2),
    edit: edit('money', ['record', 'table']),
    money: true,
  },
  checkInTime: {
    label: 'In stock since',
    activityText: 'in-stock date',
    // A dealer export's date or its age in days (spec 3 onboarding template: In Stock Date).
    importAliases: [
      'In Stock Date',
      'Stock Date',
      'Date In Stock',
      'Age',
      'Days In Stock',
      'Days On Lot',
      'Days In Inventory',
    ],
    readCell: parseCsvInStock,
    // ISO 8601 (UTC), which every import reads back whatever the dealership's date order.
    exportCell: (v) => new Date(v.checkInTime).toISOString().slice(0, 10),
  },
  makeReadyAddedAt: {
    label: 'Entered Make Ready',
    activityText: 'Make Ready start',
    edit: edit('time', ['record'], TIME_EDITING_RIGHT),
  },
  serviceAddedAt: {
    label: 'Entered Service',
    activityText: 'Service start',
    edit: edit('time', ['record'], TIME_EDITING_RIGHT),
  },
} satisfies { [K in VehicleFieldKey]: VehicleFieldDescriptor<K> };

type Fields = typeof VEHICLE_FIELDS;
/** The fields an import file's columns can name. */
export type ImportFieldKey = {
  [K in VehicleFieldKey]: Fields[K] extends { importAliases: readonly string[] } ? K : never;
}[VehicleFieldKey];

export const VEHICLE_FIELD_KEYS = Object.keys(VEHICLE_FIELDS) as VehicleFieldKey[];

/** A field's description, whatever its key. */
export function describeField(key: VehicleFieldKey): VehicleFieldDescriptor {
  return VEHICLE_FIELDS[key];
}

function isImportField(key: VehicleFieldKey): key is ImportFieldKey {
  return describeField(key).importAliases !== undefined;
}

/** The fields an import file's columns can name, in registry order. */
export const IMPORT_FIELD_KEYS = VEHICLE_FIELD_KEYS.filter(isImportField) as [
  ImportFieldKey,
  ...ImportFieldKey[],
];

/** The settings template's columns (spec 3), in order. */
export const TEMPLATE_FIELD_KEYS = VEHICLE_FIELD_KEYS.filter(
  (key) => describeField(key).template !== undefined,
);

/** The CSV export's columns, in order. */
export const EXPORT_FIELD_KEYS = VEHICLE_FIELD_KEYS.filter(
  (key) => describeField(key).exportCell !== undefined,
);

/** A field's column name in files: its first import alias. */
export function columnName(key: VehicleFieldKey): string {
  const field = describeField(key);
  return field.importAliases?.[0] ?? field.label;
}

/** The fields edited in `place`, in registry order. */
export function fieldsEditedIn(place: FieldPlace): VehicleFieldKey[] {
  return VEHICLE_FIELD_KEYS.filter((key) => describeField(key).edit?.places.includes(place));
}
