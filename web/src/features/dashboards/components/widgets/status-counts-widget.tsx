import type { Vehicle } from '@domain/api/vehicles';
import type { UserDealershipConfig } from '@domain/dealership-config';
import {
  statusIcon,
  statusLabel,
  statusTone,
  WORKFLOW_STATUSES,
  type StatusThresholds,
} from '@domain/vehicle-status';
import { StatusIcon } from '@/components/ui/status-icon';
import { TILE_TONE_CLASSES } from '@/components/ui/status-tones';
import { cn } from '@/lib/cn';
import { statusCounts } from '@/features/dashboards/model/widget-stats';
import type { WidgetWorkflow } from '@/features/dashboards/model/dashboard-widgets';
import { WidgetCard } from './widget-card';

export function StatusCountsWidget({
  vehicles,
  workflow,
  thresholds,
  config,
  now,
}: {
  vehicles: readonly Vehicle[];
  workflow: WidgetWorkflow;
  thresholds: StatusThresholds;
  config: UserDealershipConfig;
  now: number;
}) {
  const counts = statusCounts(vehicles, workflow, thresholds, now);
  const settings =
    workflow === 'make-ready' ? config.workflows.makeReady : config.workflows.service;
  const labels = { ...settings.timeline.labels };
  return (
    <WidgetCard title={`${settings.displayName} by status`}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {WORKFLOW_STATUSES[workflow].map((status) => (
          <li
            key={status}
            className={cn('rounded-xl border p-4', TILE_TONE_CLASSES[statusTone(status).tone])}
          >
            <p className="flex items-center gap-1.5 text-xs font-extrabold tracking-wider">
              <StatusIcon name={statusIcon(status, workflow)} className="h-4 w-4" />
              {statusLabel(status, labels)}
            </p>
            <p className="mt-2 text-5xl font-black tabular-nums">{counts.get(status) ?? 0}</p>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
