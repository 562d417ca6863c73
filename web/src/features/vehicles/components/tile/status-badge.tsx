import type { Vehicle } from '@domain/api/vehicles';
import { statusIcon, statusLabel, statusTone, vehicleWorkflow } from '@domain/vehicle-status';
import { cn } from '@/lib/cn';
import { useLiveStatus } from '@/features/vehicles/hooks/use-live-status';
import { labelsForWorkflow } from '@/features/vehicles/model/status-labels';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { StatusIcon } from '@/components/ui/status-icon';
import { BADGE_TONE_CLASSES } from '@/components/ui/status-tones';

/** A compact live status pill for lists and tables: icon and label, never colour alone. */
export function StatusBadge({ vehicle, className }: { vehicle: Vehicle; className?: string }) {
  const { config, thresholds } = useVehicleWorkspace();
  const workflow = vehicleWorkflow(vehicle);
  const status = useLiveStatus(vehicle, thresholds, workflow);
  const tone = statusTone(status);
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide ring-1 ring-inset',
        BADGE_TONE_CLASSES[tone.tone],
        className,
      )}
    >
      <StatusIcon name={statusIcon(status, workflow)} className="h-3 w-3" />
      {vehicle.flag === 'sold' ? 'SOLD' : statusLabel(status, labelsForWorkflow(config, workflow))}
    </span>
  );
}
