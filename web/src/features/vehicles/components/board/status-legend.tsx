import type { Vehicle } from '@domain/api/vehicles';
import {
  WORKFLOW_STATUSES,
  statusIcon,
  statusLabel,
  statusTone,
  type DisplayStatus,
} from '@domain/vehicle-status';
import { cn } from '@/lib/cn';
import { useMinuteNow } from '@/lib/clock';
import { StatusIcon } from '@/components/ui/status-icon';
import { BADGE_TONE_CLASSES } from '@/components/ui/status-tones';

/** The workflow's statuses (domain: one list), then shipping, which any board can hold. */
const ORDER = (workflow: 'make-ready' | 'service'): readonly DisplayStatus[] => [
  ...WORKFLOW_STATUSES[workflow],
  'shipping',
];

/**
 * How many vehicles are in each status, refreshed every minute. While the board's later pages
 * load (`complete` false) each count reads "at least" (12+), then the exact number. With
 * `onSelect` each chip is a toggle that filters the board to its status (issue #26); the counts
 * stay the whole board's.
 */
export function StatusLegend({
  vehicles,
  workflow,
  statusOf,
  labels,
  complete = true,
  selected = null,
  onSelect,
}: {
  vehicles: readonly Vehicle[];
  workflow: 'make-ready' | 'service';
  /** A vehicle's status at `now` (in its step, issue #26), as its tile shows it. */
  statusOf: (vehicle: Vehicle, now: number) => DisplayStatus;
  labels: Partial<Record<DisplayStatus, string>>;
  complete?: boolean;
  selected?: DisplayStatus | null;
  onSelect?: (status: DisplayStatus | null) => void;
}) {
  const now = useMinuteNow();
  const counts = new Map<DisplayStatus, number>();
  for (const vehicle of vehicles) {
    const status = statusOf(vehicle, now);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Vehicles by status" aria-busy={!complete}>
      {ORDER(workflow).map((status) => {
        const count = counts.get(status) ?? 0;
        // A chosen shipping chip stays, so the filter can be turned off again.
        if (status === 'shipping' && count === 0 && selected !== status) return null;
        const chip = cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset',
          BADGE_TONE_CLASSES[statusTone(status).tone],
        );
        const content = (
          <>
            <StatusIcon name={statusIcon(status, workflow)} className="h-3.5 w-3.5" />
            {statusLabel(status, labels)}
            <span className="tabular-nums">{complete ? count : `${count}+`}</span>
          </>
        );
        if (!onSelect) {
          return (
            <li key={status} className={chip}>
              {content}
            </li>
          );
        }
        const pressed = selected === status;
        return (
          <li key={status} className="inline-flex">
            <button
              type="button"
              aria-pressed={pressed}
              title={pressed ? 'Show every status' : 'Show only this status'}
              onClick={() => onSelect(pressed ? null : status)}
              className={cn(
                chip,
                'min-h-8 cursor-pointer transition-opacity focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                pressed && 'ring-2 ring-slate-900',
                selected !== null && !pressed && 'opacity-50 hover:opacity-80',
              )}
            >
              {content}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
