import { useState } from 'react';
import { MASTER_DETAIL_DETAIL_PERCENT, MASTER_DETAIL_LIST_PERCENT } from '@domain/constants';
import { cn } from '@/lib/cn';
import { ReconCost } from '@/features/vehicles/components/tile/recon-cost';
import { StatusBadge } from '@/features/vehicles/components/tile/status-badge';
import { SelectCheckbox } from '../select-checkbox';
import { StarButton } from '../star-button';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { RecordContent } from '@/features/vehicles/components/record/record-content';
import { useWindowRows } from '@/features/vehicles/hooks/use-window-rows';
import type { InventoryViewProps } from './view-props';

/** A row's height before it is measured (two lines of text). */
const ROW_PX = 57;

const WIDE = '(min-width: 1024px)';

/**
 * List (40 %) and detail (60 %) side by side on wide screens (spec 9), the detail being the
 * vehicle's record; on narrower screens a tapped row opens the record as a sheet.
 */
export function MasterDetailView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  const { openRecord } = useVehicleWorkspace();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const select = (id: string) => {
    setSelectedId(id);
    if (!window.matchMedia(WIDE).matches) openRecord(id);
  };
  const active = vehicles.find((v) => v.id === selectedId) ?? vehicles[0] ?? null;
  // Only the rows on screen are built; the list's padding keeps the scroll length of the rest.
  const { listRef, rows, before, after, measure } = useWindowRows<HTMLUListElement>(
    vehicles.length,
    ROW_PX,
  );
  const columns = `${MASTER_DETAIL_LIST_PERCENT}fr ${MASTER_DETAIL_DETAIL_PERCENT}fr`;
  return (
    <div
      className="grid grid-cols-1 gap-4 lg:[grid-template-columns:var(--md-cols)]"
      style={{ '--md-cols': columns }}
    >
      <ul
        ref={listRef}
        aria-label="Vehicles"
        style={{ paddingTop: before, paddingBottom: after }}
        className="divide-y divide-slate-100 self-start rounded-xl border border-slate-200 bg-white"
      >
        {rows.map(({ index }) => {
          const vehicle = vehicles[index]!;
          const current = active?.id === vehicle.id;
          return (
            <li
              key={vehicle.id}
              ref={measure}
              data-index={index}
              aria-setsize={vehicles.length}
              aria-posinset={index + 1}
              data-testid="vehicle-card"
              data-tour={index === 0 ? 'vehicle-card' : undefined}
              className={cn(
                'flex flex-wrap items-center gap-2 px-3 py-2',
                current && 'bg-primary/5',
              )}
            >
              {selecting && (
                <SelectCheckbox
                  vehicle={vehicle}
                  selected={selectedIds.has(vehicle.id)}
                  onToggle={onToggleSelect}
                />
              )}
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => select(vehicle.id)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                {/* One line, so the rows keep their height: a long number ends in "…" here and
                    shows whole in the details and the record. */}
                <span
                  title={vehicle.stockNumber}
                  className="w-24 shrink-0 truncate text-sm font-bold tabular-nums"
                >
                  {vehicle.stockNumber}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">
                    {vehicle.year} {vehicle.make} {vehicle.model}
                  </span>
                  <span className="block truncate text-xs text-slate-600">{vehicle.color}</span>
                  <ReconCost vehicle={vehicle} className="block truncate text-xs" />
                </span>
                <StatusBadge vehicle={vehicle} />
              </button>
              <StarButton vehicle={vehicle} onToggle={onToggleStar} />
            </li>
          );
        })}
      </ul>
      <section
        aria-label="Vehicle details"
        className="hidden rounded-xl border border-slate-200 bg-white p-5 lg:sticky lg:top-20 lg:block lg:self-start"
      >
        {active ? (
          <>
            <div className="mb-4 flex items-start justify-between gap-3">
              <div>
                <p className="text-2xl font-black tabular-nums">{active.stockNumber}</p>
                <h2 className="text-lg font-semibold">
                  {active.year} {active.make} {active.model}
                </h2>
              </div>
              <div className="flex items-center gap-1">
                <StatusBadge vehicle={active} className="text-xs" />
                <StarButton vehicle={active} onToggle={onToggleStar} />
              </div>
            </div>
            <RecordContent vehicle={active} />
          </>
        ) : (
          <p className="text-sm text-slate-500">Select a vehicle to see its details.</p>
        )}
      </section>
    </div>
  );
}
