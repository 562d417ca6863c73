import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Tooltip } from 'radix-ui';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Role } from '@domain/api/common';
import type { DealershipConfig } from '@domain/dealership-config';
import { Toaster } from '@/components/ui/toaster';
import { ClockProvider, type Clock } from '@/lib/clock';
import { ApiClientProvider, type ApiClient } from '@/lib/api-client';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';

/**
 * Test rendering for staff screens: fresh query client, router, tooltips, toasts. With `api`
 * (e.g. a sandbox API seeded with the test's vehicles) the screen's calls go to it; with
 * `workspace` (implied by `api`) the vehicle views get their configuration and role.
 */
export function renderStaff(
  ui: ReactElement,
  options: {
    route?: string;
    api?: ApiClient;
    workspace?: boolean;
    config?: DealershipConfig;
    role?: Role | null;
    userId?: string;
    clock?: Clock;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let tree: ReactNode = ui;
  if (options.api || options.workspace) {
    tree = (
      <VehicleWorkspaceProvider
        config={options.config}
        role={options.role ?? 'admin'}
        userId={options.userId ?? null}
      >
        {tree}
      </VehicleWorkspaceProvider>
    );
  }
  if (options.api) tree = <ApiClientProvider value={options.api}>{tree}</ApiClientProvider>;
  if (options.clock) tree = <ClockProvider clock={options.clock}>{tree}</ClockProvider>;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Tooltip.Provider>
          {tree}
          <Toaster />
        </Tooltip.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface FetchCall {
  method: string;
  path: string;
  /** The query string ('?from=…'), '' for none; handlers are keyed without it. */
  search?: string;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | unknown | Promise<Response | unknown>;

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (query strings ignored). A handler returns a
 * Response or a JSON-able value (200). Unhandled calls answer 404. Returns the call log.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const call = {
      method,
      path: url.pathname,
      ...(url.search ? { search: url.search } : {}),
      body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return json({ error: 'Not Found', message: `No stub for ${method} ${url.pathname}` }, 404);
    const result = await handler(call);
    return result instanceof Response ? result : json(result ?? {}, 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}
