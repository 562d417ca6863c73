import type { Vehicle } from '@domain/api/vehicles';

export function SelectCheckbox({
  vehicle,
  selected,
  onToggle,
}: {
  vehicle: Vehicle;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={() => onToggle(vehicle.id)}
      onClick={(event) => event.stopPropagation()}
      aria-label={`Select ${vehicle.stockNumber}`}
      className="h-5 w-5 shrink-0 cursor-pointer rounded accent-[var(--brand-primary,#dc2626)]"
    />
  );
}
