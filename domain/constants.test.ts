import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('spec 9 constants', () => {
  it.each<[string, unknown, unknown]>([
    ['AUTO_REFRESH_INTERVAL_MS', C.AUTO_REFRESH_INTERVAL_MS, 30_000],
    ['ACTIVITY_REFETCH_MS', C.ACTIVITY_REFETCH_MS, 30_000],
    ['CLOCK_UPDATE_MS', C.CLOCK_UPDATE_MS, 60_000],
    ['TENANT_INFO_STALE_MS', C.TENANT_INFO_STALE_MS, 60_000],
    ['TENANT_INFO_RETRIES', C.TENANT_INFO_RETRIES, 1],
    ['SESSION_CACHE_MS', C.SESSION_CACHE_MS, 600_000],
    ['QUERY_STALE_MS', C.QUERY_STALE_MS, 60_000],
    ['QUERY_GC_MS', C.QUERY_GC_MS, 300_000],
    ['QUERY_MAX_RETRIES', C.QUERY_MAX_RETRIES, 2],
    ['POPUP_DELAY_MS', C.POPUP_DELAY_MS, 2000],
    ['PRESUBMIT_DEBOUNCE_MS', C.PRESUBMIT_DEBOUNCE_MS, 2000],
    ['INLINE_FORM_SUCCESS_MS', C.INLINE_FORM_SUCCESS_MS, 5000],
    ['RESET_REDIRECT_MS', C.RESET_REDIRECT_MS, 3000],
    ['SIGNIN_ERROR_REDIRECT_MS', C.SIGNIN_ERROR_REDIRECT_MS, 3000],
    ['TOAST_LIMIT', C.TOAST_LIMIT, 1],
    ['TOAST_REMOVE_DELAY_MS', C.TOAST_REMOVE_DELAY_MS, 1_000_000],
    ['TOOLTIP_DURATION_MS', C.TOOLTIP_DURATION_MS, 5000],
    ['TOAST_SWIPE_THRESHOLD', C.TOAST_SWIPE_THRESHOLD, 50],
    ['TOAST_HOTKEY', C.TOAST_HOTKEY, 'F8'],
    ['ARCHIVE_AFTER_DAYS', C.ARCHIVE_AFTER_DAYS, 30],
    ['DEMO_VEHICLE_COUNT', C.DEMO_VEHICLE_COUNT, 18],
    ['ONBOARDING_STEPS', C.ONBOARDING_STEPS, 4],
    ['CRITICAL_BOTTLENECK_MINUTES', C.CRITICAL_BOTTLENECK_MINUTES, 50],
    ['TRIAL_DAYS', C.TRIAL_DAYS, 7],
    ['DEFAULT_SIZE_SCALE_PERCENT', C.DEFAULT_SIZE_SCALE_PERCENT, 100],
    ['DEFAULT_MAX_VEHICLES', C.DEFAULT_MAX_VEHICLES, 16],
    ['MASTER_DETAIL_LIST_PERCENT', C.MASTER_DETAIL_LIST_PERCENT, 40],
    ['MASTER_DETAIL_DETAIL_PERCENT', C.MASTER_DETAIL_DETAIL_PERCENT, 60],
    ['DEFAULT_ACTIVITY_TIME_FILTER', C.DEFAULT_ACTIVITY_TIME_FILTER, '24h'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('has the guided-tour defaults', () => {
    expect(C.TOUR_DEFAULTS).toEqual({
      scrollDuration: 300,
      scrollOffset: 20,
      spotlightPadding: 10,
      width: 380,
      zIndex: 100,
    });
  });

  it('has the default thresholds', () => {
    expect(C.DEFAULT_MAKE_READY_THRESHOLDS).toEqual({
      newThreshold: 5,
      workingThreshold: 30,
      warningThreshold: 40,
    });
    expect(C.DEFAULT_SERVICE_THRESHOLDS).toEqual({
      newThreshold: 0.5,
      goodThreshold: 2,
      attentionThreshold: 12,
    });
  });

  it.each([
    ['1h', 3_600_000],
    ['24h', 86_400_000],
    ['7d', 604_800_000],
    ['30d', 2_592_000_000],
    ['all', null],
  ] as const)('activity time filter %s reaches back %s ms', (filter, span) => {
    expect(C.ACTIVITY_TIME_FILTER_MS[filter]).toBe(span);
  });

  it('lists the activity time filters in order', () => {
    expect(C.ACTIVITY_TIME_FILTERS).toEqual(['1h', '24h', '7d', '30d', 'all']);
  });

  it('names every locally stored item, with a per-username onboarding key', () => {
    const { onboardingCompleted, ...fixed } = C.LOCAL_STORAGE_KEYS;
    expect(Object.keys(fixed)).toEqual([
      'user',
      'dealership',
      'selectedTenant',
      'superAdmin',
      'completedTours',
      'popupSeen',
      'sizeScale',
    ]);
    expect(new Set(Object.values(fixed)).size).toBe(7);
    expect(onboardingCompleted('Alice')).toBe('lotready.onboardingCompleted.alice');
    expect(onboardingCompleted(' alice ')).toBe(onboardingCompleted('ALICE'));
    expect(onboardingCompleted('bob')).not.toBe(onboardingCompleted('alice'));
  });

  it('has the spec 2.13 shortcut table', () => {
    expect(C.KEYBOARD_SHORTCUTS.map((s) => [s.keys.join('+'), s.description, s.category])).toEqual([
      ['?', 'Help', 'general'],
      ['Esc', 'Close', 'general'],
      ['/', 'Focus search', 'general'],
      ['i', 'Inventory', 'navigation'],
      ['m', 'Make ready', 'navigation'],
      ['s', 'Service', 'navigation'],
      ['n', 'New vehicle', 'actions'],
      ['Ctrl+S', 'Save', 'actions'],
      ['Ctrl+K', 'Command menu', 'actions'],
    ]);
  });
});
