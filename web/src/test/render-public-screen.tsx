import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

/**
 * Renders a public screen at a route with a fresh query client and the real toaster. Other
 * paths render "Page {path}" so navigations can be asserted; `current-path` shows the path.
 */
export function renderPublicScreen(
  ui: ReactElement,
  { route = '/', path }: { route?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? route.split('?')[0]} element={ui} />
          <Route path="*" element={<p>Page elsewhere</p>} />
        </Routes>
        <CurrentPath />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch for one test; returns the mock to inspect calls. */
export function mockFetch(...answers: (Response | Error | (() => Promise<Response>))[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next();
    return (next as Response).clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
