import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CheckSquare, PackageOpen } from 'lucide-react';
import type { InventoryViewMode } from '@domain/dealership-config';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { useVehicleActions } from '@/features/vehicles/hooks/use-vehicle-actions';
import { EMPTY_INVENTORY_FILTER, uniqueMakes } from '@/features/vehicles/model/inventory-filter';
import { useInventoryVehicles } from '@/features/vehicles/hooks/use-inventory-vehicles';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { AddVehicleButton } from '../form/add-vehicle-dialog';
import { BatchBar } from './batch-bar';
import { InventoryToolbar } from './inventory-toolbar';
import { ViewModeSwitch } from './view-mode-switch';
import { BoardView } from './views/board-view';
import { GridView } from './views/grid-view';
import { MasterDetailView } from './views/master-detail-view';
import { TableView } from './views/table-view';
import { useCanNow, useWriteAccess } from '@/lib/write-access';

const VIEWS = {
  'master-detail': MasterDetailView,
  grid: GridView,
  table: TableView,
  board: BoardView,
};

/** Inventory in the configured view mode, with search, make filter and batch mode. */
export function InventoryPage({ actions }: { actions?: ReactNode }) {
  const { config, role, userId } = useVehicleWorkspace();
  const { data, isLoading, error } = useVehicles();
  const [filter, setFilter] = useState(EMPTY_INVENTORY_FILTER);
  const [chosenMode, setChosenMode] = useState<InventoryViewMode | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const { toggleStar } = useVehicleActions();
  const canNow = useCanNow();
  const { readOnly } = useWriteAccess();
  const mode = chosenMode ?? config.inventoryViewMode;
  const View = VIEWS[mode];

  const makes = useMemo(() => uniqueMakes(data ?? []), [data]);
  const advancedSearch = config.features.advancedSearch;
  const { vehicles, hasMore, loadMore, loadingMore } = useInventoryVehicles(
    data,
    filter,
    advancedSearch,
  );
  const toggleSelect = useCallback((id: string) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const endBatch = () => {
    setSelecting(false);
    setSelectedIds(new Set());
  };
  const canBatch = canNow(role, 'vehicles.bulkEdit');

  // Esc leaves batch mode (issue #16 item 10), unless a dialog or a search box took it first.
  useEffect(() => {
    if (!selecting) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      setSelecting(false);
      setSelectedIds(new Set());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selecting]);

  return (
    <section aria-labelledby="inventory-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inventory-title" className="text-2xl font-bold tracking-tight">
          Inventory
          <span className="ml-3 align-middle text-base font-semibold text-slate-500">
            {vehicles.length}
            {hasMore ? '+' : ''} {vehicles.length === 1 && !hasMore ? 'vehicle' : 'vehicles'}
          </span>
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <ViewModeSwitch value={mode} onChange={setChosenMode} />
          {actions}
          {canBatch && (
            <Button
              variant={selecting ? 'secondary' : 'outline'}
              aria-pressed={selecting}
              data-tour="batch-mode"
              onClick={() => (selecting ? endBatch() : setSelecting(true))}
            >
              <CheckSquare className="h-4 w-4" aria-hidden />
              Batch mode
            </Button>
          )}
          <AddVehicleButton defaultType="inventory" />
        </div>
      </div>
      <InventoryToolbar
        filter={filter}
        makes={makes}
        onChange={setFilter}
        advancedSearch={advancedSearch}
        userId={userId}
      />
      {selecting && (
        <BatchBar
          selectedIds={selectedIds}
          selected={(data ?? []).filter((v) => selectedIds.has(v.id))}
          visibleIds={vehicles.map((v) => v.id)}
          onSelectAll={() => setSelectedIds(new Set(vehicles.map((v) => v.id)))}
          onClear={() => setSelectedIds(new Set())}
          onDone={endBatch}
        />
      )}
      {isLoading || error ? (
        <QueryState isPending={isLoading} error={error} what="vehicles" />
      ) : vehicles.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <PackageOpen className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="text-lg font-semibold">No vehicles found</p>
          <p className="text-sm text-slate-600">
            {data?.length
              ? 'Try a different search or filter.'
              : readOnly
                ? 'Vehicles can be added again once a plan is chosen.'
                : 'Add a vehicle or import a CSV file to get started.'}
          </p>
        </div>
      ) : (
        <View
          vehicles={vehicles}
          onToggleStar={toggleStar}
          selecting={selecting}
          selectedIds={selectedIds}
          onToggleSelect={toggleSelect}
        />
      )}
      {hasMore && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={loadingMore}
          onClick={loadMore}
        >
          {loadingMore ? 'Loading more…' : 'Show more results'}
        </Button>
      )}
    </section>
  );
}
