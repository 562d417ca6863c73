import type { ReactNode } from 'react';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTenantInfo } from '@/features/chrome/api/get-tenant-info';
import { useDealershipConfig } from '@/features/settings/api/get-config';
import { json, stubFetch } from '@/test/staff-render';
import { z } from 'zod';
import { defineEndpoint } from '@domain/api/endpoint';
import { serverApi } from './api-client';
import { createQueryClient } from './query-client';
import { useSession } from './session';

/** A throwaway endpoint whose answers each case stubs. */
const thing = (method: 'GET' | 'POST') =>
  defineEndpoint({
    method,
    path: '/api/thing',
    operationId: `${method.toLowerCase()}Thing`,
    summary: 'A test endpoint',
    tag: 'vehicles',
    access: { kind: 'public' },
    ...(method === 'POST' ? { body: z.object({}) } : {}),
    responses: { 200: z.unknown() },
  });
const getThing = thing('GET');
const postThing = thing('POST');

function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), client };
}

const count = (calls: { path: string }[], path: string) =>
  calls.filter((c) => c.path === path).length;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('query defaults (spec 8, 9)', () => {
  it.each([
    ['a 500 whose message has no 4 is retried twice', 3, 500, 'Server blew up'],
    ['a 401 is not retried', 1, 401, 'Unauthorized'],
    ['a 403 is not retried', 1, 403, 'Forbidden'],
    ["'Authentication required' is not retried", 1, 500, 'Authentication required'],
    ["'Not authenticated' is not retried", 1, 500, 'Not authenticated'],
    ['a 404 (the digit 4) is not retried', 1, 404, 'Vehicle not found'],
  ])('%s: %i call(s) in all', async (_name, expectedCalls, status, error) => {
    const { calls } = stubFetch({ 'GET /api/thing': () => json({ error }, status) });
    const { result } = renderWithClient(() =>
      useQuery({ queryKey: ['thing'], queryFn: () => serverApi.call(getThing) }),
    );
    // Retry delays are min(1000 x 2^n, 3000): 1 s, then 2 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(error);
    expect(count(calls, '/api/thing')).toBe(expectedCalls);
  });

  it('keeps data fresh 60 s and cached 5 minutes, with no focus or interval refetch', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
  });

  it('never retries a mutation', async () => {
    const { calls } = stubFetch({ 'POST /api/thing': () => json({ error: 'Boom' }, 500) });
    const { result } = renderWithClient(() =>
      useMutation({ mutationFn: () => serverApi.call(postThing, { body: {} }) }),
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(count(calls, '/api/thing')).toBe(1);
  });
});

describe('per-query settings (spec 7)', () => {
  it('session: a 401 is null, not an error', async () => {
    stubFetch({ 'GET /api/auth/session': () => json({ error: 'Not authenticated' }, 401) });
    const { result } = renderWithClient(() => useSession());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it.each([
    ['session (no retry)', 1, '/api/auth/session', useSession],
    ['tenant info (1 retry)', 2, '/api/tenant/info', useTenantInfo],
    ['config (no retry)', 1, '/api/config', useDealershipConfig],
  ] as [string, number, string, () => { isError: boolean }][])(
    '%s: a 500 is fetched %i time(s) in all',
    async (_name, expected, path, hook) => {
      const { calls } = stubFetch({ [`GET ${path}`]: () => json({ error: 'Server error' }, 500) });
      const { result } = renderWithClient(hook);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(count(calls, path)).toBe(expected);
    },
  );
});
