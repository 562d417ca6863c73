import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Vehicle, VehiclePage } from '@domain/api/vehicles';
import type { ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { applyLiveChange } from '@/lib/vehicle-list-cache';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { FIRST_PAGE_SIZE } from './board-first-page';
import { fetchWorkflowVehicles } from './get-workflow-vehicles';

const AT = Date.UTC(2026, 0, 1, 12);
const onBoard = (stockNumber: string, createdAt: number) =>
  buildVehicle({
    stockNumber,
    createdAt,
    type: 'make-ready',
    inMakeReady: true,
    makeReadyAddedAt: AT,
  });

/**
 * A server answering the board's pages in turn, each read at its sequence number; `between`
 * runs before the n-th page answers (what the live stream delivers while it is on its way).
 */
function pagedClient(pages: VehiclePage[], between: Record<number, () => void> = {}) {
  const limits: number[] = [];
  let asked = 0;
  const client = {
    call: async (_endpoint: unknown, options: { query: { limit: number } }) => {
      limits.push(options.query.limit);
      await Promise.resolve();
      between[asked]?.();
      return pages[asked++]!;
    },
  } as unknown as ApiClient;
  return { client, limits };
}

const stocks = (list: readonly Vehicle[] | undefined) => list?.map((v) => v.stockNumber);

describe('reading a board page by page (issue #15)', () => {
  const A = onBoard('A', AT);
  const B = onBoard('B', AT - 1);
  const C = onBoard('C', AT - 2);
  const D = onBoard('D', AT - 3);

  it('asks for a screenful first, then the most a page holds', async () => {
    const queryClient = new QueryClient();
    const { client, limits } = pagedClient([
      { items: [A], nextCursor: 'x', seq: 1 },
      { items: [B], nextCursor: null, seq: 1 },
    ]);
    await fetchWorkflowVehicles(client, 'make-ready', queryClient);
    expect(limits).toEqual([FIRST_PAGE_SIZE, 500]);
  });

  it('keeps a change heard before the first page and a deletion heard before a later page', async () => {
    const queryClient = new QueryClient();
    const edited = { ...A, model: 'Live', version: 2 };
    const { client } = pagedClient(
      [
        { items: [A, B], nextCursor: 'x', seq: 10 },
        { items: [C, D], nextCursor: null, seq: 11 },
      ],
      {
        // Before the first page: A edited at 12 (no list cached yet to apply it to).
        0: () => applyLiveChange(queryClient, { seq: 12, id: A.id, vehicle: edited }),
        // Before the second page (read at 11): C deleted at 13.
        1: () => applyLiveChange(queryClient, { seq: 13, id: C.id, vehicle: null }),
      },
    );
    const list = await fetchWorkflowVehicles(client, 'make-ready', queryClient);
    expect(stocks(list)).toEqual(['A', 'B', 'D']);
    expect(list[0]!.model).toBe('Live');
    expect(queryClient.getQueryData(queryKeys.vehicles.list({ type: 'make-ready' }))).toEqual(list);
  });

  it('a refetch catches up with the changes heard while its pages were on their way', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.vehicles.list({ type: 'service' }), []);
    const service = (v: Vehicle) => ({
      ...v,
      type: 'service' as const,
      inMakeReady: false,
      inService: true,
    });
    const edited = { ...service(A), model: 'Live', version: 2 };
    const { client } = pagedClient(
      [
        { items: [service(A)], nextCursor: 'x', seq: 10 },
        { items: [service(B)], nextCursor: null, seq: 12 },
      ],
      // Heard while the second page was on its way; it changes a vehicle of the first page.
      { 1: () => applyLiveChange(queryClient, { seq: 11, id: A.id, vehicle: edited }) },
    );
    const list = await fetchWorkflowVehicles(client, 'service', queryClient);
    expect(list.map((v) => v.model)).toEqual(['Live', B.model]);
  });
});
