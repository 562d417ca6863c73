import { z } from 'zod';
import { CONFIG_INPUT_RULES } from './config-inputs';
import { DEFAULT_BUSINESS_CALENDAR } from './recon/business-calendar';
import { businessCalendarSchema } from './recon/business-calendar-schema';
import { DEFAULT_SCOREBOARD_SETTINGS, scoreboardSettingsSchema } from './scoreboard/settings';
import { defaultWorkSettings, workSettingsSchema } from './work/settings';

/**
 * The dealership configuration schema (spec 3) with the ranges of spec 5 (Configuration
 * inputs). Every message names the field path, so a bad PUT /api/config says what failed.
 * Defaults, presets and repair live in dealership-config.
 */

export const INVENTORY_VIEW_MODES = ['master-detail', 'grid', 'table', 'board'] as const;
export type InventoryViewMode = (typeof INVENTORY_VIEW_MODES)[number];

/** How the dealership writes distances and dates (issue #27: imports and the mileage shown). */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
/** A date like 03/04/2026: month first (US) or day first (most of the world). */
export const DATE_ORDERS = ['month-first', 'day-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const R = CONFIG_INPUT_RULES;

function ranged(path: string, rule: { min: number; max: number }, unit: string) {
  const message = `${path} must be between ${rule.min} and ${rule.max} ${unit}`;
  return z
    .number({ error: `${path} must be a number` })
    .min(rule.min, message)
    .max(rule.max, message);
}
function label(path: string, max = 40) {
  return z
    .string({ error: `${path} must be text` })
    .trim()
    .max(max, `${path} must be at most ${max} characters`);
}
function name(path: string) {
  return label(path).min(1, `${path} is required`);
}
function flag(path: string) {
  return z.boolean({ error: `${path} must be true or false` });
}
function color(path: string) {
  return z
    .string({ error: `${path} must be text` })
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, `${path} must be a hex colour such as #DC2626`);
}

const MR = 'workflows.makeReady';
const SV = 'workflows.service';
export const MAKE_READY_ORDER_MESSAGE =
  'Make Ready thresholds must increase: new < working < warning';
export const SERVICE_ORDER_MESSAGE = 'Service thresholds must increase: new < good < attention';

const makeReadySchema = z.strictObject({
  enabled: flag(`${MR}.enabled`),
  displayName: name(`${MR}.displayName`),
  salespersonLabel: name(`${MR}.salespersonLabel`),
  timeline: z
    .strictObject({
      newThreshold: ranged(`${MR}.timeline.newThreshold`, R.makeReadyNew, 'minutes'),
      workingThreshold: ranged(`${MR}.timeline.workingThreshold`, R.makeReadyWorking, 'minutes'),
      warningThreshold: ranged(`${MR}.timeline.warningThreshold`, R.makeReadyWarning, 'minutes'),
      labels: z.strictObject({
        new: label(`${MR}.timeline.labels.new`, 20),
        working: label(`${MR}.timeline.labels.working`, 20),
        warning: label(`${MR}.timeline.labels.warning`, 20),
        overdue: label(`${MR}.timeline.labels.overdue`, 20),
      }),
    })
    .superRefine((t, ctx) => {
      if (t.newThreshold >= t.workingThreshold) {
        ctx.addIssue({
          code: 'custom',
          path: ['workingThreshold'],
          message: MAKE_READY_ORDER_MESSAGE,
        });
      }
      if (t.workingThreshold >= t.warningThreshold) {
        ctx.addIssue({
          code: 'custom',
          path: ['warningThreshold'],
          message: MAKE_READY_ORDER_MESSAGE,
        });
      }
    }),
});

const serviceSchema = z.strictObject({
  enabled: flag(`${SV}.enabled`),
  displayName: name(`${SV}.displayName`),
  locationLabel: name(`${SV}.locationLabel`),
  timeline: z
    .strictObject({
      newThreshold: ranged(`${SV}.timeline.newThreshold`, R.serviceNew, 'days'),
      goodThreshold: ranged(`${SV}.timeline.goodThreshold`, R.serviceGood, 'days'),
      attentionThreshold: ranged(`${SV}.timeline.attentionThreshold`, R.serviceAttention, 'days'),
      labels: z.strictObject({
        new: label(`${SV}.timeline.labels.new`, 20),
        good: label(`${SV}.timeline.labels.good`, 20),
        attention: label(`${SV}.timeline.labels.attention`, 20),
        critical: label(`${SV}.timeline.labels.critical`, 20),
      }),
    })
    .superRefine((t, ctx) => {
      if (t.newThreshold >= t.goodThreshold) {
        ctx.addIssue({ code: 'custom', path: ['goodThreshold'], message: SERVICE_ORDER_MESSAGE });
      }
      if (t.goodThreshold >= t.attentionThreshold) {
        ctx.addIssue({
          code: 'custom',
          path: ['attentionThreshold'],
          message: SERVICE_ORDER_MESSAGE,
        });
      }
    }),
});

const featuresSchema = z.strictObject({
  textEnlargement: flag('features.textEnlargement'),
  vehicleLogging: flag('features.vehicleLogging'),
  timeEditing: flag('features.timeEditing'),
  advancedSearch: flag('features.advancedSearch'),
  exportCapability: flag('features.exportCapability'),
});

/**
 * The whole configuration, as PUT /api/config takes it and GET /api/config answers it to
 * managers and admins (spec 6: view settings).
 */
export const dealershipConfigSchema = z.strictObject({
  /** Shown in the header; '' means "use the tenant's dealership name" (spec 2.8). */
  name: label('name', 100),
  theme: z.strictObject({
    primaryColor: color('theme.primaryColor'),
    headerBackground: color('theme.headerBackground'),
    headerTextColor: color('theme.headerTextColor'),
  }),
  workflows: z.strictObject({ makeReady: makeReadySchema, service: serviceSchema }),
  features: featuresSchema,
  grid: z.strictObject({
    maxVehicles: ranged('grid.maxVehicles', R.maxVehicles, 'vehicles').int(
      'grid.maxVehicles must be a whole number',
    ),
    showEmptySlots: flag('grid.showEmptySlots'),
  }),
  inventoryViewMode: z.enum(INVENTORY_VIEW_MODES, {
    error: `inventoryViewMode must be one of ${INVENTORY_VIEW_MODES.join(', ')}`,
  }),
  regional: z.strictObject({
    distanceUnit: z.enum(DISTANCE_UNITS, {
      error: `regional.distanceUnit must be one of ${DISTANCE_UNITS.join(', ')}`,
    }),
    dateOrder: z.enum(DATE_ORDERS, {
      error: `regional.dateOrder must be one of ${DATE_ORDERS.join(', ')}`,
    }),
  }),
  /**
   * The calendar of the steps whose clock counts business hours (issue #26). Optional in a
   * PUT so a client that predates it stays valid; a PUT without it sets the default calendar.
   */
  businessHours: businessCalendarSchema.default(() => structuredClone(DEFAULT_BUSINESS_CALENDAR)),
  /** The scoreboard's target and holding cost (issue #30); optional in a PUT like businessHours. */
  scoreboard: scoreboardSettingsSchema.default(() => ({ ...DEFAULT_SCOREBOARD_SETTINGS })),
  /** Currency, labour rate and approval rules (issue #33); optional in a PUT like businessHours. */
  work: workSettingsSchema.default(defaultWorkSettings),
});
export type DealershipConfig = z.infer<typeof dealershipConfigSchema>;

/**
 * The switches only managers' and admins' screens read: exports (a user may export nothing,
 * spec 6) and the activity log (a user neither reads nor configures it). Issue #28 item 7.
 */
export const MANAGER_ONLY_FEATURES = { exportCapability: true, vehicleLogging: true } as const;

/**
 * What a plain user's screens need, as GET /api/config answers it to role user: the whole
 * configuration but the manager-only switches. Every screen that all roles see reads this shape.
 */
export const userDealershipConfigSchema = dealershipConfigSchema.extend({
  features: featuresSchema.omit(MANAGER_ONLY_FEATURES),
});
export type UserDealershipConfig = z.infer<typeof userDealershipConfigSchema>;
