import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/staff-render';
import { VehicleWorkspaceProvider } from '../components/vehicle-workspace-provider';
import { useVehicles } from './get-vehicles';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderVehicles(autoRefresh: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <VehicleWorkspaceProvider role="user" autoRefresh={autoRefresh}>
        {children}
      </VehicleWorkspaceProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useVehicles(), { wrapper });
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
