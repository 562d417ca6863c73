import type { ActivityAction } from '@domain/api/activity';
import { activitySince } from '@domain/api/activity';
import type { VehicleType } from '@domain/api/vehicles';
import { MINUTE_MS } from '@domain/time';
import { DEFAULT_ACTIVITY_TIME_FILTER, type ActivityTimeFilter } from '@domain/constants';

export interface ActivityFilter {
  search: string;
  action: ActivityAction | '';
  type: VehicleType | '';
  time: ActivityTimeFilter;
}

export const DEFAULT_ACTIVITY_FILTER: ActivityFilter = {
  search: '',
  action: '',
  type: '',
  time: DEFAULT_ACTIVITY_TIME_FILTER,
};

/** The filters as the server applies them (list and export alike). */
export interface ActivityServerQuery {
  q?: string;
  action?: ActivityAction;
  type?: VehicleType;
  since?: number;
}

/**
 * The screen's filters as a query over every entry. The time filter's start is taken at the
 * minute, so the query (and its cache key) changes once a minute, not on every render.
 */
export function activityQueryOf(filter: ActivityFilter, now: number): ActivityServerQuery {
  const q = filter.search.trim();
  const since = activitySince(filter.time, Math.floor(now / MINUTE_MS) * MINUTE_MS);
  return {
    ...(q ? { q } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(since !== undefined ? { since } : {}),
  };
}
