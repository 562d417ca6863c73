import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

/**
 * Business constants, timers and limits of the spec (mostly section 9), in one place.
 * Named values only; behaviour that uses them lives beside the feature that needs it.
 */

// Timers and data lifetimes — spec 9.
export const AUTO_REFRESH_INTERVAL_MS = 30_000; // spec 9, 2.9: auto-refresh toggle
export const ACTIVITY_REFETCH_MS = 30_000; // spec 9, 2.11: while the activity dialog is open
export const CLOCK_UPDATE_MS = MINUTE_MS; // spec 9, 2.8: header clock
export const TENANT_INFO_STALE_MS = MINUTE_MS; // spec 9, 7: GET /api/tenant/info fresh 60 s
export const TENANT_INFO_RETRIES = 1; // spec 7: GET /api/tenant/info, 1 retry
export const SESSION_CACHE_MS = 600_000; // spec 9, 7: session cached 10 minutes
export const QUERY_STALE_MS = MINUTE_MS; // spec 9: query default stale time
export const QUERY_GC_MS = 5 * MINUTE_MS; // spec 9: query default cache time, 5 minutes
export const QUERY_MAX_RETRIES = 2; // spec 8: up to 2 query retries
export const RETRY_DELAY_BASE_MS = 1000; // spec 9: min(1000 x 2^n, 3000)
export const RETRY_DELAY_MAX_MS = 3000; // spec 9
export const POPUP_DELAY_MS = 2000; // spec 9, 2.6: landing popup
export const PRESUBMIT_DEBOUNCE_MS = 2000; // spec 9, 7: pre-submit lead tracking
export const INLINE_FORM_SUCCESS_MS = 5000; // spec 9, 4.3: inline demo form success
export const RESET_REDIRECT_MS = 3000; // spec 9, 2.7: reset password success → login
export const SIGNIN_ERROR_REDIRECT_MS = 3000; // spec 9, 8: sign-in completion error → login

// Interface — spec 9.
export const TOAST_LIMIT = 1; // spec 9, 4.3: one toast at a time
export const TOAST_REMOVE_DELAY_MS = 1_000_000; // spec 9, 4.3
export const TOOLTIP_DURATION_MS = 5000; // spec 9: toast/tooltip provider default duration
export const TOAST_SWIPE_THRESHOLD = 50; // spec 9
export const TOAST_HOTKEY = 'F8'; // spec 9
export const TOUR_DEFAULTS = {
  scrollDuration: 300,
  scrollOffset: 20,
  spotlightPadding: 10,
  width: 380,
  zIndex: 100,
} as const; // spec 9, guided tours
export const ONBOARDING_STEPS = 4; // spec 9, 2.12: "Step n of 4"
export const CRITICAL_BOTTLENECK_MINUTES = 50; // spec 9, 2.14: activity tour text
export const MASTER_DETAIL_LIST_PERCENT = 40; // spec 9: board defaults, list 40 %
export const MASTER_DETAIL_DETAIL_PERCENT = 60; // spec 9: detail 60 %
export const DEFAULT_SIZE_SCALE_PERCENT = 100; // spec 3, 9: size scale stored as a percent
export const LOGO_RAIN_MIN_ITEMS = 10; // spec 2.6: decorative logo rain
export const LOGO_RAIN_MAX_ITEMS = 15; // spec 2.6
export const MULTIPLE_ERRORS_NOTICE_FROM = 3; // spec 2.8: third error shows the notice
export const RENDER_ERRORS_BEFORE_RELOAD_PROMPT = 3; // spec 8: more than 3 → confirm reload

// Archive and demo — spec 9.
export const ARCHIVE_AFTER_DAYS = 30; // spec 9, 4.3: sold vehicles described as archived
export const DEMO_VEHICLE_COUNT = 18; // spec 9, 8: the demo load adds 18 vehicles

// Activity — spec 9, 2.11.
export const ACTIVITY_TIME_FILTERS = ['1h', '24h', '7d', '30d', 'all'] as const;
export type ActivityTimeFilter = (typeof ACTIVITY_TIME_FILTERS)[number];
export const DEFAULT_ACTIVITY_TIME_FILTER: ActivityTimeFilter = '24h'; // spec 9
/** How far back each time filter reaches; `null` means no limit. */
export const ACTIVITY_TIME_FILTER_MS: Readonly<Record<ActivityTimeFilter, number | null>> = {
  '1h': HOUR_MS,
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  all: null,
};

// Pricing — spec 1, 2.6, 9: the plans and the trial live in domain/plans.ts.
export { TRIAL_DAYS } from './plans';

// Local storage — spec 3 (locally stored items), 9.
export const LOCAL_STORAGE_KEYS = {
  user: 'lotready.user',
  dealership: 'lotready.dealership',
  selectedTenant: 'lotready.selectedTenant',
  superAdmin: 'lotready.superAdmin',
  completedTours: 'lotready.completedTours',
  popupSeen: 'lotready.popupSeen',
  /** Per-username flag (spec 4.3, onboarding). */
  onboardingCompleted: (username: string): string =>
    `lotready.onboardingCompleted.${username.trim().toLowerCase()}`,
  sizeScale: 'lotready.sizeScale',
} as const;

// Status thresholds and board defaults — spec 9 (the configuration defaults build on these).
/** Make Ready, in minutes: new below 5, working below 30, warning below 40, else overdue. */
export const DEFAULT_MAKE_READY_THRESHOLDS = {
  newThreshold: 5,
  workingThreshold: 30,
  warningThreshold: 40,
} as const; // spec 9
/** Service, in days: new below 0.5, good below 2, attention below 12, else critical. */
export const DEFAULT_SERVICE_THRESHOLDS = {
  newThreshold: 0.5,
  goodThreshold: 2,
  attentionThreshold: 12,
} as const; // spec 9
export const DEFAULT_MAX_VEHICLES = 16; // spec 9, 5: also the fallback for an invalid input

// Keyboard shortcuts — spec 2.13.
export type ShortcutCategory = 'general' | 'navigation' | 'actions';
export type ShortcutId =
  | 'help'
  | 'close'
  | 'focus-search'
  | 'inventory'
  | 'make-ready'
  | 'service'
  | 'new-vehicle'
  | 'save'
  | 'command-menu';
export interface KeyboardShortcut {
  id: ShortcutId;
  /** Keys as shown in the help dialog, one entry per key cap. */
  keys: readonly string[];
  description: string;
  category: ShortcutCategory;
}
export const KEYBOARD_SHORTCUTS: readonly KeyboardShortcut[] = [
  { id: 'help', keys: ['?'], description: 'Help', category: 'general' },
  { id: 'close', keys: ['Esc'], description: 'Close', category: 'general' },
  { id: 'focus-search', keys: ['/'], description: 'Focus search', category: 'general' },
  { id: 'inventory', keys: ['i'], description: 'Inventory', category: 'navigation' },
  { id: 'make-ready', keys: ['m'], description: 'Make ready', category: 'navigation' },
  { id: 'service', keys: ['s'], description: 'Service', category: 'navigation' },
  { id: 'new-vehicle', keys: ['n'], description: 'New vehicle', category: 'actions' },
  { id: 'save', keys: ['Ctrl', 'S'], description: 'Save', category: 'actions' },
  { id: 'command-menu', keys: ['Ctrl', 'K'], description: 'Command menu', category: 'actions' },
];

/** A wall screen's board turns to its next page this often when it has more than one (#16.7). */
export const BOARD_PAGE_ADVANCE_MS = 15_000;
