import { ChevronRight } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import { cn } from '@/lib/cn';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { ReconCost } from '../tile/recon-cost';
import { StatusBadge } from '../tile/status-badge';
import { SelectCheckbox } from './select-checkbox';
import { StarButton } from './star-button';

interface VehicleCardProps {
  vehicle: Vehicle;
  onToggleStar: (vehicle: Vehicle) => void;
  selecting: boolean;
  selected: boolean;
  onToggleSelect: (id: string) => void;
  tourTarget?: boolean;
}

/** An inventory card; tapping it opens the vehicle's record. */
export function VehicleCard({
  vehicle,
  onToggleStar,
  selecting,
  selected,
  onToggleSelect,
  tourTarget,
}: VehicleCardProps) {
  const { openRecord } = useVehicleWorkspace();
  return (
    <article
      data-testid="vehicle-card"
      data-tour={tourTarget ? 'vehicle-card' : undefined}
      className={cn(
        'rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md',
        selected ? 'border-primary ring-2 ring-primary/30' : 'border-slate-200',
      )}
    >
      <div className="flex items-center gap-2 p-3">
        {selecting && (
          <SelectCheckbox vehicle={vehicle} selected={selected} onToggle={onToggleSelect} />
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openRecord(vehicle.id)}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <span className="text-base font-bold tabular-nums">{vehicle.stockNumber}</span>
              <StatusBadge vehicle={vehicle} />
            </div>
            <p className="truncate text-sm font-medium text-slate-800">
              {vehicle.year} {vehicle.make} {vehicle.model}
            </p>
            <p className="truncate text-xs text-slate-500">{vehicle.color}</p>
            <ReconCost vehicle={vehicle} className="block truncate text-xs" />
          </div>
          <ChevronRight className="h-5 w-5 shrink-0 text-slate-400" aria-hidden />
          <span className="sr-only">Open record</span>
        </button>
        <StarButton vehicle={vehicle} onToggle={onToggleStar} />
      </div>
    </article>
  );
}
