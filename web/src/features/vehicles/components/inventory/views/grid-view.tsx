import { useEffect, useState } from 'react';
import { useWindowRows } from '@/features/vehicles/hooks/use-window-rows';
import { VehicleCard } from '../vehicle-card';
import type { InventoryViewProps } from './view-props';

/** Cards per row at the grid's breakpoints (Tailwind's sm, lg and 2xl: 1, 2, 3, 4). */
const COLUMN_QUERIES = ['(min-width: 640px)', '(min-width: 1024px)', '(min-width: 1536px)'];
const CARD_ROW_PX = 150;

function columnsNow(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  return 1 + COLUMN_QUERIES.filter((query) => window.matchMedia(query).matches).length;
}

function useGridColumns(): number {
  const [columns, setColumns] = useState(columnsNow);
  useEffect(() => {
    const update = () => setColumns(columnsNow());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return columns;
}

/** The cards, a row of them at a time: only the rows on screen are built. */
export function GridView({
  vehicles,
  onToggleStar,
  selecting,
  selectedIds,
  onToggleSelect,
}: InventoryViewProps) {
  const columns = useGridColumns();
  const { listRef, rows, before, after, measure } = useWindowRows<HTMLDivElement>(
    Math.ceil(vehicles.length / columns),
    CARD_ROW_PX,
  );
  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Vehicles"
      className="grid gap-3"
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {rows.map(({ index: row }) => (
        <div
          key={row}
          ref={measure}
          data-index={row}
          role="presentation"
          className="grid items-start gap-3"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {vehicles.slice(row * columns, (row + 1) * columns).map((vehicle, column) => (
            <div key={vehicle.id} role="listitem">
              <VehicleCard
                vehicle={vehicle}
                onToggleStar={onToggleStar}
                selecting={selecting}
                selected={selectedIds.has(vehicle.id)}
                onToggleSelect={onToggleSelect}
                tourTarget={row === 0 && column === 0}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
