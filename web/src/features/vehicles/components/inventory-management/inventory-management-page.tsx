import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Download, Search } from 'lucide-react';
import type { VehicleType } from '@domain/api/vehicles';
import { can } from '@domain/permissions';
import { exportCapabilityOn, type UserDealershipConfig } from '@domain/dealership-config';
import { fieldsEditedIn, type VehicleFieldKey } from '@domain/vehicle/fields';
import { inventoryCsv } from '@domain/vehicle/inventory-csv';
import { vehicleWorkflow, type Workflow } from '@domain/vehicle-status';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { PATHS } from '@/lib/paths';
import { SearchInput } from '@/components/ui/search-input';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { SEARCH_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { cn } from '@/lib/cn';
import { useClock } from '@/lib/clock';
import { downloadTextFile } from '@/lib/download';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { filterInventory, type SoldFilter } from '@/features/vehicles/model/inventory-filter';
import {
  inventoryCsvFileName,
  sortVehicles,
  type SortDirection,
  type SortKey,
} from '@/features/vehicles/model/management-table';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { fieldLabel } from '@/features/vehicles/model/field-labels';
import { StatusBadge } from '../tile/status-badge';
import { VehicleAge } from '../tile/vehicle-age';
import { EditableCell } from './editable-cell';
import { SortHeader } from './sort-header';

/** The fields edited in the table (domain/vehicle/fields), in registry order. */
const TABLE_FIELDS = fieldsEditedIn('table');
const CELL_CLASS: Partial<Record<VehicleFieldKey, string>> = {
  stockNumber: 'w-28 font-bold tabular-nums',
  year: 'w-20 tabular-nums',
  mileage: 'w-28 tabular-nums',
  priceCents: 'w-28 tabular-nums',
};

function workflowName(workflow: Workflow, config: UserDealershipConfig): string {
  if (workflow === 'make-ready') return config.workflows.makeReady.displayName;
  if (workflow === 'service') return config.workflows.service.displayName;
  return 'Inventory';
}

/** The full inventory table: sortable, filterable, editable in place, exportable to CSV. */
export function InventoryManagementPage() {
  const { config, role } = useVehicleWorkspace();
  const clock = useClock();
  const { data, isLoading, error } = useVehicles();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<VehicleType | ''>('');
  const [show, setShow] = useState<SoldFilter>('all');
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'stockNumber',
    direction: 'asc',
  });

  const rows = useMemo(() => {
    const filtered = filterInventory(data ?? [], {
      search,
      make: '',
      show,
      assigneeId: null,
    }).filter((v) => !type || vehicleWorkflow(v) === type);
    return sortVehicles(filtered, sort.key, sort.direction, clock.now());
  }, [clock, data, search, show, sort, type]);

  const onSort = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  const header = (label: string, key: SortKey) => (
    <SortHeader
      label={label}
      sortKey={key}
      active={sort.key === key}
      direction={sort.direction}
      onSort={onSort}
    />
  );
  const canExport = exportCapabilityOn(config) && can(role, 'vehicles.export');

  return (
    <section aria-labelledby="management-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="management-title" className="text-2xl font-bold tracking-tight">
            Inventory management
          </h1>
          <p className="text-sm text-slate-600">
            Click a value to edit it. {rows.length} vehicles shown.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can(role, 'settings.manage') && (
            <Link to={PATHS.feeds} className={buttonVariants({ variant: 'outline' })}>
              Inventory feeds
            </Link>
          )}
          {can(role, 'vendors.manage') && (
            <Link to={PATHS.vendors} className={buttonVariants({ variant: 'outline' })}>
              Vendors
            </Link>
          )}
          {canExport && (
            <Button
              variant="outline"
              onClick={() =>
                downloadTextFile(inventoryCsvFileName(clock.now()), inventoryCsv(rows))
              }
            >
              <Download className="h-4 w-4" aria-hidden />
              Export CSV
            </Button>
          )}
        </div>
      </div>
      <div data-tour="management-filters" className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <SearchInput
            aria-label="Filter vehicles"
            placeholder="Filter by any value…"
            value={search}
            onValueChange={setSearch}
            className="pl-9"
            {...{ [SEARCH_SHORTCUT_ATTRIBUTE]: '' }}
          />
        </div>
        <NativeSelect
          aria-label="Workflow"
          value={type}
          onChange={(event) => setType(event.target.value as VehicleType | '')}
          className="sm:w-44"
        >
          <option value="">All workflows</option>
          <option value="inventory">Inventory</option>
          <option value="make-ready">{config.workflows.makeReady.displayName}</option>
          <option value="service">{config.workflows.service.displayName}</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Show"
          value={show}
          onChange={(event) => setShow(event.target.value as SoldFilter)}
          className="sm:w-32"
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="sold">Sold</option>
        </NativeSelect>
      </div>
      {isLoading || error ? (
        <QueryState isPending={isLoading} error={error} what="vehicles" />
      ) : (
        <div
          data-tour="management-table"
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full min-w-[1100px] text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                {TABLE_FIELDS.map((field) => header(fieldLabel(field, config), field))}
                {header('Workflow', 'workflow')}
                <th scope="col" className="px-3 py-2 font-semibold uppercase tracking-wide">
                  Status
                </th>
                {header('Age', 'entered')}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((vehicle) => (
                <tr key={vehicle.id} className="hover:bg-slate-50">
                  {TABLE_FIELDS.map((field) => (
                    <td key={field} className={cn('px-2 py-1.5', CELL_CLASS[field])}>
                      <EditableCell
                        vehicle={vehicle}
                        field={field}
                        label={fieldLabel(field, config)}
                        distanceUnit={config.regional.distanceUnit}
                      />
                    </td>
                  ))}
                  <td className="whitespace-nowrap px-3 py-1.5 text-slate-600">
                    {workflowName(vehicleWorkflow(vehicle), config)}
                  </td>
                  <td className="px-3 py-1.5">
                    <StatusBadge vehicle={vehicle} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-slate-600">
                    <VehicleAge vehicle={vehicle} workflow={vehicleWorkflow(vehicle)} />
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td
                    colSpan={TABLE_FIELDS.length + 3}
                    className="px-3 py-10 text-center text-slate-500"
                  >
                    No vehicles match.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
