import { useCallback, useEffect, useMemo, useState } from 'react';
import { BOARD_PAGE_ADVANCE_MS } from '@domain/constants';
import type { Vehicle } from '@domain/api/vehicles';
import { Inbox, Loader2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useClock } from '@/lib/clock';
import { useWorkflowVehicles } from '@/features/vehicles/api/get-workflow-vehicles';
import { useVehicleActions } from '@/features/vehicles/hooks/use-vehicle-actions';
import { boardVehicles } from '@/features/vehicles/model/board-vehicles';
import { labelsForWorkflow } from '@/features/vehicles/model/status-labels';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { AddVehicleButton } from '../form/add-vehicle-dialog';
import { BoardGrid } from './board-grid';
import { BoardPager } from './board-pager';
import { StatusLegend } from './status-legend';
import { messageFromError } from '@/lib/error-message';
import { useWriteAccess } from '@/lib/write-access';

export type BoardWorkflow = 'make-ready' | 'service';

interface VehicleBoardProps {
  workflow: BoardWorkflow;
  /** 'wall' is the full-screen TV board: bigger tiles, no editing controls. */
  variant?: 'page' | 'wall';
  title?: string;
}

/** The Make Ready or Service board (spec 4.1, 4.2). */
export function VehicleBoard({ workflow, variant = 'page', title }: VehicleBoardProps) {
  const { config, thresholds, openRecord } = useVehicleWorkspace();
  const clock = useClock();
  const settings =
    workflow === 'make-ready' ? config.workflows.makeReady : config.workflows.service;
  // A turned-off workflow's board loads nothing. A board shows its first page while the rest
  // loads (`complete` false): its counts then say "at least", never a number that is not final.
  const workflowVehicles = useWorkflowVehicles(workflow, { enabled: settings.enabled });
  const { data, isLoading, error } = workflowVehicles;
  // A turned-off board holds no vehicles: its zero is exact.
  const complete = workflowVehicles.complete || !settings.enabled;
  const name = title ?? settings.displayName;
  const vehicles = useMemo(
    () => boardVehicles(data ?? [], workflow, clock.now()),
    [clock, data, workflow],
  );
  const labels = useMemo(() => labelsForWorkflow(config, workflow), [config, workflow]);
  const { toggleStar, removeFromBoard } = useVehicleActions(settings.displayName);
  const detailLabel =
    workflow === 'service'
      ? config.workflows.service.locationLabel
      : config.workflows.makeReady.salespersonLabel;
  const wall = variant === 'wall';
  // A wall shows the board only; a read-only dealership (0031) sees it without its actions.
  const { readOnly } = useWriteAccess();
  const actions = !wall && !readOnly;
  // maxVehicles (4–36) is a page: more vehicles than that turn into pages, never smaller tiles.
  const perPage = config.grid.maxVehicles;
  const pages = Math.max(1, Math.ceil(vehicles.length / perPage));
  const [chosenPage, setPage] = useState(0);
  const page = Math.min(chosenPage, pages - 1);
  const shown = useMemo(
    () => vehicles.slice(page * perPage, (page + 1) * perPage),
    [vehicles, page, perPage],
  );
  useEffect(() => {
    if (!wall || pages <= 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), BOARD_PAGE_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [wall, pages]);
  const openTile = useCallback((vehicle: Vehicle) => openRecord(vehicle.id), [openRecord]);

  return (
    <section aria-labelledby={`${workflow}-board-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-2">
          <h1
            id={`${workflow}-board-title`}
            className={
              wall ? 'text-4xl font-black tracking-tight' : 'text-2xl font-bold tracking-tight'
            }
          >
            {name}
            <span className="ml-3 align-middle text-base font-semibold text-slate-500">
              {complete && `${vehicles.length} ${vehicles.length === 1 ? 'vehicle' : 'vehicles'}`}
              {!complete && data !== undefined && `${vehicles.length}+ vehicles`}
              {!complete && !error && (
                <Loader2
                  className="ml-1.5 inline h-4 w-4 animate-spin align-[-2px] motion-reduce:animate-none"
                  aria-hidden
                />
              )}
            </span>
          </h1>
          <StatusLegend
            vehicles={vehicles}
            workflow={workflow}
            thresholds={thresholds}
            labels={labels}
            complete={complete}
          />
        </div>
        {!wall && settings.enabled && <AddVehicleButton defaultType={workflow} />}
      </div>
      {!settings.enabled ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {settings.displayName} is turned off in Dealership Configuration.
        </p>
      ) : isLoading ? (
        <Spinner label="Loading vehicles..." className="py-16" />
      ) : error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          Could not load vehicles. {messageFromError(error, 'Please refresh to try again.')}
        </p>
      ) : vehicles.length === 0 && !config.grid.showEmptySlots ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Inbox className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-lg font-semibold">No vehicles in {name}</p>
          <p className="text-sm text-slate-600">Add a vehicle or move one here from Inventory.</p>
        </div>
      ) : (
        <>
          <BoardGrid
            vehicles={shown}
            workflow={workflow}
            thresholds={thresholds}
            labels={labels}
            detailLabel={detailLabel}
            maxVehicles={config.grid.maxVehicles}
            showEmptySlots={config.grid.showEmptySlots}
            onToggleStar={actions ? toggleStar : undefined}
            onRemove={actions ? removeFromBoard : undefined}
            removeLabel={`Remove from ${settings.displayName}`}
            onOpen={wall ? undefined : openTile}
            size={wall ? 'large' : 'default'}
          />
          <BoardPager page={page} pages={pages} complete={complete} onPage={setPage} />
        </>
      )}
    </section>
  );
}
