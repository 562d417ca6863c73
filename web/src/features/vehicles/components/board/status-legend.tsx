import type { Vehicle } from '@domain/api/vehicles';
import {
  deriveVehicleStatus,
  statusIcon,
  statusLabel,
  statusTone,
  type DisplayStatus,
  type StatusThresholds,
  type Workflow,
} from '@domain/vehicle-status';
import { cn } from '@/lib/cn';
import { useMinuteNow } from '@/lib/clock';
import { StatusIcon } from '@/components/ui/status-icon';
import { BADGE_TONE_CLASSES } from '@/components/ui/status-tones';

const ORDER: Record<'make-ready' | 'service', DisplayStatus[]> = {
  'make-ready': ['new', 'working', 'warning', 'overdue', 'shipping'],
  service: ['new', 'good', 'attention', 'critical', 'shipping'],
};

/**
 * How many vehicles are in each status, refreshed every minute. While the board's later pages
 * load (`complete` false) each count reads "at least" (12+), then the exact number.
 */
export function StatusLegend({
  vehicles,
  workflow,
  thresholds,
  labels,
  complete = true,
}: {
  vehicles: readonly Vehicle[];
  workflow: 'make-ready' | 'service';
  thresholds: StatusThresholds;
  labels: Partial<Record<DisplayStatus, string>>;
  complete?: boolean;
}) {
  const now = useMinuteNow();
  const counts = new Map<DisplayStatus, number>();
  for (const vehicle of vehicles) {
    const status = deriveVehicleStatus(vehicle, thresholds, now, workflow as Workflow);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Vehicles by status" aria-busy={!complete}>
      {ORDER[workflow].map((status) => {
        const count = counts.get(status) ?? 0;
        if (status === 'shipping' && count === 0) return null;
        return (
          <li
            key={status}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset',
              BADGE_TONE_CLASSES[statusTone(status).tone],
            )}
          >
            <StatusIcon name={statusIcon(status, workflow)} className="h-3.5 w-3.5" />
            {statusLabel(status, labels)}
            <span className="tabular-nums">{complete ? count : `${count}+`}</span>
          </li>
        );
      })}
    </ul>
  );
}
