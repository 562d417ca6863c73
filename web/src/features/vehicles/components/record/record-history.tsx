import { activityActionText } from '@domain/api/activity';
import type { Vehicle } from '@domain/api/vehicles';
import { can } from '@domain/permissions';
import { VEHICLE_FIELD_KEYS } from '@domain/vehicle/fields';
import { WORKFLOWS } from '@domain/vehicle-status';
import { formatActivityTime } from '@domain/relative-time';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useClock } from '@/lib/clock';
import { messageFromError } from '@/lib/error-message';
import { useVehicleHistory } from '@/features/vehicles/api/get-vehicle-history';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { formatDateTime, fieldValueDisplay } from '@/features/vehicles/model/field-display';
import { fieldLabel } from '@/features/vehicles/model/field-labels';
import { formatDuration } from '@/features/vehicles/model/duration';
import { RecordStepStays } from './record-step-stays';

/**
 * The record's history: time in each workflow and in each step, then who did what when, newest
 * first.
 */
export function RecordHistory({ vehicle }: { vehicle: Vehicle }) {
  const { config, role } = useVehicleWorkspace();
  const clock = useClock();
  const allowed = can(role, 'vehicles.view');
  const history = useVehicleHistory(vehicle.id, allowed);
  if (!allowed) return null;
  const names = {
    inventory: 'Inventory',
    'make-ready': config.workflows.makeReady.displayName,
    service: config.workflows.service.displayName,
  };
  const first = history.data?.pages[0];
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="record-history-title" className="grid gap-3">
      <h3 id="record-history-title" className="text-sm font-semibold text-slate-500">
        History
      </h3>
      {history.isLoading ? (
        <Spinner label="Loading history..." className="py-6" />
      ) : history.error && !first ? (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(history.error, 'The history could not be loaded.')}
        </p>
      ) : (
        <>
          {first && (
            <dl aria-label="Time in each workflow" className="grid grid-cols-3 gap-2">
              {WORKFLOWS.map((workflow) => (
                <div key={workflow} className="rounded-lg bg-slate-50 p-2 text-center">
                  <dt className="truncate text-xs text-slate-500">{names[workflow]}</dt>
                  <dd className="text-sm font-bold tabular-nums">
                    {formatDuration(first.timeInWorkflow[workflow])}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <RecordStepStays vehicle={vehicle} />
          <ol aria-label="History" className="grid divide-y divide-slate-100">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-0.5 py-2 text-sm">
                <span className="font-medium">{activityActionText(entry)}</span>
                {entry.additionalInfo?.edits?.map((change) => {
                  const key = VEHICLE_FIELD_KEYS.find((field) => field === change.field);
                  if (!key) return null;
                  return (
                    <span
                      key={change.field}
                      className="line-clamp-3 break-words text-xs text-slate-600"
                    >
                      {fieldLabel(key, config, vehicle.type)}:{' '}
                      <del className="text-slate-500">{fieldValueDisplay(key, change.from)}</del> →{' '}
                      <ins className="no-underline">{fieldValueDisplay(key, change.to)}</ins>
                    </span>
                  );
                })}
                {entry.additionalInfo?.times?.map((change) => (
                  <span key={change.field} className="text-xs text-slate-600">
                    {change.from === null ? '—' : formatDateTime(change.from)} →{' '}
                    {change.to === null ? '—' : formatDateTime(change.to)}
                  </span>
                ))}
                <span className="text-xs text-slate-500">
                  {entry.performedBy} ({entry.performedByRole}) ·{' '}
                  <time
                    dateTime={new Date(entry.timestamp).toISOString()}
                    title={formatDateTime(entry.timestamp)}
                  >
                    {formatActivityTime(entry.timestamp, clock.now())}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          {entries.length === 0 && <p className="text-sm text-slate-500">No history yet.</p>}
          {history.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? 'Loading...' : 'Show older'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
