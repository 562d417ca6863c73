import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { HostMode } from '@domain/host-mode';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-boundary';
import { HostRoutes } from './host-routes';
import { ScrollToTop } from './scroll-to-top';
import { ToasterGate } from './toaster-gate';

/** Everything inside the router: data, error boundary, host routing and toasts. */
export function AppShell({ mode }: { mode: HostMode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <ScrollToTop />
        <HostRoutes mode={mode} />
      </AppErrorBoundary>
      <ToasterGate />
    </QueryClientProvider>
  );
}
