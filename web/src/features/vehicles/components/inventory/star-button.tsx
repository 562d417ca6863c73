import { Star } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import { cn } from '@/lib/cn';
import { useWriteAccess } from '@/lib/write-access';

export function StarButton({
  vehicle,
  onToggle,
  className,
}: {
  vehicle: Vehicle;
  onToggle: (vehicle: Vehicle) => void;
  className?: string;
}) {
  // A read-only dealership (0031) still sees which vehicles are starred, but stars none.
  const { readOnly, reason } = useWriteAccess();
  return (
    <button
      type="button"
      disabled={readOnly}
      title={reason ?? undefined}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(vehicle);
      }}
      aria-pressed={vehicle.starred}
      aria-label={`${vehicle.starred ? 'Unstar' : 'Star'} ${vehicle.stockNumber}`}
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-amber-50 hover:text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none',
        vehicle.starred && 'text-amber-500',
        className,
      )}
    >
      <Star className={cn('h-5 w-5', vehicle.starred && 'fill-current')} aria-hidden />
    </button>
  );
}
