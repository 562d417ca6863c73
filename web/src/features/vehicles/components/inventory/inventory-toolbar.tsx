import { Search } from 'lucide-react';
import { SearchInput } from '@/components/ui/search-input';
import { NativeSelect } from '@/components/ui/native-select';
import { SEARCH_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import type { InventoryFilter, SoldFilter } from '@/features/vehicles/model/inventory-filter';
import { MyCarsToggle } from '../my-cars-toggle';

interface InventoryToolbarProps {
  filter: InventoryFilter;
  makes: string[];
  onChange: (filter: InventoryFilter) => void;
  /** The advancedSearch feature: VIN, salesperson, location and notes are searched too. */
  advancedSearch: boolean;
  /** The signed-in user, for "My cars"; null when not known (no toggle then). */
  userId: string | null;
}

/** Search ('/' focuses it), make filter, sold filter and "My cars". */
export function InventoryToolbar({
  filter,
  makes,
  onChange,
  advancedSearch,
  userId,
}: InventoryToolbarProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1" data-tour="inventory-search">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <SearchInput
          aria-label="Search vehicles"
          placeholder={
            advancedSearch
              ? 'Search stock #, VIN, make, model, color, notes…  ( / )'
              : 'Search stock #, year, make, model, color…  ( / )'
          }
          value={filter.search}
          onValueChange={(search) => onChange({ ...filter, search })}
          className="pl-9"
          {...{ [SEARCH_SHORTCUT_ATTRIBUTE]: '' }}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {userId !== null && (
          <MyCarsToggle
            on={filter.assigneeId !== null}
            onToggle={() =>
              onChange({ ...filter, assigneeId: filter.assigneeId === null ? userId : null })
            }
          />
        )}
        <NativeSelect
          aria-label="Filter by make"
          data-tour="make-filter"
          value={filter.make}
          onChange={(event) => onChange({ ...filter, make: event.target.value })}
          className="min-w-36 flex-1 sm:flex-none"
        >
          <option value="">All makes</option>
          {makes.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Show"
          value={filter.show}
          onChange={(event) => onChange({ ...filter, show: event.target.value as SoldFilter })}
          className="min-w-28 flex-1 sm:flex-none"
        >
          <option value="active">Active</option>
          <option value="sold">Sold</option>
          <option value="all">All</option>
        </NativeSelect>
      </div>
    </div>
  );
}
