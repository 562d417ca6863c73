import { useCallback, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tabs, Tooltip } from 'radix-ui';
import { Boxes, Stethoscope, Wrench } from 'lucide-react';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { TourButton } from '@/features/tours/components/tour-button';
import { TourProvider } from '@/features/tours/components/tour-provider';
import { VehicleBoard } from '@/features/vehicles/components/board/vehicle-board';
import { InventoryPage } from '@/features/vehicles/components/inventory/inventory-page';
import { createSandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { VehicleWorkspaceProvider } from '@/features/vehicles/components/vehicle-workspace-provider';
import { ApiClientProvider } from '@/lib/api-client';
import { browserClock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { SandboxHeader } from './sandbox/sandbox-header';

type SandboxTab = 'make-ready' | 'service' | 'inventory';

const TABS: { value: SandboxTab; label: string; icon: typeof Wrench }[] = [
  { value: 'make-ready', label: 'Make Ready', icon: Wrench },
  { value: 'service', label: 'Service', icon: Stethoscope },
  { value: 'inventory', label: 'Inventory', icon: Boxes },
];

function sandboxQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
}

/**
 * /sandbox: the real boards and inventory on in-memory sample data — no account, nothing
 * written to the server, resettable, with its own guided tour.
 */
export function SandboxApp() {
  const [queryClient] = useState(sandboxQueryClient);
  const [sandbox] = useState(() => createSandboxApi(() => browserClock.now()));
  const [tab, setTab] = useState<SandboxTab>('make-ready');

  const reset = useCallback(() => {
    sandbox.reset();
    void queryClient.invalidateQueries();
    toast({ title: 'Sandbox reset', description: 'The sample lot is back to where it started.' });
  }, [queryClient, sandbox]);

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider value={sandbox.client}>
        <Tooltip.Provider>
          <VehicleWorkspaceProvider config={DEFAULT_DEALERSHIP_CONFIG} role="admin">
            <TourProvider tourId="sandbox" autoStart>
              <div className="min-h-screen bg-slate-50 text-slate-900">
                <SandboxHeader onReset={reset} />
                <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SandboxTab)}>
                  {/* The tabs too are the page's content: everything inside a landmark (axe). */}
                  <main>
                    <div className="mx-auto flex max-w-[1920px] items-center gap-2 px-3 pt-4 sm:px-5">
                      <Tabs.List
                        aria-label="Sandbox views"
                        data-tour="sandbox-tabs"
                        className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
                      >
                        {TABS.map(({ value, label, icon: Icon }) => (
                          <Tabs.Trigger
                            key={value}
                            value={value}
                            className={cn(
                              'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                              'data-[state=active]:bg-primary data-[state=active]:text-white',
                            )}
                          >
                            <Icon className="h-4 w-4" aria-hidden />
                            {label}
                          </Tabs.Trigger>
                        ))}
                      </Tabs.List>
                      <div className="flex-1" />
                      <TourButton />
                    </div>
                    <div className="mx-auto max-w-[1920px] px-3 py-4 sm:px-5">
                      <Tabs.Content value="make-ready">
                        <VehicleBoard workflow="make-ready" />
                      </Tabs.Content>
                      <Tabs.Content value="service">
                        <VehicleBoard workflow="service" />
                      </Tabs.Content>
                      <Tabs.Content value="inventory">
                        <InventoryPage />
                      </Tabs.Content>
                    </div>
                  </main>
                </Tabs.Root>
              </div>
            </TourProvider>
          </VehicleWorkspaceProvider>
        </Tooltip.Provider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
