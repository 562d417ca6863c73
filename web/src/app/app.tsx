import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DataRouter } from 'react-router';
import type { HostMode } from '@domain/host-mode';
import { serverApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { createAppRoutes } from './router';

/** The query cache and the data router of one page load (the host mode is fixed for it). */
export function createApp(mode: HostMode): { queryClient: QueryClient; router: DataRouter } {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createAppRoutes(mode, { queryClient, api: serverApi }));
  return { queryClient, router };
}

/** Around the router, in the browser and when pre-rendering: the query cache. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Resolves once the router has loaded the first location's lazy screen. */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
