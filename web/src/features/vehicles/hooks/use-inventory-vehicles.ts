import { useMemo } from 'react';
import { VEHICLE_PAGE_LIMITS, type Vehicle } from '@domain/api/vehicles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useServerVehicleSearch } from '../api/search-vehicles';
import { filterInventory, type InventoryFilter } from '../model/inventory-filter';

/** How long the search box must rest before a large lot's search goes to the server. */
export const SEARCH_SETTLE_MS = 300;

/**
 * The vehicles Inventory shows. A lot of up to one page is searched in the browser; a larger
 * one on the server (the same domain search), a page at a time, once typing rests. Its results
 * are shown as the live lot holds them (a change since is seen, a removed vehicle is gone) and
 * narrowed by the make and sold filters and, with advanced search off, by the basic fields.
 */
export function useInventoryVehicles(
  lot: readonly Vehicle[] | undefined,
  filter: InventoryFilter,
  advancedSearch: boolean,
) {
  const large = (lot?.length ?? 0) > VEHICLE_PAGE_LIMITS.max;
  const search = useDebouncedValue(filter.search.trim(), SEARCH_SETTLE_MS);
  const onServer = large && search !== '';
  const found = useServerVehicleSearch(
    { q: search, workflow: filter.show === 'active' ? 'inventory' : undefined },
    { enabled: onServer },
  );
  const vehicles = useMemo(() => {
    if (!onServer) return filterInventory(lot ?? [], filter, { advancedSearch });
    const current = new Map((lot ?? []).map((vehicle) => [vehicle.id, vehicle]));
    const results = (found.data?.pages ?? []).flatMap((page) => page.items);
    const live = results.flatMap((vehicle) => current.get(vehicle.id) ?? []);
    return filterInventory(live, filter, { advancedSearch });
  }, [advancedSearch, filter, found.data, lot, onServer]);
  return {
    vehicles,
    /** More results on the server than shown (a large lot's search). */
    hasMore: onServer && found.hasNextPage,
    loadMore: () => void found.fetchNextPage(),
    loadingMore: found.isFetchingNextPage,
  };
}
