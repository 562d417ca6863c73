import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tabs, Tooltip } from 'radix-ui';
import { Boxes, Stethoscope, Wrench } from 'lucide-react';
import { TourButton } from '@/features/tours/components/tour-button';
import { TourProvider } from '@/features/tours/components/tour-provider';
import type { SandboxApi } from '@/features/vehicles/sandbox/sandbox-api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { SandboxHeader } from './sandbox/sandbox-header';

/** The boards' chunk and the sample lot, loaded together once the frame is on screen. */
function lazyWorkspace(
  queryClient: QueryClient,
  onOpened: (sandbox: SandboxApi) => void,
): ComponentType {
  return lazy(async () => {
    const { openSandbox, SandboxWorkspace } = await import('./sandbox/sandbox-workspace');
    // Evaluating the chunk (the boards, the schemas) and building the sample lot are two tasks.
    await yieldToBrowser();
    const sandbox = await openSandbox(queryClient);
    // A transition, like the boards' first render: an update outside one would re-render the
    // page, the boards with it, in one long task.
    startTransition(() => onOpened(sandbox));
    return { default: () => <SandboxWorkspace sandbox={sandbox} /> };
  });
}

type SandboxTab = 'make-ready' | 'service' | 'inventory';

/** The board's skeleton as the open tab's panel, while the boards' chunk and lot load. */
function SkeletonPanel({ tab }: { tab: SandboxTab }) {
  return (
    <Tabs.Content value={tab}>
      <BoardSkeleton />
    </Tabs.Content>
  );
}

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

/** Where the board will be, while its chunk and the sample lot load. */
function BoardSkeleton() {
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">Loading the sample lot</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="h-40 animate-pulse rounded-xl border border-slate-200 bg-white motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}

/**
 * False in the pre-rendered HTML and while React hydrates it; then true as a transition, so
 * the boards render in slices that leave the page responsive instead of one long task.
 */
function useLotAfterHydration(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

/**
 * /sandbox: the real boards and inventory on in-memory sample data — no account, nothing
 * written to the server, resettable, with its own guided tour. The frame (header, tabs, the
 * tour) is pre-rendered and paints at once; the boards are their own chunk, drawn after
 * hydration on the visitor's clock.
 */
export function SandboxApp() {
  const [queryClient] = useState(sandboxQueryClient);
  const [sandbox, setSandbox] = useState<SandboxApi | null>(null);
  const [tab, setTab] = useState<SandboxTab>('make-ready');
  const lotShown = useLotAfterHydration();
  const [SandboxWorkspace] = useState(() => lazyWorkspace(queryClient, setSandbox));

  const reset = useCallback(() => {
    sandbox?.reset();
    void queryClient.invalidateQueries();
    toast({ title: 'Sandbox reset', description: 'The sample lot is back to where it started.' });
  }, [queryClient, sandbox]);

  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider>
        <TourProvider tourId="sandbox" autoStart>
          <div className="min-h-screen bg-slate-50 text-slate-900">
            <SandboxHeader onReset={reset} />
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SandboxTab)}>
              {/* The tabs too are the page's content: everything inside a landmark (axe). */}
              <main>
                <h1 className="sr-only">LotReady interactive sandbox</h1>
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
                  {/* Pre-rendered, so a phone reads what this is before the lot has loaded. */}
                  <p className="mb-4 max-w-3xl text-sm text-slate-600">
                    The real LotReady board on a sample lot, running in your browser: add vehicles,
                    move them between boards and watch their status colours change. Nothing is saved
                    and no account is needed; reset the sandbox whenever you like.
                  </p>
                  {/* Until the lot is in, the skeleton is the open tab's panel: the tab's
                      aria-controls must name an element that exists (axe). */}
                  {lotShown ? (
                    <Suspense fallback={<SkeletonPanel tab={tab} />}>
                      <SandboxWorkspace />
                    </Suspense>
                  ) : (
                    <SkeletonPanel tab={tab} />
                  )}
                </div>
              </main>
            </Tabs.Root>
          </div>
        </TourProvider>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
