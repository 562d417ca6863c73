import { useCallback, useEffect, useMemo, useState } from 'react';
import { BOARD_PAGE_ADVANCE_MS } from '@domain/constants';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import { deriveStepStatus } from '@domain/recon/step-status';
import { isMyCar } from '@domain/work/assignees';
import {
  BOARD_SORT_LABELS,
  BOARD_SORTS,
  DEFAULT_BOARD_SORT,
  sortMostOverdue,
  stepOverdueByMs,
} from '@domain/vehicle/board-sort';
import { statusLabel, type DisplayStatus } from '@domain/vehicle-status';
import { Inbox, Loader2 } from 'lucide-react';
import { QueryState } from '@/components/ui/query-state';
import { useClock, useMinuteNow } from '@/lib/clock';
import { NativeSelect } from '@/components/ui/native-select';
import { useBoardSort } from '@/features/vehicles/api/board-sort-preference';
import { useAssignees } from '@/features/vehicles/api/get-assignees';
import { useTakerNames } from '@/features/vehicles/api/get-car-takers';
import { useWorkflowSteps } from '@/features/vehicles/api/get-workflows';
import { statusPerCar } from '@/features/vehicles/model/status-per-car';
import { boardStepOf, stepColumns } from '@/features/vehicles/model/step-columns';
import { MyCarsToggle } from '../my-cars-toggle';
import { StepBoard } from './step-board';
import { useWorkflowVehicles } from '@/features/vehicles/api/get-workflow-vehicles';
import { useVehicleActions } from '@/features/vehicles/hooks/use-vehicle-actions';
import { boardVehicles } from '@/features/vehicles/model/board-vehicles';
import { labelsForWorkflow } from '@/features/vehicles/model/status-labels';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { AddVehicleButton } from '../form/add-vehicle-dialog';
import { BoardGrid } from './board-grid';
import { BoardPager } from './board-pager';
import { StatusLegend } from './status-legend';
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
  const { config, thresholds, openRecord, userId } = useVehicleWorkspace();
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
  const { toggleStar, removeFromBoard, moveToStep } = useVehicleActions(settings.displayName);
  // The dealership's steps (issue #26): with more than one, the board is a column per step.
  const steps = useWorkflowSteps(workflow);
  const byStep = steps.length > 1;
  const calendar = config.businessHours;
  const { nameOf: assigneeName } = useAssignees();
  // One request for the board: who took each car ("On it: Sam", issue #32).
  const takerName = useTakerNames();
  const detailLabel =
    workflow === 'service'
      ? config.workflows.service.locationLabel
      : config.workflows.makeReady.salespersonLabel;
  const wall = variant === 'wall';
  // A wall shows the board only; a read-only dealership (0031) sees it without its actions.
  const { readOnly } = useWriteAccess();
  const actions = !wall && !readOnly;
  const minute = useMinuteNow();
  const [chosenSort, chooseSort] = useBoardSort();
  // A wall has no controls, so it keeps the spec's order rather than a hidden choice.
  const sort = wall ? DEFAULT_BOARD_SORT : chosenSort;
  const [statusFilter, setStatusFilter] = useState<DisplayStatus | null>(null);
  const [mine, setMine] = useState(false);
  // A car's status and distance past its goal in its step (the spec's rule for the default).
  const stepContext = useCallback(
    (now: number) => ({ thresholds, calendar, now, preferred: workflow }),
    [thresholds, calendar, workflow],
  );
  // Kept per car and minute (model/status-per-car): a move elsewhere derives one status.
  const statusOf = useMemo(
    () =>
      statusPerCar((vehicle, now) =>
        deriveStepStatus(vehicle, boardStepOf(vehicle, steps), stepContext(now)),
      ),
    [steps, stepContext],
  );
  // "Most overdue first" orders the whole loaded list, not the server's pages: the board reads
  // every page of its workflow anyway (get-workflow-vehicles follows the cursors), and how far a
  // car is past its goal moves with the clock and its own thresholds, which a stored page order
  // cannot hold. The server keeps paging in the spec's order, so the first tiles still come
  // after one page; while later pages load, the order is of the part that is in ("of 3+").
  const ordered = useMemo(
    () =>
      sort === 'most-overdue'
        ? sortMostOverdue(vehicles, (v) =>
            stepOverdueByMs(v, boardStepOf(v, steps), stepContext(minute)),
          )
        : vehicles,
    [sort, vehicles, steps, stepContext, minute],
  );
  // "My cars": the signed-in user's cars, or with an open work item of theirs (#26, #33).
  const scoped = useMemo(
    () => (mine ? ordered.filter((v) => isMyCar(v, userId)) : ordered),
    [mine, ordered, userId],
  );
  // A chip shows only its status (again: all), over the same minute the chips count by.
  const filtered = useMemo(
    () =>
      statusFilter === null ? scoped : scoped.filter((v) => statusOf(v, minute) === statusFilter),
    [scoped, statusFilter, statusOf, minute],
  );
  const columns = useMemo(
    () => (byStep ? stepColumns(steps, scoped, filtered, (v) => statusOf(v, minute)) : []),
    [byStep, steps, scoped, filtered, statusOf, minute],
  );
  const tileClock = useMemo(() => ({ step: steps[0] ?? null, calendar }), [steps, calendar]);
  const onMove = useCallback(
    (vehicle: Vehicle, step: WorkflowStepBody) => moveToStep(vehicle, step),
    [moveToStep],
  );
  // maxVehicles (4–36) is a page: more vehicles than that turn into pages, never smaller tiles.
  const perPage = config.grid.maxVehicles;
  const pages = Math.max(1, Math.ceil(filtered.length / perPage));
  const [chosenPage, setPage] = useState(0);
  const page = Math.min(chosenPage, pages - 1);
  const shown = useMemo(
    () => filtered.slice(page * perPage, (page + 1) * perPage),
    [filtered, page, perPage],
  );
  const filterBy = useCallback((status: DisplayStatus | null) => {
    setStatusFilter(status);
    setPage(0);
  }, []);
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
            vehicles={scoped}
            workflow={workflow}
            statusOf={statusOf}
            labels={labels}
            complete={complete}
            selected={statusFilter}
            onSelect={wall ? undefined : filterBy}
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {!wall && settings.enabled && userId !== null && (
            <MyCarsToggle
              on={mine}
              onToggle={() => {
                setMine((on) => !on);
                setPage(0);
              }}
            />
          )}
          {!wall && settings.enabled && (
            <label className="grid gap-1 text-xs font-semibold text-slate-600">
              Sort
              <NativeSelect
                value={sort}
                onChange={(event) => {
                  const next = BOARD_SORTS.find((option) => option === event.target.value);
                  if (next) chooseSort(next);
                  setPage(0);
                }}
                className="w-52"
              >
                {BOARD_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {BOARD_SORT_LABELS[option]}
                  </option>
                ))}
              </NativeSelect>
            </label>
          )}
          {!wall && settings.enabled && <AddVehicleButton defaultType={workflow} />}
        </div>
      </div>
      {!settings.enabled ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {settings.displayName} is turned off in Dealership Configuration.
        </p>
      ) : isLoading || error ? (
        <QueryState isPending={isLoading} error={error} what="vehicles" />
      ) : vehicles.length === 0 && !config.grid.showEmptySlots ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Inbox className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-lg font-semibold">No vehicles in {name}</p>
          <p className="text-sm text-slate-600">Add a vehicle or move one here from Inventory.</p>
        </div>
      ) : byStep ? (
        <StepBoard
          columns={columns}
          steps={steps}
          calendar={calendar}
          perColumn={perPage}
          onMove={actions ? onMove : undefined}
          assigneeName={assigneeName}
          takerName={takerName}
          tileProps={{
            workflow,
            thresholds,
            labels,
            detailLabel,
            onToggleStar: actions ? toggleStar : undefined,
            onRemove: actions ? removeFromBoard : undefined,
            removeLabel: `Remove from ${settings.displayName}`,
            onOpen: wall ? undefined : openTile,
            size: wall ? 'large' : 'default',
          }}
        />
      ) : (statusFilter !== null || mine) && filtered.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
          No {statusFilter !== null && `${statusLabel(statusFilter, labels)} `}
          {mine ? 'cars of yours' : 'vehicles'} in {name}.{' '}
          <button
            type="button"
            className="font-semibold text-primary underline"
            onClick={() => {
              filterBy(null);
              setMine(false);
            }}
          >
            Show all
          </button>
        </p>
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
            clock={tileClock}
            assigneeName={assigneeName}
            takerName={takerName}
          />
          <BoardPager page={page} pages={pages} complete={complete} onPage={setPage} />
        </>
      )}
    </section>
  );
}
