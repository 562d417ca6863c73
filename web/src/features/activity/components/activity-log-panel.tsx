import { useMemo, useState } from 'react';
import { activityCsv, activityCsvFileName } from '@domain/api/activity';
import { downloadTextFile } from '@/lib/download';
import { useMinuteNow } from '@/lib/clock';
import { useActivityLogs } from '@/features/activity/api/get-activity-logs';
import {
  DEFAULT_ACTIVITY_FILTER,
  filterActivity,
  type ActivityFilter,
} from '@/features/activity/model/activity-filter';
import { ActivityEntry } from './activity-entry';
import { ActivityFilters } from './activity-filters';

export const LOADING_ACTIVITIES = 'Loading activities...';
export const NO_ACTIVITIES = 'No activities found';

/** The activity log with its controls; refetches every 30 s while shown (spec 2.11). */
export function ActivityLogPanel({
  canExport,
  className,
}: {
  canExport: boolean;
  className?: string;
}) {
  const [filter, setFilter] = useState<ActivityFilter>(DEFAULT_ACTIVITY_FILTER);
  const now = useMinuteNow();
  const { data, isLoading, error } = useActivityLogs();
  const entries = useMemo(() => filterActivity(data ?? [], filter, now), [data, filter, now]);
  const exportCsv = () => downloadTextFile(activityCsvFileName(now), activityCsv(entries));

  return (
    <div className={className}>
      <ActivityFilters
        filter={filter}
        onChange={setFilter}
        onClear={() => setFilter(DEFAULT_ACTIVITY_FILTER)}
        onExport={canExport ? exportCsv : undefined}
      />
      <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {isLoading ? (
          <p role="status" className="p-6 text-center text-sm text-slate-600">
            {LOADING_ACTIVITIES}
          </p>
        ) : error ? (
          <p role="alert" className="p-6 text-center text-sm text-red-700">
            Could not load activities: {error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{NO_ACTIVITIES}</p>
        ) : (
          <ul
            aria-label="Activity log"
            className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto"
          >
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
