import type { Vehicle, VehiclePage, VehiclePageQuery } from '@domain/api/vehicles';
import { isOnBoard } from '@domain/vehicle/board-filter';
import { comparePageOrder, pageOrderKey, type ListOrderKey } from '@domain/vehicle/list-order';
import { INVALID_CURSOR_MESSAGE } from '@domain/vehicle/messages';
import { matchesSearch, searchTerms } from '@domain/vehicle/search';
import { MemoryHttpError } from '@/lib/memory-transport';

function encodeCursor({ starred, createdAt, id, enteredAt }: ListOrderKey): string {
  return JSON.stringify([starred, createdAt, id, enteredAt ?? null]);
}

function decodeCursor(text: string): ListOrderKey {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length === 4) {
      const [starred, createdAt, id, enteredAt] = value as unknown[];
      if (
        typeof starred === 'boolean' &&
        typeof createdAt === 'number' &&
        typeof id === 'string' &&
        (enteredAt === null || typeof enteredAt === 'number')
      )
        return enteredAt === null
          ? { starred, createdAt, id }
          : { starred, createdAt, id, enteredAt };
    }
  } catch {
    // falls through to the 400
  }
  throw new MemoryHttpError(400, `cursor: ${INVALID_CURSOR_MESSAGE}`, 'cursor');
}

/**
 * GET /api/vehicles/page in memory, by the rules the server's query states in SQL: a board's
 * workflow (isOnBoard), the search (advanced, as the server's), the page order and a keyset
 * cursor (the last vehicle's order key), so a vehicle added meanwhile neither repeats nor skips.
 */
export function sandboxVehiclePage(
  vehicles: readonly Vehicle[],
  query: VehiclePageQuery,
): VehiclePage {
  const compare = comparePageOrder(query.sort);
  const terms = searchTerms(query.q ?? '');
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (after && (query.sort === 'board') !== (after.enteredAt !== undefined))
    throw new MemoryHttpError(400, `cursor: ${INVALID_CURSOR_MESSAGE}`, 'cursor');
  const matching = vehicles
    .filter(
      (v) => (!query.workflow || isOnBoard(v, query.workflow)) && matchesSearch(v, terms, true),
    )
    .map((vehicle) => ({ vehicle, key: pageOrderKey(vehicle, query.sort) }))
    .filter(({ key }) => !after || compare(key, after) > 0)
    .sort((a, b) => compare(a.key, b.key));
  const items = matching.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ vehicle }) => vehicle),
    nextCursor: matching.length > query.limit && last ? encodeCursor(last.key) : null,
  };
}
