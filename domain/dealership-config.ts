import { DEFAULT_BRAND_COLOR } from './brand-color';
import {
  DEFAULT_MAKE_READY_THRESHOLDS,
  DEFAULT_MAX_VEHICLES,
  DEFAULT_SERVICE_THRESHOLDS,
} from './constants';
import {
  dealershipConfigSchema,
  MANAGER_ONLY_FEATURES,
  type DealershipConfig,
  type UserDealershipConfig,
} from './dealership-config-schema';
import { DEFAULT_BUSINESS_CALENDAR } from './recon/business-calendar';
import { DEFAULT_SCOREBOARD_SETTINGS } from './scoreboard/settings';
import { defaultWorkSettings } from './work/settings';
import type { StatusThresholds } from './vehicle-status';

/**
 * The dealership configuration (spec 3): defaults and presets (spec 9) and the repair of a
 * stored configuration. The schema, the form input rules and the brand colour rules live in
 * their own files and are re-exported here, so callers import one module.
 */
export {
  DATE_ORDERS,
  DISTANCE_UNITS,
  INVENTORY_VIEW_MODES,
  MAKE_READY_ORDER_MESSAGE,
  MANAGER_ONLY_FEATURES,
  SERVICE_ORDER_MESSAGE,
  dealershipConfigSchema,
  type DateOrder,
  type DealershipConfig,
  type DistanceUnit,
  type InventoryViewMode,
  type UserDealershipConfig,
} from './dealership-config-schema';
export { CONFIG_INPUT_RULES, clampConfigInput, type ConfigInputField } from './config-inputs';
export {
  DEFAULT_BRAND_COLOR,
  brandAccentVariables,
  brandColorForPicker,
  isHexColor,
  normalizeBrandColorInput,
} from './brand-color';

/** Freezes nested objects too, so the shared defaults cannot be changed by accident. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * Spec 9 defaults: thresholds 5/30/40 min and 0.5/2/12 days, 16 per grid, all features on.
 * Frozen; take a mutable copy with defaultDealershipConfig().
 */
export const DEFAULT_DEALERSHIP_CONFIG: DealershipConfig = deepFreeze({
  name: '',
  theme: {
    primaryColor: DEFAULT_BRAND_COLOR,
    headerBackground: '#FFFFFF',
    headerTextColor: '#111827',
  },
  workflows: {
    makeReady: {
      enabled: true,
      displayName: 'Make Ready',
      salespersonLabel: 'Salesperson',
      timeline: {
        ...DEFAULT_MAKE_READY_THRESHOLDS,
        labels: { new: 'New', working: 'Working', warning: 'Wrap up', overdue: 'Overdue' },
      },
    },
    service: {
      enabled: true,
      displayName: 'Service',
      locationLabel: 'Location',
      timeline: {
        ...DEFAULT_SERVICE_THRESHOLDS,
        labels: { new: 'New', good: 'Good', attention: 'Attention', critical: 'Critical' },
      },
    },
  },
  features: {
    textEnlargement: true,
    vehicleLogging: true,
    timeEditing: true,
    advancedSearch: true,
    exportCapability: true,
  },
  grid: { maxVehicles: DEFAULT_MAX_VEHICLES, showEmptySlots: false },
  inventoryViewMode: 'master-detail',
  regional: { distanceUnit: 'mi', dateOrder: 'month-first' },
  businessHours: structuredClone(DEFAULT_BUSINESS_CALENDAR),
  scoreboard: { ...DEFAULT_SCOREBOARD_SETTINGS },
  work: defaultWorkSettings(),
});

/** A fresh, mutable copy of the defaults. */
export function defaultDealershipConfig(): DealershipConfig {
  return structuredClone(DEFAULT_DEALERSHIP_CONFIG);
}

/** A plain user's view of the configuration (GET /api/config for role user, issue #28). */
export function userViewOfConfig(config: DealershipConfig): UserDealershipConfig {
  const { exportCapability: _exports, vehicleLogging: _logging, ...features } = config.features;
  return { ...config, features };
}

/** Whether GET /api/config answered the whole configuration (a manager's or an admin's). */
export function isWholeConfig(
  config: UserDealershipConfig | DealershipConfig,
): config is DealershipConfig {
  return Object.keys(MANAGER_ONLY_FEATURES).every((key) => key in config.features);
}

/** Whether exports are on; a user's view leaves the switch out (a user exports nothing). */
export function exportCapabilityOn(config: UserDealershipConfig | DealershipConfig): boolean {
  return isWholeConfig(config) && config.features.exportCapability;
}

/** The status thresholds (spec 4.1) a configuration sets. */
export function thresholdsFromConfig(config: UserDealershipConfig): StatusThresholds {
  const mr = config.workflows.makeReady.timeline;
  const sv = config.workflows.service.timeline;
  return {
    makeReady: {
      newThreshold: mr.newThreshold,
      workingThreshold: mr.workingThreshold,
      warningThreshold: mr.warningThreshold,
    },
    service: {
      newThreshold: sv.newThreshold,
      goodThreshold: sv.goodThreshold,
      attentionThreshold: sv.attentionThreshold,
    },
  };
}

export type ConfigPresetId = 'luxury' | 'volume' | 'serviceCenter';
export interface ConfigPreset {
  id: ConfigPresetId;
  label: string;
  description: string;
  /** The preset over the spec 9 defaults, keeping the given configuration's name and theme. */
  apply: (config: DealershipConfig) => DealershipConfig;
}

function preset(
  id: ConfigPresetId,
  label: string,
  description: string,
  change: (config: DealershipConfig) => void,
): ConfigPreset {
  const apply = (config: DealershipConfig): DealershipConfig => {
    const next = defaultDealershipConfig();
    next.name = config.name;
    next.theme = { ...config.theme };
    change(next);
    return next;
  };
  return { id, label, description, apply };
}

/** Spec 9 sample presets. */
export const CONFIG_PRESETS: Readonly<Record<ConfigPresetId, ConfigPreset>> = {
  luxury: preset('luxury', 'Luxury', '12 vehicles per grid, grid view.', (c) => {
    c.grid.maxVehicles = 12;
    c.inventoryViewMode = 'grid';
  }),
  volume: preset(
    'volume',
    'Volume',
    '32 vehicles per grid with empty slots, table view; text enlargement and time editing off.',
    (c) => {
      c.grid.maxVehicles = 32;
      c.grid.showEmptySlots = true;
      c.inventoryViewMode = 'table';
      c.features.textEnlargement = false;
      c.features.timeEditing = false;
    },
  ),
  serviceCenter: preset(
    'serviceCenter',
    'Service center',
    'Make Ready off, advanced search off, board view, locations labelled Bay #.',
    (c) => {
      c.workflows.makeReady.enabled = false;
      c.features.advancedSearch = false;
      c.inventoryViewMode = 'board';
      c.workflows.service.locationLabel = 'Bay #';
    },
  ),
};

/**
 * A preset starts from the defaults rather than layering on the current settings, so picking
 * Luxury after Service center gives Luxury, not a mix; branding (name, theme) is kept.
 */
export function applyPreset(config: DealershipConfig, presetId: ConfigPresetId): DealershipConfig {
  return CONFIG_PRESETS[presetId].apply(config);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The defaults' shape filled from `stored` where the type matches; unknown keys dropped. */
function overlay(defaults: unknown, stored: unknown): unknown {
  // A field whose default is null (a user's id, a closed Sunday) keeps any stored value: the
  // schema checks it next and resets it when it is not one the field takes.
  if (defaults === null) return stored === undefined ? null : stored;
  if (!isRecord(defaults)) return typeof stored === typeof defaults ? stored : defaults;
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [
      key,
      overlay(value, Object.hasOwn(source, key) ? source[key] : undefined),
    ]),
  );
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (isRecord(node) && typeof key === 'string' ? node[key] : undefined),
    root,
  );
}

function replaceAt(root: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (!isRecord(root) || typeof key !== 'string') return root;
  return { ...root, [key]: replaceAt(root[key], rest, value) };
}

function resetTo(candidate: unknown, path: readonly PropertyKey[]): unknown {
  return replaceAt(candidate, path, valueAt(DEFAULT_DEALERSHIP_CONFIG, path));
}

/**
 * Repairs a stored configuration (older versions, partial saves, hand edits): every field that
 * is missing or invalid takes its default and the rest is kept. Thresholds out of order reset
 * together, since no single one of them is "the" wrong one.
 */
export function mergeWithDefaults(stored: unknown): DealershipConfig {
  let candidate = overlay(DEFAULT_DEALERSHIP_CONFIG, stored);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = dealershipConfigSchema.safeParse(candidate);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      if (issue.code !== 'custom') {
        candidate = resetTo(candidate, issue.path);
        continue;
      }
      const timeline = issue.path.slice(0, -1);
      const defaults = valueAt(DEFAULT_DEALERSHIP_CONFIG, timeline);
      const keys = isRecord(defaults) ? Object.keys(defaults) : [];
      for (const key of keys.filter((k) => k.endsWith('Threshold'))) {
        candidate = resetTo(candidate, [...timeline, key]);
      }
    }
  }
  return defaultDealershipConfig();
}
