import { Star } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import { cn } from '@/lib/cn';

export function StarButton({
  vehicle,
  onToggle,
  className,
}: {
  vehicle: Vehicle;
  onToggle: (vehicle: Vehicle) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onToggle(vehicle);
      }}
      aria-pressed={vehicle.starred}
      aria-label={`${vehicle.starred ? 'Unstar' : 'Star'} ${vehicle.stockNumber}`}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-amber-50 hover:text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
        vehicle.starred && 'text-amber-500',
        className,
      )}
    >
      <Star className={cn('h-5 w-5', vehicle.starred && 'fill-current')} aria-hidden />
    </button>
  );
}
