import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { Spinner } from '@/components/ui/spinner';
import { workflowVehiclesQueryOptions } from '@/features/vehicles/api/get-workflow-vehicles';
import { VehicleBoard } from '@/features/vehicles/components/board/vehicle-board';
import { createSandboxApi, type SandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';
import { ApiClientProvider } from '@/lib/api-client';
import { browserClock } from '@/lib/clock';

// Inventory is a tab away: its chunk loads when it is opened, not before the board.
const InventoryPage = lazy(() =>
  import('@/features/vehicles/components/inventory/inventory-page').then((m) => ({
    default: m.InventoryPage,
  })),
);

/**
 * The sample lot in memory, aged against the visitor's clock, with the Make Ready board's
 * vehicles already in the cache: the board's first render then has them, and renders as part
 * of the transition that shows it instead of in one long task when the data arrives.
 */
export async function openSandbox(queryClient: QueryClient): Promise<SandboxApi> {
  const sandbox = createSandboxApi(() => browserClock.now());
  await queryClient.prefetchQuery(workflowVehiclesQueryOptions(sandbox.client, 'make-ready'));
  return sandbox;
}

/**
 * The sandbox's boards and inventory on the in-memory sample lot: its own chunk, loaded after
 * the pre-rendered frame has painted (the build cannot render a lot aged by the visitor's
 * clock).
 */
export function SandboxWorkspace({ sandbox }: { sandbox: SandboxApi }) {
  return (
    <ApiClientProvider value={sandbox.client}>
      <VehicleWorkspaceProvider config={DEFAULT_DEALERSHIP_CONFIG} role="admin">
        <Tabs.Content value="make-ready">
          <VehicleBoard workflow="make-ready" />
        </Tabs.Content>
        <Tabs.Content value="service">
          <VehicleBoard workflow="service" />
        </Tabs.Content>
        <Tabs.Content value="inventory">
          <Suspense fallback={<Spinner label="Loading inventory..." className="py-16" />}>
            <InventoryPage />
          </Suspense>
        </Tabs.Content>
      </VehicleWorkspaceProvider>
    </ApiClientProvider>
  );
}
