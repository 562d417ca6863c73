/**
 * The database schema (design.md, Data). snake_case columns; rows are mapped to camelCase once,
 * in each module's repository. Times are epoch milliseconds (bigint), because the app runs on an
 * injected clock and the API speaks ms numbers (docs/decisions/0003-time-as-epoch-ms.md).
 *
 * Tenant tables carry `dealership_id` first in every key and index, and row-level security is
 * applied to each of them by the hand-written migration (0001_row_level_security.sql).
 */
import { sql } from 'drizzle-orm';
// Relative, not @domain/: drizzle-kit loads this file without the tsconfig paths.
import { ROLES } from '../../domain/api/common';
import { PLATFORM_LOG_ACTIONS } from '../../domain/api/super-admin';
import { VEHICLE_FLAGS } from '../../domain/api/vehicles';
import { FEED_RUN_STATES } from '../../domain/feeds/rules';
import { FOLLOW_UP_STATUSES } from '../../domain/follow-up';
import { BILLING_PERIODS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../../domain/plans';
import { DEFAULT_GRACE_DAYS } from '../../domain/subscription';
import { WORKFLOWS } from '../../domain/vehicle-status';
import { STOCK_NUMBER_FROM_VIN } from '../../domain/vehicle/stock-from-vin';
import { STAY_REASONS, STEP_WORKFLOWS, type StepThresholds } from '../../domain/recon/steps';
import { WORK_CATEGORIES, WORK_ITEM_STATES } from '../../domain/work/work-items';
import { ALERT_TRIGGERS, type StepAlertRule } from '../../domain/alerts/alert-rules';
import type { AlertPreferences } from '../../domain/alerts/alert-preferences';
import { ALERT_CHANNELS } from '../../domain/alerts/gate';
import type { OnCallSchedule } from '../../domain/alerts/on-call';
import type { VehicleSublet } from '../../domain/vendors/chip';
import { VENDOR_JOB_STATES } from '../../domain/vendors/jobs';
import { VENDOR_TRADES } from '../../domain/vendors/trades';
import {
  APPROVAL_REQUEST_STATES,
  DECIDED_HOW,
  GUEST_LINK_PURPOSES,
  type TemplateLine,
} from '../../domain/work/records';
import { PHOTO_SIZE_NAMES } from '../../domain/photos/rules';
import {
  type AnyPgColumn,
  bigint,
  customType,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });
const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
const dealershipId = () =>
  uuid('dealership_id')
    .notNull()
    .references(() => dealerships.id, { onDelete: 'cascade' });
/**
 * The dealership of a log table written thousands of rows per statement (an import's activity
 * entries and change log): checked and locked once per statement, and its rows deleted with the
 * dealership, by migration 0012's triggers instead of a foreign key's check per row
 * (docs/decisions/0062-log-tables-checked-per-statement.md).
 */
const logDealershipId = () => uuid('dealership_id').notNull();
const timestamps = () => ({
  createdAt: ms('created_at').notNull(),
  updatedAt: ms('updated_at').notNull(),
});

/** `('a', 'b')` for a check constraint, sorted so the SQL the migrations hold stays the same. */
function oneOf(values: readonly string[]) {
  return sql.raw(
    `(${[...values]
      .sort()
      .map((value) => `'${value}'`)
      .join(', ')})`,
  );
}

/** The tenant registry: read by host resolution before any tenant is known, so not under RLS. */
export const dealerships = pgTable('dealerships', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  active: boolean('active').notNull().default(true),
  trialEndsAt: ms('trial_ends_at'),
  // The subscription (domain/plans.ts, decision 0031). Dealerships set up by hand are active on
  // the complete platform; a signup starts 'trialing' with no plan.
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
    .notNull()
    .default('active'),
  plan: text('plan', { enum: PLAN_IDS }).default('complete'),
  billingPeriod: text('billing_period', { enum: BILLING_PERIODS }).default('monthly'),
  paidThrough: ms('paid_through'),
  // The open invoice (domain/subscription.ts): issued at invoice_requested_at, in whole dollars.
  invoiceRequestedAt: ms('invoice_requested_at'),
  invoiceAmount: integer('invoice_amount'),
  invoiceDueAt: ms('invoice_due_at'),
  invoiceReference: text('invoice_reference'),
  // An admin's cancellation: effective at cancel_at (the end of the paid period), with why.
  cancelAt: ms('cancel_at'),
  cancelReason: text('cancel_reason'),
  // Days of full access after a paid period ends unpaid; the super admin sets it.
  graceDays: integer('grace_days').notNull().default(DEFAULT_GRACE_DAYS),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  ...timestamps(),
});

export const users = pgTable(
  'users',
  {
    dealershipId: dealershipId(),
    id: id(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    role: text('role', { enum: ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Their alert preferences (issue #32, decision 0110); null: the schema's defaults. */
    alertPreferences: jsonb('alert_preferences').$type<AlertPreferences>(),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    // Usernames are global (universal login finds the tenant from the username).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ${oneOf(ROLES)}`),
  ],
);

const userReference = (t: { dealershipId: AnyPgColumn; userId: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.dealershipId, t.userId],
    foreignColumns: [users.dealershipId, users.id],
  }).onDelete('cascade');

/** Tenant sessions. The id is never stored: only its SHA-256 (a leaked table signs no one in). */
export const sessions = pgTable(
  'sessions',
  {
    dealershipId: dealershipId(),
    idHash: text('id_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: ms('created_at').notNull(),
    lastSeenAt: ms('last_seen_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    reauthenticatedAt: ms('reauthenticated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.idHash] }),
    index('sessions_user_idx').on(t.dealershipId, t.userId),
    userReference(t, 'sessions_user_fk'),
  ],
);

/** Universal-login temp tokens: 60 s, single use, bound to a user and their dealership. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    dealershipId: dealershipId(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.tokenHash] }),
    userReference(t, 'login_tokens_user_fk'),
  ],
);

/** Password reset tokens: 30 min, single use. Looked up by hash alone (the link has no tenant). */
export const passwordResets = pgTable(
  'password_resets',
  {
    dealershipId: dealershipId(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.tokenHash] }),
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    userReference(t, 'password_resets_user_fk'),
  ],
);

export const superAdmins = pgTable(
  'super_admins',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('super_admins_username_lower_key').on(sql`lower(${t.username})`)],
);

/** A table of its own, so a tenant session can never be read as a super-admin one. */
export const superAdminSessions = pgTable('super_admin_sessions', {
  idHash: text('id_hash').primaryKey(),
  superAdminId: uuid('super_admin_id')
    .notNull()
    .references(() => superAdmins.id, { onDelete: 'cascade' }),
  createdAt: ms('created_at').notNull(),
  lastSeenAt: ms('last_seen_at').notNull(),
  expiresAt: ms('expires_at').notNull(),
});

/** One JSON document per dealership, validated by the domain schema (spec 3). */
export const dealershipConfigs = pgTable('dealership_configs', {
  dealershipId: dealershipId().primaryKey(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: ms('updated_at').notNull(),
});

/**
 * An import's column mapping, remembered per dealership for the next file with the same
 * headers (issue #27 item 1): `headersKey` is the file's normalised header line.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    dealershipId: dealershipId(),
    headersKey: text('headers_key').notNull(),
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.headersKey] })],
);

/** Raw bytes (a photo's file), as a Buffer in and out. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer over the same memory.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Deleted vehicles, kept so a delete can be undone like a move (issue #28 item 6): the row, its
 * stays and its work items as they were, for 30 days (server/modules/vehicles/trash.ts, decision 0105).
 */
export const deletedVehicles = pgTable(
  'deleted_vehicles',
  {
    dealershipId: dealershipId(),
    vehicleId: uuid('vehicle_id').notNull(),
    deletedAt: ms('deleted_at').notNull(),
    deletedBy: uuid('deleted_by'),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    stays: jsonb('stays').$type<Record<string, unknown>[]>().notNull(),
    workItems: jsonb('work_items')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Its sublet jobs and its photos' rows (issue #31); the photos' files as the store keeps them. */
    vendorJobs: jsonb('vendor_jobs')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    photos: jsonb('photos')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.vehicleId] }),
    index('deleted_vehicles_deleted_at_idx').on(t.dealershipId, t.deletedAt),
  ],
);

/**
 * The files of a deleted car's photos kept in the database store, until its undo puts them
 * back or the trash lets it go (an S3 store keeps its objects until then). Bytes stay bytea
 * rather than base64 in the trash's JSON.
 */
export const deletedPhotoFiles = pgTable(
  'deleted_photo_files',
  {
    dealershipId: dealershipId(),
    vehicleId: uuid('vehicle_id').notNull(),
    photoId: uuid('photo_id').notNull(),
    size: text('size').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.photoId, t.size] }),
    foreignKey({
      name: 'deleted_photo_files_vehicle_fk',
      columns: [t.dealershipId, t.vehicleId],
      foreignColumns: [deletedVehicles.dealershipId, deletedVehicles.vehicleId],
    }).onDelete('cascade'),
  ],
);

/** Spec 3 Vehicle. `version` backs optimistic concurrency (If-Match, 409 on a stale write). */
export const vehicles = pgTable(
  'vehicles',
  {
    dealershipId: dealershipId(),
    id: id(),
    stockNumber: text('stock_number').notNull(),
    vin: text('vin'),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    color: text('color').notNull(),
    salesperson: text('salesperson'),
    notes: text('notes'),
    type: text('type', { enum: WORKFLOWS }).notNull().default('inventory'),
    flag: text('flag', { enum: VEHICLE_FLAGS }).notNull().default('active'),
    starred: boolean('starred').notNull().default(false),
    isShipping: boolean('is_shipping').notNull().default(false),
    inMakeReady: boolean('in_make_ready').notNull().default(false),
    makeReadyAddedAt: ms('make_ready_added_at'),
    inService: boolean('in_service').notNull().default(false),
    serviceAddedAt: ms('service_added_at'),
    customDaysAgo: doublePrecision('custom_days_ago'),
    checkInTime: ms('check_in_time').notNull(),
    location: text('location'),
    /** The odometer reading in the dealership's distance unit (its configuration). */
    mileage: integer('mileage'),
    trim: text('trim'),
    /** The asking price in cents (bigint: a price over $21M would overflow an integer). */
    priceCents: bigint('price_cents', { mode: 'number' }),
    /** Its step in its workflow and since when (issue #26); null in inventory. */
    stepId: uuid('step_id'),
    /** The step's name, kept with it so every vehicle answer is one row (a rename rewrites it). */
    stepName: text('step_name'),
    stepEnteredAt: ms('step_entered_at'),
    /** The user who owns the car now (no key: a removed user leaves the car unowned). */
    assigneeId: uuid('assignee_id'),
    /** What recon should cost (typed or imported), in cents; null when nobody estimated it. */
    reconEstimateCents: bigint('recon_estimate_cents', { mode: 'number' }),
    /** The approved and done work items' total: kept by every work write (issue #33). */
    reconActualCents: bigint('recon_actual_cents', { mode: 'number' }).notNull().default(0),
    /** Since when an approval request of the car waits; null when none does. */
    awaitingApprovalSince: ms('awaiting_approval_since'),
    /** Its earliest-due open sublet job, for the board's chip; kept by every job write (#31). */
    sublet: jsonb('sublet').$type<VehicleSublet>(),
    /** Who its open work items are assigned to ("My cars", the tile): kept by work writes. */
    workAssigneeIds: uuid('work_assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Promised to a customer (issue #32): its red alert may wake the manager on call. */
    promised: boolean('promised').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    // A step of another dealership cannot be named: the key includes the dealership.
    foreignKey({
      columns: [t.dealershipId, t.stepId],
      foreignColumns: [workflowSteps.dealershipId, workflowSteps.id],
      name: 'vehicles_step_fk',
    }),
    uniqueIndex('vehicles_stock_number_key').on(t.dealershipId, t.stockNumber),
    index('vehicles_type_idx').on(t.dealershipId, t.type),
    // "My cars", and the owner role's least-loaded user on entry (migration 0013).
    index('vehicles_assignee_idx')
      .on(t.dealershipId, t.assigneeId)
      .where(sql`${t.assigneeId} is not null`),
    // The list orders (server/modules/vehicles/page.ts), so a page is an index scan that
    // stops at its limit, not a sort of the dealership's every vehicle (issue #15 item 2).
    index('vehicles_newest_idx').on(t.dealershipId, t.createdAt.desc().nullsFirst(), t.id),
    index('vehicles_starred_newest_idx').on(
      t.dealershipId,
      t.starred.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // A board's page: its active vehicles only, so a short board in a large lot reads no others.
    index('vehicles_make_ready_board_idx')
      .on(t.dealershipId, t.starred.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.flag} = 'active' and ${t.inMakeReady}`),
    index('vehicles_service_board_idx')
      .on(t.dealershipId, t.starred.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.flag} = 'active' and ${t.inService}`),
    check('vehicles_type_check', sql`${t.type} in ${oneOf(WORKFLOWS)}`),
    check('vehicles_flag_check', sql`${t.flag} in ('active', 'sold')`),
  ],
);

/**
 * The dealership's recon steps per workflow (issue #26; domain/recon/steps). Never deleted
 * while the dealership exists: a removed step is archived so its stays keep naming it
 * (docs/decisions/0072-append-only-stays.md). All of a workflow's rows carry its version.
 */
export const workflowSteps = pgTable(
  'workflow_steps',
  {
    dealershipId: dealershipId(),
    id: id(),
    workflow: text('workflow', { enum: STEP_WORKFLOWS }).notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** null: the configuration's timeline on the workflow's own clock (the default step). */
    thresholds: jsonb('thresholds').$type<StepThresholds>(),
    timed: boolean('timed').notNull().default(true),
    ownerRole: text('owner_role', { enum: ROLES }),
    defaultAssigneeId: uuid('default_assignee_id'),
    businessHours: boolean('business_hours').notNull().default(false),
    countsTowardT2L: boolean('counts_toward_t2l').notNull().default(true),
    softLimit: integer('soft_limit'),
    /** A vendor marking the car's last open job done moves it to the next step (#31). */
    moveOnVendorDone: boolean('move_on_vendor_done').notNull().default(false),
    /** Who is told about its cars and when (issue #32); null: defaultStepAlertRule. */
    alertRule: jsonb('alert_rule').$type<StepAlertRule>(),
    version: integer('version').notNull().default(1),
    archivedAt: ms('archived_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    index('workflow_steps_order_idx').on(t.dealershipId, t.workflow, t.position),
    check('workflow_steps_workflow_check', sql`${t.workflow} in ${oneOf(STEP_WORKFLOWS)}`),
  ],
);

/**
 * A vehicle's stays in steps, append-only: a row is inserted when a stay begins and its
 * left_at set once when it ends (docs/decisions/0072-append-only-stays.md).
 */
export const vehicleStays = pgTable(
  'vehicle_stays',
  {
    dealershipId: dealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id').notNull(),
    stepId: uuid('step_id').notNull(),
    enteredAt: ms('entered_at').notNull(),
    leftAt: ms('left_at'),
    /** The user who moved it; null for the system (migration, a removed step's cars). */
    movedBy: uuid('moved_by'),
    /**
     * Who had the car in this step: the vehicle's assignee when the stay opened, kept current
     * while it is open, so a closed stay names who had the car when it left (migration 0019,
     * decision 0096). Null: nobody, or a stay closed before assignees were recorded.
     */
    assigneeId: uuid('assignee_id'),
    reason: text('reason', { enum: STAY_REASONS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    index('vehicle_stays_vehicle_idx').on(t.dealershipId, t.vehicleId, t.enteredAt),
    foreignKey({
      columns: [t.dealershipId, t.vehicleId],
      foreignColumns: [vehicles.dealershipId, vehicles.id],
      name: 'vehicle_stays_vehicle_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.dealershipId, t.stepId],
      foreignColumns: [workflowSteps.dealershipId, workflowSteps.id],
      name: 'vehicle_stays_step_fk',
    }),
    check('vehicle_stays_reason_check', sql`${t.reason} in ${oneOf(STAY_REASONS)}`),
  ],
);

const vehicleReference = (t: { dealershipId: AnyPgColumn; vehicleId: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.dealershipId, t.vehicleId],
    foreignColumns: [vehicles.dealershipId, vehicles.id],
  }).onDelete('cascade');

/** One approval request per car and sending (issue #33): who was asked, and what came of it. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    dealershipId: dealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id').notNull(),
    state: text('state', { enum: APPROVAL_REQUEST_STATES }).notNull(),
    /** The requested items' total when sent. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Why a person must decide (domain/work/approval: over-limit, category, overrun). */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** The approver asked; null: every manager and admin. */
    approverId: uuid('approver_id'),
    requestedBy: uuid('requested_by'),
    sentAt: ms('sent_at').notNull(),
    /** When the fallback approver was asked: set once, by the one claim that escalates. */
    escalatedAt: ms('escalated_at'),
    decidedAt: ms('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    vehicleReference(t, 'approval_requests_vehicle_fk'),
    // One open request per car: a second sending adds to it.
    uniqueIndex('approval_requests_open_key')
      .on(t.dealershipId, t.vehicleId)
      .where(sql`${t.state} = 'open'`),
    index('approval_requests_escalation_idx')
      .on(t.sentAt)
      .where(sql`${t.state} = 'open' and ${t.escalatedAt} is null`),
    // The scoreboard's approval wait: the decided requests of a period (migration 0026).
    index('approval_requests_decided_idx')
      .on(t.dealershipId, t.decidedAt)
      .where(sql`${t.state} = 'decided'`),
    check('approval_requests_state_check', sql`${t.state} in ${oneOf(APPROVAL_REQUEST_STATES)}`),
  ],
);

/** A car's work (issue #33): the spec's tasks, priced, in states. Declined items stay. */
export const workItems = pgTable(
  'work_items',
  {
    dealershipId: dealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: WORK_CATEGORIES }).notNull(),
    partsCents: bigint('parts_cents', { mode: 'number' }).notNull(),
    labourHundredths: integer('labour_hundredths').notNull(),
    /** The rate the item was priced at (a later change of the dealership's rate reprices nothing). */
    labourRateCents: integer('labour_rate_cents').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    state: text('state', { enum: WORK_ITEM_STATES }).notNull(),
    assigneeId: uuid('assignee_id'),
    requestId: uuid('request_id'),
    decidedHow: text('decided_how', { enum: DECIDED_HOW }),
    decidedBy: text('decided_by'),
    decidedAt: ms('decided_at'),
    decisionNote: text('decision_note'),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    vehicleReference(t, 'work_items_vehicle_fk'),
    index('work_items_vehicle_idx').on(t.dealershipId, t.vehicleId, t.createdAt),
    index('work_items_assignee_idx')
      .on(t.dealershipId, t.assigneeId)
      .where(sql`${t.assigneeId} is not null`),
    // The scoreboard's share auto-approved: the items decided in a period (migration 0026).
    index('work_items_decided_idx')
      .on(t.dealershipId, t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    check('work_items_category_check', sql`${t.category} in ${oneOf(WORK_CATEGORIES)}`),
    check('work_items_state_check', sql`${t.state} in ${oneOf(WORK_ITEM_STATES)}`),
    check('work_items_amounts_check', sql`${t.partsCents} >= 0 and ${t.labourHundredths} >= 0`),
  ],
);

/** The dealership's job templates ("Used car basic: oil and filter, wipers, inspection"). */
export const jobTemplates = pgTable(
  'job_templates',
  {
    dealershipId: dealershipId(),
    id: id(),
    name: text('name').notNull(),
    lines: jsonb('lines').$type<TemplateLine[]>().notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    uniqueIndex('job_templates_name_key').on(t.dealershipId, sql`lower(${t.name})`),
  ],
);

/**
 * Links for people without an account (design.md; server/modules/guest-links): only the
 * token's SHA-256 is stored, bound to one object and purpose (and the person it was sent to),
 * expiring; `used_at` is set by the one UPDATE that spends it.
 */
export const guestLinks = pgTable(
  'guest_links',
  {
    dealershipId: dealershipId(),
    id: id(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: GUEST_LINK_PURPOSES }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    recipientId: uuid('recipient_id'),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
    revokedAt: ms('revoked_at'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    uniqueIndex('guest_links_token_key').on(t.tokenHash),
    index('guest_links_subject_idx').on(t.dealershipId, t.purpose, t.subjectId),
    check('guest_links_purpose_check', sql`${t.purpose} in ${oneOf(GUEST_LINK_PURPOSES)}`),
  ],
);

/** The dealership's outside vendors (issue #31): body shop, glass, detail, transport… */
export const vendors = pgTable(
  'vendors',
  {
    dealershipId: dealershipId(),
    id: id(),
    name: text('name').notNull(),
    trade: text('trade', { enum: VENDOR_TRADES }).notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    uniqueIndex('vendors_name_key').on(t.dealershipId, sql`lower(${t.name})`),
    check('vendors_trade_check', sql`${t.trade} in ${oneOf(VENDOR_TRADES)}`),
  ],
);

/**
 * A sublet job: a car sent to a vendor for one piece of work (issue #31 item 2). Photos added
 * from the vendor's link reference its id. Closed (done or cancelled) jobs stay for the
 * scorecard; `closed_at` dates the vendor link's 14 days.
 */
export const vendorJobs = pgTable(
  'vendor_jobs',
  {
    dealershipId: dealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    /** The sublet work item it was sent from, if any (issue #31 item 2). */
    workItemId: uuid('work_item_id'),
    what: text('what').notNull(),
    quoteCents: bigint('quote_cents', { mode: 'number' }).notNull(),
    billedCents: bigint('billed_cents', { mode: 'number' }),
    dueAt: ms('due_at').notNull(),
    state: text('state', { enum: VENDOR_JOB_STATES }).notNull(),
    sentAt: ms('sent_at').notNull(),
    sentBy: uuid('sent_by'),
    acceptedAt: ms('accepted_at'),
    backAt: ms('back_at'),
    vendorNotes: text('vendor_notes'),
    doneAt: ms('done_at'),
    closedAt: ms('closed_at'),
    reopenedCount: integer('reopened_count').notNull().default(0),
    /** The late job's one reminder to the vendor, then the one alert to the dealership. */
    remindedAt: ms('reminded_at'),
    alertedAt: ms('alerted_at'),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    vehicleReference(t, 'vendor_jobs_vehicle_fk'),
    foreignKey({
      columns: [t.dealershipId, t.vendorId],
      foreignColumns: [vendors.dealershipId, vendors.id],
      name: 'vendor_jobs_vendor_fk',
    }),
    index('vendor_jobs_vehicle_idx').on(t.dealershipId, t.vehicleId, t.sentAt),
    index('vendor_jobs_vendor_idx').on(t.dealershipId, t.vendorId, t.sentAt),
    // The reminder pass reads every dealership's open jobs past due.
    index('vendor_jobs_open_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} in ('accepted', 'sent')`),
    check('vendor_jobs_state_check', sql`${t.state} in ${oneOf(VENDOR_JOB_STATES)}`),
    check(
      'vendor_jobs_amounts_check',
      sql`${t.quoteCents} >= 0 and (${t.billedCents} is null or ${t.billedCents} >= 0)`,
    ),
  ],
);

/** Spec 3 Activity log entry. The vehicle may be gone (removed), so no foreign key to it. */
/**
 * Every committed change to a vehicle, by a per-dealership sequence without gaps (migration
 * 0006; docs/decisions/0045-vehicle-change-log.md): live streams send what changed since a
 * client's last sequence, and read caches apply it instead of reloading the whole list. The
 * row says only which vehicle; its current state is the vehicles row (none: removed).
 */
export const vehicleChanges = pgTable(
  'vehicle_changes',
  {
    dealershipId: logDealershipId(),
    seq: ms('seq').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    changedAt: ms('changed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.seq] }),
    index('vehicle_changes_changed_at_idx').on(t.changedAt),
  ],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    dealershipId: logDealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id'),
    action: text('action').notNull(),
    stockNumber: text('stock_number'),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    vehicleType: text('vehicle_type'),
    salesperson: text('salesperson'),
    performedBy: text('performed_by').notNull(),
    performedByRole: text('performed_by_role'),
    performedByUserId: uuid('performed_by_user_id'),
    timestamp: ms('timestamp').notNull(),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    index('activity_logs_timestamp_idx').on(t.dealershipId, t.timestamp.desc()),
    index('activity_logs_vehicle_idx').on(t.dealershipId, t.vehicleId),
  ],
);

export const dashboards = pgTable(
  'dashboards',
  {
    dealershipId: dealershipId(),
    id: id(),
    name: text('name').notNull(),
    widgets: jsonb('widgets').$type<unknown[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdByUserId: uuid('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    index('dashboards_position_idx').on(t.dealershipId, t.position),
  ],
);

/** Per-dealership notification settings, set by the super admin (spec 2.2). */
export const notificationSettings = pgTable('notification_settings', {
  dealershipId: dealershipId().primaryKey(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: ms('updated_at').notNull(),
});

/**
 * The super admin's follow-up of a lead or a support request (issue #29): where it stands, who
 * has it (a free name: the platform has one super-admin account, not a sales team), notes, and
 * when it last changed.
 */
function followUpColumns() {
  return {
    status: text('status', { enum: FOLLOW_UP_STATUSES }).notNull().default('new'),
    owner: text('owner'),
    notes: text('notes').notNull().default(''),
    updatedAt: ms('updated_at'),
  };
}

/** Spec 3 Lead: from the public marketing site, so a platform table, not a tenant one. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    source: text('source').notNull(),
    submissionType: text('submission_type').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: ms('created_at').notNull(),
    ...followUpColumns(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    check('leads_status_check', sql`${t.status} in ${oneOf(FOLLOW_UP_STATUSES)}`),
  ],
);

/** A message from the public contact form (not tenant data: it may come from anyone). */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    // The dealership the sender named by its address, if it is one (priority support). Not
    // `dealership_id`: the request is platform data about a dealership, not the tenant's own
    // (no row-level security), and the name keeps "dealership_id means a tenant table" true.
    aboutDealershipId: uuid('about_dealership_id').references(() => dealerships.id, {
      onDelete: 'set null',
    }),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    createdAt: ms('created_at').notNull(),
    ...followUpColumns(),
  },
  (t) => [
    index('support_requests_created_at_idx').on(t.createdAt),
    check('support_requests_status_check', sql`${t.status} in ${oneOf(FOLLOW_UP_STATUSES)}`),
  ],
);

/** Mail written when no SMTP_URL is set: the dev outbox that tests and developers read. */
export const outbox = pgTable(
  'outbox',
  {
    // A sequence, not a uuid: "newest first" must hold for mails written in the same millisecond.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);

/** Rate-limit events, shared by every app process (sign-in failures, resets, leads). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    occurredAt: ms('occurred_at').notNull(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.occurredAt)],
);

/**
 * Browsers that have signed into an account (OWASP device cookies, decision 0025): only the
 * SHA-256 of the cookie's random token is kept, one row per account it signed into. A correct
 * password from such a browser is never slowed by failures from elsewhere.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').notNull(),
    /** 'user:{username}' or 'super-admin:{username}', lower case. */
    accountKey: text('account_key').notNull(),
    createdAt: ms('created_at').notNull(),
    lastUsedAt: ms('last_used_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.accountKey] }),
    index('sign_in_devices_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * What the dealership believed its time to line was, asked once of an admin on the scoreboard
 * (issue #30, decision 0097). A row is an answer: `days` null when the admin would not guess.
 */
export const scoreboardBeliefs = pgTable('scoreboard_beliefs', {
  dealershipId: dealershipId().primaryKey(),
  days: doublePrecision('days'),
  answeredBy: uuid('answered_by'),
  answeredAt: ms('answered_at').notNull(),
});

/**
 * Notification alerts and digests already mailed (modules/notifications): one row per
 * dealership and key, claimed with ON CONFLICT DO NOTHING, so each goes out at most once even
 * with several app processes running the scheduler.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    dealershipId: dealershipId(),
    key: text('key').notNull(),
    sentAt: ms('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.key] })],
);

/**
 * Stripe events already applied, by Stripe's event id: a replayed event is refused and changes
 * nothing (issue #29). Platform data, reached only in system transactions.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ms('received_at').notNull(),
});

/**
 * What the super admin did to a dealership's trial, payment or grace period, and what an admin's
 * cancellation said (issue #29): who, when, and the figures. Platform data, not the tenant's.
 */
export const platformLog = pgTable(
  'platform_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ms('at').notNull(),
    actor: text('actor').notNull(),
    action: text('action', { enum: PLATFORM_LOG_ACTIONS }).notNull(),
    aboutDealershipId: uuid('about_dealership_id').references(() => dealerships.id, {
      onDelete: 'set null',
    }),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [index('platform_log_at_idx').on(t.at)],
);

/**
 * A dealer's inventory feed (issue #27 item 6): where its file is, how often it is read, how
 * its columns map to fields, and how long a vehicle it lost waits before it is archived. The
 * basic credentials are kept encrypted (modules/feeds/credentials.ts); `nextRunAt` is claimed
 * by one process per schedule (modules/feeds/scheduler.ts).
 */
export const feeds = pgTable(
  'feeds',
  {
    dealershipId: dealershipId(),
    id: id(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** AES-256-GCM of the credentials' JSON: iv, tag and ciphertext, base64url, dot-joined. */
    credentials: text('credentials'),
    /** An SFTP server's key fingerprint, trusted at the first run and checked at each after. */
    hostKey: text('host_key'),
    intervalMinutes: integer('interval_minutes').notNull(),
    graceDays: integer('grace_days').notNull(),
    mapping: jsonb('mapping').$type<{ headers: string[]; fields: string[] }>().notNull(),
    stockNumberFromVin: text('stock_number_from_vin', { enum: STOCK_NUMBER_FROM_VIN }),
    nextRunAt: ms('next_run_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    // The scheduler's claim reads every dealership's due feeds.
    index('feeds_next_run_idx').on(t.nextRunAt),
  ],
);

/** A held run's reading: its rows as the import reads them, their columns and the file's notes. */
export interface HeldFeedRows {
  rows: unknown[];
  columns: string[];
  notes: string[];
}

/** One reading of a feed: its counts and problems; a held run keeps its rows until decided. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    dealershipId: dealershipId(),
    id: id(),
    feedId: uuid('feed_id').notNull(),
    startedAt: ms('started_at').notNull(),
    state: text('state', { enum: FEED_RUN_STATES }).notNull(),
    rows: integer('rows').notNull(),
    added: integer('added').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    missing: integer('missing').notNull(),
    archived: integer('archived').notNull(),
    errors: jsonb('errors').$type<string[]>().notNull(),
    /** The rows read, kept while the run is held so applying it applies what was read. */
    held: jsonb('held').$type<HeldFeedRows>(),
    decidedAt: ms('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    index('feed_runs_feed_idx').on(t.dealershipId, t.feedId, t.startedAt),
    foreignKey({
      columns: [t.dealershipId, t.feedId],
      foreignColumns: [feeds.dealershipId, feeds.id],
      name: 'feed_runs_feed_fk',
    }).onDelete('cascade'),
    check('feed_runs_state_check', sql`${t.state} in ${oneOf(FEED_RUN_STATES)}`),
  ],
);

/**
 * What a feed knows of each vehicle it brought or matched: the value it last wrote to each
 * field it owns (a stored value that differs was edited by staff since, and the feed leaves
 * it: decision 0100), and since when and for how many runs the vehicle has been missing.
 */
export const feedVehicles = pgTable(
  'feed_vehicles',
  {
    dealershipId: dealershipId(),
    feedId: uuid('feed_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    written: jsonb('written').$type<Record<string, unknown>>().notNull(),
    missingSince: ms('missing_since'),
    missingRuns: integer('missing_runs').notNull().default(0),
    /** When the feed archived it (marked it sold); a vehicle back in the file is restored. */
    archivedAt: ms('archived_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.feedId, t.vehicleId] }),
    foreignKey({
      columns: [t.dealershipId, t.feedId],
      foreignColumns: [feeds.dealershipId, feeds.id],
      name: 'feed_vehicles_feed_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.dealershipId, t.vehicleId],
      foreignColumns: [vehicles.dealershipId, vehicles.id],
      name: 'feed_vehicles_vehicle_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * A car's photos (issue #31 item 5): who added it and when, its caption, optionally the work
 * item or vendor job it shows. The files themselves are in the photo store (database or S3:
 * server/modules/photos/photo-store.ts); `bytes` is what all its sizes take there.
 * `vendor_job_id` gets its foreign key when vendor jobs land (issue #31 item 2).
 */
export const photos = pgTable(
  'photos',
  {
    dealershipId: dealershipId(),
    id: id(),
    vehicleId: uuid('vehicle_id').notNull(),
    workItemId: uuid('work_item_id'),
    vendorJobId: uuid('vendor_job_id'),
    caption: text('caption').notNull().default(''),
    /** The user who added it, or null when a vendor did from its link (`added_by_vendor_job`). */
    addedByUser: uuid('added_by_user'),
    addedByVendorJob: uuid('added_by_vendor_job'),
    /** The adder's name at the time, as the activity log keeps it. */
    addedByName: text('added_by_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    storage: text('storage', { enum: ['database', 's3'] }).notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    vehicleReference(t, 'photos_vehicle_fk'),
    index('photos_vehicle_idx').on(t.dealershipId, t.vehicleId, t.createdAt),
    check('photos_storage_check', sql`${t.storage} in ${oneOf(['database', 's3'])}`),
  ],
);

/** The files of photos kept in the database (the default store): one row per size. */
export const photoFiles = pgTable(
  'photo_files',
  {
    dealershipId: dealershipId(),
    photoId: uuid('photo_id').notNull(),
    size: text('size', { enum: PHOTO_SIZE_NAMES as [string, ...string[]] }).notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.photoId, t.size] }),
    // The files go with their photo, and so with its car and its dealership.
    foreignKey({
      name: 'photo_files_photo_fk',
      columns: [t.dealershipId, t.photoId],
      foreignColumns: [photos.dealershipId, photos.id],
    }).onDelete('cascade'),
  ],
);

/** Who is on call by weekday and date (issue #32 item 6); managers edit it, apart from config. */
export const alertOnCall = pgTable('alert_on_call', {
  dealershipId: dealershipId().primaryKey(),
  schedule: jsonb('schedule').$type<OnCallSchedule>().notNull(),
  updatedAt: ms('updated_at').notNull(),
});

/** A browser that allowed notifications (web push): its endpoint and keys, per person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    dealershipId: dealershipId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    // A browser's endpoint is its own: subscribing again moves it to whoever signed in.
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.dealershipId, t.userId),
    userReference(t, 'push_subscriptions_user_fk'),
  ],
);

/**
 * One alert per key and person (decision 0110): the claim that makes a cluster raise it once,
 * and the bell's list. An acknowledgement is written on every row of the stay's trigger, so
 * the escalation stops and the car shows who took it.
 */
export const alerts = pgTable(
  'alerts',
  {
    dealershipId: dealershipId(),
    id: id(),
    key: text('key').notNull(),
    userId: uuid('user_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    stepId: uuid('step_id'),
    stayEnteredAt: ms('stay_entered_at'),
    trigger: text('trigger', { enum: ALERT_TRIGGERS }).notNull(),
    level: integer('level').notNull(),
    /** What it says: "2019 Honda Civic · 48213 went red in Mechanical". */
    text: text('text').notNull(),
    raisedAt: ms('raised_at').notNull(),
    createdAt: ms('created_at').notNull(),
    readAt: ms('read_at'),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedAt: ms('acknowledged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    uniqueIndex('alerts_key_user_key').on(t.dealershipId, t.key, t.userId),
    index('alerts_user_idx').on(t.dealershipId, t.userId, t.createdAt),
    index('alerts_vehicle_idx').on(t.dealershipId, t.vehicleId, t.stayEnteredAt),
    // The scoreboard's red cars since a date (readRedAlertHistory): only red alerts.
    index('alerts_red_raised_idx')
      .on(t.dealershipId, t.raisedAt)
      .where(sql`${t.trigger} = 'overdue'`),
    userReference(t, 'alerts_user_fk'),
    vehicleReference(t, 'alerts_vehicle_fk'),
    check('alerts_trigger_check', sql`${t.trigger} in ${oneOf(ALERT_TRIGGERS)}`),
  ],
);

/** An alert on one channel: the gate's answer (held until) and when it went (decision 0110). */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    dealershipId: dealershipId(),
    id: id(),
    alertId: uuid('alert_id').notNull(),
    userId: uuid('user_id').notNull(),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    holdUntil: ms('hold_until').notNull(),
    sentAt: ms('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.id] }),
    uniqueIndex('alert_deliveries_alert_channel_key').on(t.dealershipId, t.alertId, t.channel),
    // A pass's release reads every dealership's waiting deliveries whose hold has passed.
    index('alert_deliveries_waiting_idx')
      .on(t.holdUntil)
      .where(sql`${t.sentAt} is null`),
    index('alert_deliveries_last_sent_idx').on(t.dealershipId, t.userId, t.channel, t.sentAt),
    foreignKey({
      name: 'alert_deliveries_alert_fk',
      columns: [t.dealershipId, t.alertId],
      foreignColumns: [alerts.dealershipId, alerts.id],
    }).onDelete('cascade'),
    check('alert_deliveries_channel_check', sql`${t.channel} in ${oneOf(ALERT_CHANNELS)}`),
  ],
);

/**
 * The server's VAPID key pair for web push, made once by whichever process asks first and
 * shared by every process of a cluster (one row). Platform data, read in system transactions.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
);
