import type { ActivityAction, ActivityLog } from '@domain/api/activity';
import { activityActionText, activitySince } from '@domain/api/activity';
import type { VehicleType } from '@domain/api/vehicles';
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

/** Entries matching the search, action, type and time filters, newest first. */
export function filterActivity(
  entries: readonly ActivityLog[],
  filter: ActivityFilter,
  now: number,
): ActivityLog[] {
  const since = activitySince(filter.time, now);
  const terms = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return entries
    .filter((e) => since === undefined || e.timestamp >= since)
    .filter((e) => !filter.action || e.action === filter.action)
    .filter((e) => !filter.type || e.vehicleType === filter.type)
    .filter((e) => {
      if (terms.length === 0) return true;
      const text = [
        activityActionText(e),
        e.stockNumber,
        String(e.year),
        e.make,
        e.model,
        e.performedBy,
        e.performedByRole,
        e.salesperson ?? '',
      ]
        .join(' ')
        .toLowerCase();
      return terms.every((term) => text.includes(term));
    })
    .sort((a, b) => b.timestamp - a.timestamp);
}
