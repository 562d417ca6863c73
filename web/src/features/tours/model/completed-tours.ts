import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { storage } from '@/lib/storage';

/** The completed-tours list in local storage (spec 3, 4.3). */
export function completedTours(): string[] {
  const value = storage.get<unknown>(LOCAL_STORAGE_KEYS.completedTours);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function isTourCompleted(tourId: string): boolean {
  return completedTours().includes(tourId);
}

export function markTourCompleted(tourId: string): void {
  const list = completedTours();
  if (!list.includes(tourId)) storage.set(LOCAL_STORAGE_KEYS.completedTours, [...list, tourId]);
}
