import { z } from 'zod';
import { VENDOR_JOB_STATES } from '../vendors/jobs';
import { VENDOR_TRADES } from '../vendors/trades';
import { amountCentsSchema } from '../work/amount-schema';
import { isWellFormedText } from '../unicode';
import { normalizeVin, vinShapeErrors, vinYearProblem } from '../vin';
import { WORKFLOWS } from '../vehicle-status';
import { BOARD_SORT_MESSAGE } from '../vehicle/messages';
import { vehicleStepSchema } from './workflows';

/**
 * Vehicle contracts (spec 3 Vehicle, spec 7 POST /api/vehicles; the rest designed in
 * design.md, API). JSON on the wire is camelCase; timestamps are ms since the epoch.
 * Every message names the field so a 400 says what was wrong.
 */

export const VEHICLE_LIMITS = {
  stockNumberMax: 40,
  textMax: 60,
  notesMax: 2000,
  salespersonMax: 100,
  locationMax: 40,
  customDaysAgoMax: 3650,
  /**
   * Spec 5: 'above 1900'. A fixed schema bound; the now-based rule (current year + 2) is
   * applied by the caller.
   */
  yearMin: 1901,
  yearMax: 2100,
  /** The highest odometer reading accepted (miles or km); higher is a typo, not a car. */
  mileageMax: 2_000_000,
  /** The highest price accepted, in cents ($100,000,000). */
  priceCentsMax: 10_000_000_000,
  batchMax: 1000,
  /** Rows per import (issue #27 item 4: a whole dealer export, 50,000 rows). */
  importMax: 50_000,
} as const;
const L = VEHICLE_LIMITS;

/** Spec 5, 8: an import with no usable row. */
export const NO_VALID_VEHICLES_MESSAGE = 'No valid vehicles found in CSV file';

export const vehicleTypeSchema = z.enum(WORKFLOWS, {
  error: 'Type must be one of inventory, make-ready or service',
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export const VEHICLE_FLAGS = ['active', 'sold'] as const;
export const vehicleFlagSchema = z.enum(VEHICLE_FLAGS, { error: 'Flag must be active or sold' });

function text(label: string, max: number) {
  return (
    z
      .string({
        error: (issue) => `${label} ${issue.input === undefined ? 'is required' : 'must be text'}`,
      })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      // The database refuses NUL; caught here, an import reports the row instead of failing.
      .refine((value) => !value.includes('\u0000'), `${label} must not contain NUL characters`)
      .refine(isWellFormedText, `${label} must be valid Unicode text`)
  );
}
function requiredText(label: string, max: number) {
  return text(label, max).min(1, `${label} is required`);
}
function bool(label: string) {
  return z.boolean({ error: `${label} must be true or false` });
}
function timestamp(label: string) {
  return z
    .number({ error: `${label} must be a timestamp in milliseconds` })
    .int(`${label} must be a timestamp in milliseconds`)
    .nonnegative(`${label} must be a timestamp in milliseconds`);
}

/** A VIN: blank means none; otherwise normalised and well-formed (see domain/vin). */
const vinValue = z
  .string({ error: 'VIN must be text' })
  .transform((vin) => (vin.trim() === '' ? null : normalizeVin(vin)))
  .superRefine((vin, ctx) => {
    if (vin === null) return;
    for (const message of vinShapeErrors(vin)) ctx.addIssue({ code: 'custom', message });
  });

const yearRange = `Year must be between ${L.yearMin} and ${L.yearMax}`;
const customDaysRange = `Custom days ago must be between 0 and ${L.customDaysAgoMax}`;

/** The editable fields, without defaults, shared by create and update. */
const editableFields = {
  stockNumber: requiredText('Stock number', L.stockNumberMax),
  year: z
    .number({
      error: (issue) => (issue.input === undefined ? 'Year is required' : 'Year must be a number'),
    })
    .int('Year must be a whole number')
    .min(L.yearMin, yearRange)
    .max(L.yearMax, yearRange),
  make: requiredText('Make', L.textMax),
  model: requiredText('Model', L.textMax),
  color: requiredText('Color', L.textMax),
  notes: text('Notes', L.notesMax),
  type: vehicleTypeSchema,
  flag: vehicleFlagSchema,
  starred: bool('Starred'),
  isShipping: bool('Is shipping'),
  /** Promised to a customer (issue #32): its red alert may wake the manager on call. */
  promised: bool('Promised'),
  customDaysAgo: z
    .number({ error: 'Custom days ago must be a number' })
    .min(0, customDaysRange)
    .max(L.customDaysAgoMax, customDaysRange)
    .nullable(),
  salesperson: text('Salesperson', L.salespersonMax),
  location: text('Location', L.locationMax).nullable(),
  mileage: z
    .number({ error: 'Mileage must be a number' })
    .int('Mileage must be a whole number')
    .min(0, `Mileage must be between 0 and ${L.mileageMax}`)
    .max(L.mileageMax, `Mileage must be between 0 and ${L.mileageMax}`)
    .nullable(),
  trim: text('Trim', L.textMax).nullable(),
  priceCents: z
    .number({ error: 'Price must be a number of cents' })
    .int('Price must be a whole number of cents')
    .min(0, `Price must be between 0 and ${L.priceCentsMax} cents`)
    .max(L.priceCentsMax, `Price must be between 0 and ${L.priceCentsMax} cents`)
    .nullable(),
  /** What recon should cost, in cents (issue #33: estimate against actual). */
  reconEstimateCents: amountCentsSchema.nullable(),
};

/** POST /api/vehicles: one vehicle, e.g. one CSV row (spec 7). */
export const vehicleCreateSchema = z
  .strictObject({
    ...editableFields,
    vin: vinValue.nullable().default(null),
    notes: editableFields.notes.default(''),
    type: editableFields.type.default('inventory'),
    flag: editableFields.flag.default('active'),
    starred: editableFields.starred.default(false),
    isShipping: editableFields.isShipping.default(false),
    promised: editableFields.promised.default(false),
    customDaysAgo: editableFields.customDaysAgo.default(null),
    salesperson: editableFields.salesperson.default(''),
    location: editableFields.location.default(null),
    mileage: editableFields.mileage.default(null),
    trim: editableFields.trim.default(null),
    priceCents: editableFields.priceCents.default(null),
    reconEstimateCents: editableFields.reconEstimateCents.default(null),
    /** When it came into stock (an import's In Stock Date or Age); now when not given. */
    checkInTime: timestamp('In-stock date').optional(),
  })
  .superRefine((vehicle, ctx) => {
    // A pre-1981 VIN needs the year that makes it one (the field alone cannot know).
    const problem = vinYearProblem(vehicle.vin, vehicle.year);
    if (problem) ctx.addIssue({ code: 'custom', path: ['vin'], message: problem });
  })
  .meta({ id: 'VehicleCreate' });
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;
export type VehicleCreateInput = z.input<typeof vehicleCreateSchema>;

/**
 * PATCH /api/vehicles/:id: any editable field plus the `version` last read (optimistic
 * concurrency; a stale version answers 409). The time fields serve the time-editing feature.
 */
export const vehicleUpdateSchema = z.strictObject({
  ...z.object(editableFields).partial().shape,
  vin: vinValue.nullable().optional(),
  checkInTime: timestamp('Check-in time').optional(),
  makeReadyAddedAt: timestamp('Make Ready start').nullable().optional(),
  serviceAddedAt: timestamp('Service start').nullable().optional(),
  /** A move to another step of the vehicle's workflow (issue #26); needs the version. */
  stepId: z.uuid({ error: 'stepId must be a step id' }).optional(),
  /** A correction of when the vehicle entered its step (the time-editing rules). */
  stepEnteredAt: timestamp('Step start').optional(),
  /** The user the vehicle is assigned to; null for nobody. */
  assigneeId: z.uuid({ error: 'assigneeId must be a user id' }).nullable().optional(),
  version: z
    .number({ error: 'Version is required' })
    .int('Version must be a whole number')
    .nonnegative('Version must be a whole number'),
});
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;

/** The PATCH body: the version may come in the body or in an If-Match header instead. */
export const vehiclePatchSchema = vehicleUpdateSchema
  .extend({ version: vehicleUpdateSchema.shape.version.optional() })
  .meta({ id: 'VehiclePatch' });

/** The full record on the wire. */
export const vehicleSchema = z
  .object({
    id: z.uuid(),
    stockNumber: z.string(),
    vin: z.string().nullable(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    color: z.string(),
    salesperson: z.string(),
    notes: z.string(),
    type: vehicleTypeSchema,
    flag: vehicleFlagSchema,
    starred: z.boolean(),
    isShipping: z.boolean(),
    promised: z.boolean(),
    inMakeReady: z.boolean(),
    makeReadyAddedAt: z.number().nullable(),
    inService: z.boolean(),
    serviceAddedAt: z.number().nullable(),
    customDaysAgo: z.number().nullable(),
    checkInTime: z.number(),
    /** The service bay or lot location (its label is configurable, spec 9). */
    location: z.string().nullable(),
    /** The odometer reading in the dealership's distance unit (its configuration). */
    mileage: z.number().int().nullable(),
    trim: z.string().nullable(),
    /** The asking price in cents. */
    priceCents: z.number().int().nullable(),
    /** Its step in Make Ready or Service (issue #26); null in inventory. */
    step: vehicleStepSchema.nullable(),
    /** The user who owns the car now; null for nobody. */
    assigneeId: z.uuid().nullable(),
    /** What recon should cost, in cents; null when nobody estimated it (issue #33). */
    reconEstimateCents: z.number().int().nullable(),
    /** The approved and done work items' total, in cents. */
    reconActualCents: z.number().int(),
    /** Since when an approval request of the car waits; null when none does. */
    awaitingApprovalSince: z.number().nullable(),
    /** Its earliest-due open sublet job (issue #31), for the board's chip; null when none. */
    sublet: z
      .object({
        trade: z.enum(VENDOR_TRADES),
        dueAt: z.number(),
        state: z.enum(VENDOR_JOB_STATES),
      })
      .nullable(),
    /** Who its open work items are assigned to: the car is under their "My cars" too. */
    workAssigneeIds: z.array(z.uuid()),
    version: z.number().int(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Vehicle' });
export type Vehicle = z.infer<typeof vehicleSchema>;

/**
 * A vehicle as a write answers it: the record, and what the server noticed but accepted
 * (a VIN whose check digit does not match), so an API caller is never left unaware.
 */
export const vehicleWrittenSchema = vehicleSchema
  // Sent only when there is something to say, so a clean answer is exactly the Vehicle that
  // lists and live events carry.
  .extend({ warnings: z.array(z.string()).min(1).optional() })
  .meta({ id: 'VehicleWritten' });
export const vehicleListSchema = z.array(vehicleSchema);

export const vehicleIdParamsSchema = z.object({
  id: z.uuid({ error: 'Vehicle id must be a UUID' }),
});

const booleanQuery = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((value) => value === 'true');

/** GET /api/vehicles query; unknown parameters (cache busters) are ignored. */
export const vehicleListQuerySchema = z.object({
  type: vehicleTypeSchema.optional(),
  starred: booleanQuery('starred').optional(),
  sold: booleanQuery('sold').optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

/** The most vehicles one page answers with (and what a page holds unless asked). */
export const VEHICLE_PAGE_LIMITS = { max: 500, default: 100 } as const;
/**
 * Page orders: starred first then newest, newest first, or the Make Ready board's on-screen
 * order ('board': starred first, then latest into Make Ready; it needs workflow=make-ready and
 * no search), so a board's first page holds the tiles it shows first.
 */
export const VEHICLE_PAGE_SORTS = ['starred-newest', 'newest', 'board'] as const;
export type VehiclePageSort = (typeof VEHICLE_PAGE_SORTS)[number];

/**
 * GET /api/vehicles/page query: a board's workflow (active vehicles on that board, the rule of
 * domain/vehicle/board-filter), the search of domain/vehicle/search, an order, and a keyset
 * cursor from the previous page's `nextCursor`.
 */
export const vehiclePageQuerySchema = z
  .object({
    workflow: vehicleTypeSchema.optional(),
    q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
    sort: z
      .enum(VEHICLE_PAGE_SORTS, { error: 'sort must be starred-newest, newest or board' })
      .default('starred-newest'),
    cursor: z.string().max(200, 'cursor must be at most 200 characters').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(VEHICLE_PAGE_LIMITS.max, `limit must be at most ${VEHICLE_PAGE_LIMITS.max}`)
      .default(VEHICLE_PAGE_LIMITS.default),
  })
  .refine((query) => query.sort !== 'board' || (query.workflow === 'make-ready' && !query.q), {
    message: BOARD_SORT_MESSAGE,
    path: ['sort'],
  });
export type VehiclePageQuery = z.infer<typeof vehiclePageQuerySchema>;

export const vehiclePageSchema = z
  .object({
    items: vehicleListSchema,
    /** Pass as `cursor` for the next page; null on the last page. */
    nextCursor: z.string().nullable(),
    /**
     * The dealership's vehicle sequence number (the live events' `seq`) the page was read at:
     * it holds every change up to this number, so a client re-applies only the later changes
     * it heard meanwhile. Absent where no change log stands behind the page (the sandbox).
     */
    seq: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'VehiclePage' });
export type VehiclePage = z.infer<typeof vehiclePageSchema>;

export const VEHICLE_BATCH_ACTIONS = [
  'move-make-ready',
  'move-service',
  'move-inventory',
  'star',
  'unstar',
  'mark-sold',
  'delete',
] as const;
export type VehicleBatchAction = (typeof VEHICLE_BATCH_ACTIONS)[number];

/** POST /api/vehicles/batch (batch moving, spec 1). */
export const vehicleBatchSchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: 'Each id must be a vehicle UUID' }), { error: 'ids must be a list' })
      .min(1, 'Select at least one vehicle')
      .max(L.batchMax, `At most ${L.batchMax} vehicles per batch`),
    action: z.enum(VEHICLE_BATCH_ACTIONS, {
      error: `Action must be one of ${VEHICLE_BATCH_ACTIONS.join(', ')}`,
    }),
  })
  .meta({ id: 'VehicleBatch' });
export type VehicleBatch = z.infer<typeof vehicleBatchSchema>;
export const vehicleBatchResultSchema = z
  .object({ affected: z.number().int().nonnegative() })
  .meta({ id: 'VehicleBatchResult' });

/** One vehicle's state to put back (domain/vehicle/undo): workflow, its start, its star. */
export const vehicleRestoreItemSchema = z.strictObject({
  id: z.uuid({ error: 'Each id must be a vehicle UUID' }),
  type: vehicleTypeSchema,
  starred: bool('Starred'),
  makeReadyAddedAt: timestamp('Make Ready start').nullable(),
  serviceAddedAt: timestamp('Service start').nullable(),
  customDaysAgo: editableFields.customDaysAgo,
});
export type VehicleRestoreItem = z.infer<typeof vehicleRestoreItemSchema>;

/**
 * The undo's answer: how many vehicles it changed, and what it could not put back as it was
 * (a step removed since: the car is in its workflow's first step), only when there is any.
 */
export const vehicleRestoreResultSchema = vehicleBatchResultSchema
  .extend({ warnings: z.array(z.string()).min(1).optional() })
  .meta({ id: 'VehicleRestoreResult' });

/** POST /api/vehicles/restore: undo of a tile's X or a batch move or star. */
export const vehicleRestoreSchema = z
  .strictObject({
    vehicles: z
      .array(vehicleRestoreItemSchema, { error: 'vehicles must be a list' })
      .min(1, 'Restore at least one vehicle')
      .max(L.batchMax, `At most ${L.batchMax} vehicles per restore`),
  })
  .meta({ id: 'VehicleRestore' });

/** One problem of one row (issue #27 item 4: every error and warning, row by row). */
const importProblemSchema = z
  .object({
    row: z.number().int().positive(),
    level: z.enum(['error', 'warning', 'info']),
    message: z.string(),
  })
  .meta({ id: 'ImportProblem' });

/**
 * The import answer: `imported` counts the valid rows, each now in the dealership as the file
 * has it (created, updated, or already so: a row that changes nothing writes nothing),
 * `updated` how many of those matched an existing stock number, `total` the rows sent,
 * `errors` 'Row {n}: …'. `added`, `changed`, `unchanged` and `skipped` split the rows as the
 * dry run announces them ("will add 102, update 8, leave 1 unchanged, skip 0"), and `problems`
 * lists every error, warning and information by row. A dry run answers the same, writing
 * nothing.
 */
export const importResultSchema = z
  .object({
    imported: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    errors: z.array(z.string()),
    /** 'Row {n}: year 1800 replaced by 2026': values the import replaced or left out. */
    warnings: z.array(z.string()),
    added: z.number().int().nonnegative(),
    changed: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    problems: z.array(importProblemSchema),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
