import { useSyncExternalStore } from 'react';
import { DEFAULT_SIZE_SCALE_PERCENT, LOCAL_STORAGE_KEYS } from '@domain/constants';
import { storage } from './storage';

/**
 * Browser-local staff preferences set in the System Config dialog and read by the boards
 * and the header: auto-refresh (spec 2.9), audio alerts, archive mode and the size scale
 * (spec 3, a percent). Kept in local storage so every tab of this browser agrees.
 */
export interface AppPreferences {
  autoRefresh: boolean;
  audioAlerts: boolean;
  archiveMode: boolean;
  sizeScalePercent: number;
}

const KEYS = {
  autoRefresh: 'lotready.autoRefresh',
  audioAlerts: 'lotready.audioAlerts',
  archiveMode: 'lotready.archiveMode',
} as const;

export const SIZE_SCALE_MIN_PERCENT = 75;
export const SIZE_SCALE_MAX_PERCENT = 150;

function clampScale(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return DEFAULT_SIZE_SCALE_PERCENT;
  return Math.min(SIZE_SCALE_MAX_PERCENT, Math.max(SIZE_SCALE_MIN_PERCENT, Math.round(number)));
}

function read(): AppPreferences {
  return {
    autoRefresh: storage.get<boolean>(KEYS.autoRefresh) ?? true,
    audioAlerts: storage.get<boolean>(KEYS.audioAlerts) ?? false,
    archiveMode: storage.get<boolean>(KEYS.archiveMode) ?? false,
    sizeScalePercent: clampScale(
      storage.get<number>(LOCAL_STORAGE_KEYS.sizeScale) ?? DEFAULT_SIZE_SCALE_PERCENT,
    ),
  };
}

let snapshot: AppPreferences | null = null;
const listeners = new Set<() => void>();

function current(): AppPreferences {
  snapshot ??= read();
  return snapshot;
}

export function setAppPreference<K extends keyof AppPreferences>(
  key: K,
  value: AppPreferences[K],
): void {
  const next = { ...current(), [key]: value };
  if (key === 'sizeScalePercent') {
    next.sizeScalePercent = clampScale(value);
    storage.set(LOCAL_STORAGE_KEYS.sizeScale, next.sizeScalePercent);
  } else {
    storage.set(KEYS[key as keyof typeof KEYS], value);
  }
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Re-reads local storage (after logout clears it, or in tests). */
export function reloadAppPreferences(): void {
  snapshot = read();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('lotready.')) reloadAppPreferences();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAppPreferences(): AppPreferences {
  return useSyncExternalStore(subscribe, current, current);
}

/** The current preferences without subscribing (for one-off reads in timers). */
export function getAppPreferences(): AppPreferences {
  return current();
}
