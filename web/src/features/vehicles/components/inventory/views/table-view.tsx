import { StatusBadge } from '@/features/vehicles/components/tile/status-badge';
import { ReconCost } from '@/features/vehicles/components/tile/recon-cost';
import { VehicleAge } from '@/features/vehicles/components/tile/vehicle-age';
import { SelectCheckbox } from '../select-checkbox';
import { StarButton } from '../star-button';
import { vehicleWorkflow } from '@domain/vehicle-status';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { useWindowRows } from '@/features/vehicles/hooks/use-window-rows';
import type { InventoryViewProps } from './view-props';

/** A row's height before it is measured (one line of text and the star button). */
const ROW_PX = 45;

export function TableView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  const { openRecord } = useVehicleWorkspace();
  // Only the rows on screen are built; spacer rows keep the scroll length of the rest.
  const { listRef, rows, before, after, measure } = useWindowRows<HTMLTableSectionElement>(
    vehicles.length,
    ROW_PX,
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm" aria-rowcount={vehicles.length + 1}>
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
              Recon cost
            </th>
            <th scope="col" className="px-3 py-2">
              VIN
            </th>
          </tr>
        </thead>
        <tbody ref={listRef} className="divide-y divide-slate-100">
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {rows.map(({ index }) => {
            const vehicle = vehicles[index]!;
            return (
              <tr
                key={vehicle.id}
                ref={measure}
                data-index={index}
                aria-rowindex={index + 2}
                data-testid="vehicle-card"
                data-tour={index === 0 ? 'vehicle-card' : undefined}
                onClick={(event) => {
                  // A tap anywhere on the row opens the record, except on its own controls.
                  if (!(event.target as Element).closest('button, input, a'))
                    openRecord(vehicle.id);
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
                <td className="whitespace-nowrap px-3 py-2 text-xs">
                  <ReconCost vehicle={vehicle} />
                </td>
                <td className="px-3 py-2 font-mono text-xs text-slate-500">{vehicle.vin ?? '—'}</td>
              </tr>
            );
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}
