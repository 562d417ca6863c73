import type { Vehicle } from '@domain/api/vehicles';
import { subletChipText } from '@domain/vendors/chip';
import { lateByMs } from '@domain/vendors/jobs';
import { useMinuteNow } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

/**
 * "Glass · due Thu · 2 h late" (issue #31 item 3): the car's earliest open sublet job, its day
 * in the dealership's business-hours zone, as the due time was set and the vendor was told.
 */
export function SubletChip({ sublet }: { sublet: NonNullable<Vehicle['sublet']> }) {
  const now = useMinuteNow();
  const { config } = useVehicleWorkspace();
  const late = lateByMs(sublet, now) > 0;
  return (
    <p
      className={cn(
        'mt-1 inline-flex max-w-full self-start truncate rounded-full bg-black/15 px-2 py-0.5 text-xs font-semibold',
        late && 'bg-black/30 font-bold',
      )}
      data-testid="tile-sublet"
    >
      {subletChipText(sublet, now, config.businessHours.timeZone)}
    </p>
  );
}
