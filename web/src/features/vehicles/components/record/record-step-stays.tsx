import type { Vehicle } from '@domain/api/vehicles';
import type { StayReason } from '@domain/recon/steps';
import { useClock } from '@/lib/clock';
import { useVehicleStays } from '@/features/vehicles/api/get-vehicle-stays';
import { formatDuration } from '@/features/vehicles/model/duration';

const REASON_TEXT: Record<StayReason, string> = {
  entered: 'entered',
  moved: 'moved',
  skipped: 'skipped ahead',
  sent_back: 'sent back',
  corrected: 'time corrected',
  restored: 'back by an undo',
};

/**
 * The steps a car went through, oldest first, with the time spent in each (issue #26 item 2):
 * part of the record's History, beside the time in each workflow.
 */
export function RecordStepStays({ vehicle }: { vehicle: Vehicle }) {
  const stays = useVehicleStays(vehicle.id, vehicle.version);
  const clock = useClock();
  const list = stays.data?.stays ?? [];
  if (list.length === 0) return null;
  return (
    <ol aria-label="Time in each step" className="grid gap-1 text-sm">
      {list.map((stay) => (
        <li
          key={stay.id}
          className="flex flex-wrap justify-between gap-2 rounded bg-slate-50 px-3 py-1.5"
        >
          <span>
            <span className="font-semibold">{stay.stepName}</span>{' '}
            <span className="text-slate-500">
              ({REASON_TEXT[stay.reason]}
              {stay.movedBy ? ` by ${stay.movedBy}` : ''})
            </span>
          </span>
          <span className="tabular-nums">
            {formatDuration((stay.leftAt ?? clock.now()) - stay.enteredAt)}
            {stay.leftAt === null && ' so far'}
          </span>
        </li>
      ))}
    </ol>
  );
}
