import type { Vehicle } from '@domain/api/vehicles';
import { vehicleWorkflow, type Workflow } from '@domain/vehicle-status';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { useWindowRows } from '@/features/vehicles/hooks/use-window-rows';
import { VehicleCard } from '../vehicle-card';
import type { InventoryViewProps } from './view-props';

/** Kanban columns by workflow: Inventory, Make Ready, Service. */
export function BoardView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  const { config } = useVehicleWorkspace();
  const columns: { workflow: Workflow; name: string }[] = [
    { workflow: 'inventory', name: 'Inventory' },
    ...(config.workflows.makeReady.enabled
      ? [{ workflow: 'make-ready' as const, name: config.workflows.makeReady.displayName }]
      : []),
    ...(config.workflows.service.enabled
      ? [{ workflow: 'service' as const, name: config.workflows.service.displayName }]
      : []),
  ];
  const byWorkflow = new Map<Workflow, Vehicle[]>();
  for (const vehicle of vehicles) {
    const workflow = vehicleWorkflow(vehicle);
    byWorkflow.set(workflow, [...(byWorkflow.get(workflow) ?? []), vehicle]);
  }
  const firstId = columns.map((c) => byWorkflow.get(c.workflow)?.[0]?.id).find(Boolean);
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {columns.map(({ workflow, name }) => {
        const list = byWorkflow.get(workflow) ?? [];
        return (
          <section key={workflow} aria-label={name} className="rounded-xl bg-slate-100 p-3">
            <h2 className="mb-3 flex items-center justify-between px-1 text-sm font-bold uppercase tracking-wide text-slate-600">
              {name}
              <span className="rounded-full bg-white px-2 py-0.5 text-xs tabular-nums text-slate-700">
                {list.length}
              </span>
            </h2>
            {list.length === 0 ? (
              <p className="px-1 py-6 text-center text-sm text-slate-500">No vehicles</p>
            ) : (
              <BoardColumn
                vehicles={list}
                firstId={firstId}
                onToggleStar={onToggleStar}
                selecting={selecting}
                selectedIds={selectedIds}
                onToggleSelect={onToggleSelect}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}

const CARD_PX = 120;

/** One workflow's cards: only the ones on screen are built. */
function BoardColumn({
  vehicles,
  firstId,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps & { firstId: string | undefined }) {
  const { listRef, rows, before, after, measure } = useWindowRows<HTMLUListElement>(
    vehicles.length,
    CARD_PX,
  );
  return (
    <ul ref={listRef} style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map(({ index }) => {
        const vehicle = vehicles[index]!;
        return (
          // Spacing inside the measured row: a gap between rows would be outside every row.
          <li key={vehicle.id} ref={measure} data-index={index} className="pb-2">
            <VehicleCard
              vehicle={vehicle}
              onToggleStar={onToggleStar}
              selecting={selecting}
              selected={selectedIds.has(vehicle.id)}
              onToggleSelect={onToggleSelect}
              tourTarget={vehicle.id === firstId}
            />
          </li>
        );
      })}
    </ul>
  );
}
