import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createApp, routerReady } from './app/app';
import { currentHostMode } from './lib/host';
import { normalizePath } from './lib/paths';

/**
 * Starts React in #root. A marketing page pre-rendered at build time is hydrated; anything else
 * (the app shell, or a pre-rendered page served on another host kind) is rendered from scratch.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const { mode } = currentHostMode();
  const { queryClient, router } = createApp(mode);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const prerendered = root.dataset.prerendered;
  const canHydrate =
    prerendered !== undefined &&
    root.hasChildNodes() &&
    mode === 'marketing' &&
    normalizePath(window.location.pathname) === prerendered;

  if (canHydrate) {
    // The page's lazy screen is loaded first, so the first render matches the HTML. As a
    // transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the pre-rendered page stays responsive.
    await routerReady(router);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
