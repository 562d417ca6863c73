import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import type { BusinessCalendar } from '@domain/recon/business-calendar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { StepColumn } from '@/features/vehicles/model/step-columns';
import { VehicleTile, type VehicleTileProps } from '../tile/vehicle-tile';

type SharedTileProps = Omit<
  VehicleTileProps,
  'vehicle' | 'clock' | 'steps' | 'currentStepId' | 'onMove' | 'assignee' | 'tourTargets'
>;

interface StepBoardProps {
  columns: readonly StepColumn[];
  steps: readonly WorkflowStepBody[];
  calendar: BusinessCalendar;
  tileProps: SharedTileProps;
  /** How many tiles a column shows before "Show more" (the configured grid size). */
  perColumn: number;
  /** Moves a car (drag and drop, the tile's menu); absent on a wall or a read-only lot. */
  onMove?: (vehicle: Vehicle, step: WorkflowStepBody) => void;
  assigneeName: (vehicle: Vehicle) => string | null;
  /** Who took a car in its current step ("On it: Sam", issue #32). */
  takerName?: (vehicle: Vehicle) => string | null;
}

/**
 * The board by step (issue #26): a column per step on a wide screen, a section per step on a
 * phone (the same markup; the layout changes at md), each with its count, how many are past
 * the step's goal, and amber at its soft limit. A car moves by dragging it to another column
 * (@dnd-kit/core: mouse, and the keyboard: Space picks up, arrows move, Space drops; decision
 * 0073) or by its "Move to step" menu, which is what a phone uses.
 */
export function StepBoard({
  columns,
  steps,
  calendar,
  tileProps,
  perColumn,
  onMove,
  assigneeName,
  takerName,
}: StepBoardProps) {
  // A drag starts after 6 px, so a click still opens the record; touch is left to scrolling
  // (phones move by the menu).
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const stepName = (id: unknown) => steps.find((step) => step.id === id)?.name ?? 'no step';
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const vehicle = columns.flatMap((c) => c.shown).find((v) => v.id === active.id);
    const target = steps.find((step) => step.id === over?.id);
    if (vehicle && target && onMove) onMove(vehicle, target);
  };
  const board = (
    <div
      data-testid="step-board"
      className="grid gap-4 md:flex md:items-start md:gap-3 md:overflow-x-auto md:pb-3"
    >
      {columns.map((column) => (
        <StepColumnView
          key={column.step.id}
          column={column}
          steps={steps}
          calendar={calendar}
          tileProps={tileProps}
          perColumn={perColumn}
          onMove={onMove}
          assigneeName={assigneeName}
          takerName={takerName}
        />
      ))}
    </div>
  );
  if (!onMove) return board;
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${String(active.data.current?.stock ?? '')}.`,
          onDragOver: ({ active, over }) =>
            `${String(active.data.current?.stock ?? '')} is over ${stepName(over?.id)}.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${String(active.data.current?.stock ?? '')} moved to ${stepName(over.id)}.`
              : `${String(active.data.current?.stock ?? '')} was dropped nowhere.`,
          onDragCancel: ({ active }) =>
            `Moving ${String(active.data.current?.stock ?? '')} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move this car to another step, press Space, use the arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      {board}
    </DndContext>
  );
}

function StepColumnView({
  column,
  steps,
  calendar,
  tileProps,
  perColumn,
  onMove,
  assigneeName,
  takerName,
}: Omit<StepBoardProps, 'columns'> & { column: StepColumn }) {
  const { step, shown, count, overGoal, atLimit } = column;
  const { setNodeRef, isOver } = useDroppable({ id: step.id, disabled: !onMove });
  const [limit, setLimit] = useState(perColumn);
  const headingId = `step-${step.id}`;
  // Stable across the board's renders, so a live change redraws only its own tiles (the tiles
  // are memoized; issue #26: a move reaches an open board within 150 ms).
  const clock = useMemo(() => ({ step, calendar }), [step, calendar]);
  const moveTo = useCallback(
    (moved: Vehicle, stepId: string) => {
      const target = steps.find((s) => s.id === stepId);
      if (target && onMove) onMove(moved, target);
    },
    [steps, onMove],
  );
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="step-column"
      className={cn(
        'grid content-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 md:flex-[1_0_16rem]',
        atLimit && 'border-amber-400 bg-amber-50',
        isOver && 'ring-2 ring-primary',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-1">
        <h2 id={headingId} className="text-base font-bold">
          {step.name}
        </h2>
        <p className="flex flex-wrap gap-2 text-xs font-semibold text-slate-600">
          <span data-testid="step-count">
            {count} {count === 1 ? 'car' : 'cars'}
          </span>
          {overGoal > 0 && (
            <span className="text-red-700" data-testid="step-over-goal">
              {overGoal} over goal
            </span>
          )}
          {step.softLimit !== null && (
            <span className={cn(atLimit && 'text-amber-800')} data-testid="step-limit">
              {atLimit ? 'At limit' : 'Limit'} {step.softLimit}
            </span>
          )}
        </p>
      </header>
      {shown.length === 0 ? (
        <p className="rounded-lg border-2 border-dashed border-slate-300 p-4 text-center text-xs text-slate-500">
          No cars in {step.name}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={`Cars in ${step.name}`}>
          {shown.slice(0, limit).map((vehicle) => (
            <StepTile
              key={vehicle.id}
              vehicle={vehicle}
              draggable={onMove !== undefined}
              tile={
                <VehicleTile
                  vehicle={vehicle}
                  {...tileProps}
                  clock={clock}
                  assignee={assigneeName(vehicle)}
                  takenBy={takerName?.(vehicle)}
                  steps={steps}
                  currentStepId={step.id}
                  onMove={onMove && moveTo}
                />
              }
            />
          ))}
        </ul>
      )}
      {shown.length > limit && (
        <Button variant="outline" size="sm" onClick={() => setLimit((n) => n + perColumn)}>
          Show {Math.min(perColumn, shown.length - limit)} more of {shown.length - limit}
        </Button>
      )}
    </section>
  );
}

function StepTile({
  vehicle,
  draggable,
  tile,
}: {
  vehicle: Vehicle;
  draggable: boolean;
  tile: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, isDragging } =
    useDraggable({
      id: vehicle.id,
      data: { stock: vehicle.stockNumber },
      disabled: !draggable,
    });
  // The list item stays a list item: a mouse drags the whole tile (a press that moves 6 px),
  // and the keyboard's way in is the tile's own handle, a button, so no control is nested in
  // another and the list holds only items (axe: list, nested-interactive).
  const { onKeyDown, ...pointer } = listeners ?? {};
  return (
    <li
      ref={setNodeRef}
      {...(draggable ? pointer : {})}
      data-testid="step-tile"
      className={cn(
        'relative grid min-h-[11rem] rounded-xl',
        draggable && 'cursor-grab',
        isDragging && 'z-20 cursor-grabbing opacity-80 shadow-xl',
      )}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
    >
      {tile}
      {draggable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={(event) => onKeyDown?.(event)}
          aria-label={`Drag ${vehicle.stockNumber} to another step`}
          className="absolute bottom-3 right-3 z-10 grid h-8 w-8 place-items-center rounded-full bg-black/15 text-white hover:bg-black/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <GripVertical className="h-4 w-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
