import type { Vehicle } from '@domain/api/vehicles';
import { vehicleWorkflow, type Workflow } from '@domain/vehicle-status';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
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
            <ul className="grid gap-2">
              {list.map((vehicle) => (
                <li key={vehicle.id}>
                  <VehicleCard
                    vehicle={vehicle}
                    onToggleStar={onToggleStar}
                    selecting={selecting}
                    selected={selectedIds.has(vehicle.id)}
                    onToggleSelect={onToggleSelect}
                    tourTarget={vehicle.id === firstId}
                  />
                </li>
              ))}
              {list.length === 0 && (
                <li className="px-1 py-6 text-center text-sm text-slate-500">No vehicles</li>
              )}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
