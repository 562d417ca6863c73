import { StatusBadge } from '@/features/vehicles/components/tile/status-badge';
import { VehicleAge } from '@/features/vehicles/components/tile/vehicle-age';
import { SelectCheckbox } from '../select-checkbox';
import { StarButton } from '../star-button';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import type { InventoryViewProps } from './view-props';

export function TableView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  const { openRecord } = useVehicleWorkspace();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {selecting && (
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Select</span>
              </th>
            )}
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">Star</span>
            </th>
            <th scope="col" className="px-3 py-2">
              Stock #
            </th>
            <th scope="col" className="px-3 py-2">
              Vehicle
            </th>
            <th scope="col" className="px-3 py-2">
              Color
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Age
            </th>
            <th scope="col" className="px-3 py-2">
              VIN
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {vehicles.map((vehicle, index) => (
            <tr
              key={vehicle.id}
              data-testid="vehicle-card"
              data-tour={index === 0 ? 'vehicle-card' : undefined}
              onClick={(event) => {
                // A tap anywhere on the row opens the record, except on its own controls.
                if (!(event.target as Element).closest('button, input, a')) openRecord(vehicle.id);
              }}
              className="cursor-pointer hover:bg-slate-50"
            >
              {selecting && (
                <td className="px-3 py-2">
                  <SelectCheckbox
                    vehicle={vehicle}
                    selected={selectedIds.has(vehicle.id)}
                    onToggle={onToggleSelect}
                  />
                </td>
              )}
              <td className="px-1 py-1">
                <StarButton vehicle={vehicle} onToggle={onToggleStar} />
              </td>
              <td className="px-3 py-2 font-bold tabular-nums">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={`Open record: ${vehicle.stockNumber}`}
                  onClick={() => openRecord(vehicle.id)}
                  className="rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  {vehicle.stockNumber}
                </button>
              </td>
              <td className="px-3 py-2">
                {vehicle.year} {vehicle.make} {vehicle.model}
              </td>
              <td className="px-3 py-2 text-slate-600">{vehicle.color}</td>
              <td className="px-3 py-2">
                <StatusBadge vehicle={vehicle} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-600">
                <VehicleAge vehicle={vehicle} workflow={vehicleWorkflow(vehicle)} />
              </td>
              <td className="px-3 py-2 font-mono text-xs text-slate-500">{vehicle.vin ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
