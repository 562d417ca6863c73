import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/staff-render';
import { VehicleWorkspaceProvider } from '../components/vehicle-workspace-provider';
import { setLiveStreamConnected } from '@/lib/live-stream-state';
import { useVehicles } from './get-vehicles';
import { useWorkflowVehicles } from './get-workflow-vehicles';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderVehicles(autoRefresh: boolean, { streamConnected = false } = {}) {
  return renderWithWorkspace(() => useVehicles(), autoRefresh, streamConnected);
}

function renderWithWorkspace<T>(hook: () => T, autoRefresh: boolean, streamConnected: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setLiveStreamConnected(client, streamConnected);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <VehicleWorkspaceProvider role="user" autoRefresh={autoRefresh}>
        {children}
      </VehicleWorkspaceProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), client };
}

async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe('auto-refresh (spec 2.9: every 30 s while on)', () => {
  it.each([
    [true, 29_000, 1],
    [true, 30_000, 2],
    [true, 60_000, 3],
    [false, 90_000, 1],
  ])('auto-refresh %s: after %i ms the list was fetched %i time(s)', async (on, ms, fetches) => {
    const { calls } = stubFetch({ 'GET /api/vehicles': () => [] });
    const { result } = renderVehicles(on);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(calls.filter((c) => c.path === '/api/vehicles')).toHaveLength(fetches);
  });
});

describe('auto-refresh with the live stream connected (issue #28 item 6)', () => {
  const page = { items: [], nextCursor: null, seq: 1 };

  it.each([
    ['the whole list', () => useVehicles(), '/api/vehicles'],
    ['a board', () => useWorkflowVehicles('make-ready'), '/api/vehicles/page'],
  ])('%s is not downloaded again while the stream is connected', async (_name, hook, path) => {
    const { calls } = stubFetch({
      'GET /api/vehicles': () => [],
      'GET /api/vehicles/page': () => page,
    });
    const { result, client } = renderWithWorkspace(hook, true, true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await advance(90_000);
    expect(calls.filter((c) => c.path === path)).toHaveLength(1);
    // The stream drops: the timer takes over again, and stops when it is back.
    act(() => setLiveStreamConnected(client, false));
    await advance(30_000);
    expect(calls.filter((c) => c.path === path)).toHaveLength(2);
    act(() => setLiveStreamConnected(client, true));
    await advance(60_000);
    expect(calls.filter((c) => c.path === path)).toHaveLength(2);
  });
});
