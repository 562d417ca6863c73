import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createApp, routerReady } from './app/app';
import { currentHostMode } from './lib/host';
import { normalizePath } from './lib/paths';
import { prepareClassMerging } from './lib/cn';
import { yieldToBrowser } from './lib/yield-to-browser';
import { loginHostPageAt } from '@domain/login-host-pages';

/**
 * Whether #root holds the HTML pre-rendered for this host kind and path: a marketing page for
 * its own path, or a login-host page for every path the server sends it for.
 */
function isPrerenderedFor(root: HTMLElement, mode: string, pathname: string): boolean {
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined || !root.hasChildNodes()) return false;
  if (mode !== (root.dataset.prerenderedHost ?? 'marketing')) return false;
  const path = normalizePath(pathname);
  return mode === 'login' ? loginHostPageAt(path)?.path === prerendered : path === prerendered;
}

/**
 * Starts React in #root. A marketing or login-host page pre-rendered at build time is hydrated;
 * anything else (the app shell, or a pre-rendered page served on another host kind) is rendered
 * from scratch.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  // This chunk (React, the router) has just been evaluated: the router is built in a task of
  // its own, the class merger's tables in another, so that none of them holds the page long.
  await yieldToBrowser();
  const { mode } = currentHostMode();
  const { queryClient, router } = createApp(mode);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (isPrerenderedFor(root, mode, window.location.pathname)) {
    // The page's lazy screen is loaded first, so the first render matches the HTML. As a
    // transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the pre-rendered page stays responsive.
    await routerReady(router);
    prepareClassMerging();
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
