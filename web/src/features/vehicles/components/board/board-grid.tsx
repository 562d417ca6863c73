import { useRef, type CSSProperties } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { Workflow } from '@domain/vehicle-status';
import { cn } from '@/lib/cn';
import { useVirtualRows } from '@/features/vehicles/hooks/use-virtual-rows';
import { boardColumns } from '@/features/vehicles/model/board-vehicles';
import { VehicleTile, type VehicleTileProps } from '../tile/vehicle-tile';

/** Above this many tiles only the rows on screen are rendered. */
export const VIRTUALIZE_FROM = 60;
const GAP_REM = 0.75;
/** The narrowest a tile may be: its header (stock number, star, remove) fits on one line. */
const TILE_MIN_REM = 12.75;

interface BoardGridProps extends Omit<
  VehicleTileProps,
  'vehicle' | 'tourTargets' | 'assignee' | 'takenBy'
> {
  vehicles: readonly Vehicle[];
  /** The name a tile shows for its car's assignee (issue #26). */
  assigneeName?: (vehicle: Vehicle) => string | null;
  /** Who took a car in its current step ("On it: Sam", issue #32). */
  takerName?: (vehicle: Vehicle) => string | null;
  maxVehicles: number;
  showEmptySlots: boolean;
}

/** Tile height in rem: service tiles carry two lines of notes; wall tiles are larger. */
function tileRem(workflow: Workflow, size: VehicleTileProps['size']): number {
  const base = workflow === 'service' ? 13 : 11;
  return size === 'large' ? base + 2.5 : base;
}

/** The board's tiles in a grid sized by the configuration, with optional empty slots. */
export function BoardGrid({
  vehicles,
  maxVehicles,
  showEmptySlots,
  assigneeName,
  takerName,
  ...tileProps
}: BoardGridProps) {
  if (vehicles.length >= VIRTUALIZE_FROM) {
    return (
      <VirtualBoardGrid
        vehicles={vehicles}
        maxVehicles={maxVehicles}
        assigneeName={assigneeName}
        takerName={takerName}
        {...tileProps}
      />
    );
  }
  const empty = showEmptySlots ? Math.max(0, maxVehicles - vehicles.length) : 0;
  // As many columns as the grid size asks for while each tile keeps its least width in rem: the
  // width grows with the size scale (text enlargement), so a scaled-up board gets fewer, wider
  // tiles instead of clipped ones (media queries would not follow the scale).
  const cols = boardColumns(maxVehicles);
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(auto-fill, minmax(max(${TILE_MIN_REM}rem, calc((100% - ${cols - 1} * ${GAP_REM}rem) / ${cols})), 1fr))`,
  };
  return (
    <ul data-tour="board-grid" data-testid="board-grid" style={style} className="grid gap-3">
      {vehicles.map((vehicle, index) => (
        <li
          key={vehicle.id}
          style={{ minHeight: `${tileRem(tileProps.workflow, tileProps.size)}rem` }}
          className="grid"
        >
          <VehicleTile
            vehicle={vehicle}
            tourTargets={index === 0}
            assignee={assigneeName?.(vehicle)}
            takenBy={takerName?.(vehicle)}
            {...tileProps}
          />
        </li>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <li
          key={`empty-${index}`}
          data-testid="empty-slot"
          className="flex items-center justify-center rounded-xl border-2 border-dashed border-slate-300 text-sm font-medium text-slate-400"
          style={{ minHeight: `${tileRem(tileProps.workflow, tileProps.size)}rem` }}
        >
          Empty slot
        </li>
      ))}
    </ul>
  );
}

function VirtualBoardGrid({
  vehicles,
  maxVehicles,
  assigneeName,
  takerName,
  ...tileProps
}: Omit<BoardGridProps, 'showEmptySlots'>) {
  const ref = useRef<HTMLDivElement>(null);
  const rowRem = tileRem(tileProps.workflow, tileProps.size);
  const { columns, start, end, pitch } = useVirtualRows(
    ref,
    vehicles.length,
    boardColumns(maxVehicles),
    rowRem,
    GAP_REM,
  );
  const rows = Math.ceil(vehicles.length / columns);
  const gapPx = (pitch * GAP_REM) / (rowRem + GAP_REM);
  return (
    <div
      ref={ref}
      data-tour="board-grid"
      data-testid="board-grid"
      className="relative"
      style={{ height: Math.max(0, rows * pitch - gapPx) }}
    >
      <ul
        aria-label={`${vehicles.length} vehicles; showing ${start + 1} to ${end}`}
        className={cn('absolute inset-x-0 top-0 grid gap-3')}
        style={{
          transform: `translateY(${(start / columns) * pitch}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gridAutoRows: `${rowRem}rem`,
        }}
      >
        {vehicles.slice(start, end).map((vehicle, index) => (
          <li key={vehicle.id} className="grid min-h-0">
            <VehicleTile
              vehicle={vehicle}
              tourTargets={start + index === 0}
              assignee={assigneeName?.(vehicle)}
              takenBy={takerName?.(vehicle)}
              {...tileProps}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
