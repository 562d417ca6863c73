import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { normalizePath } from './app/access';
import { currentHostMode } from './lib/host';

/**
 * Starts React in #root. A marketing page pre-rendered at build time is hydrated; anything else
 * (the app shell, or a pre-rendered page served on another host kind) is rendered from scratch.
 */
export function mountApp(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const prerendered = root.dataset.prerendered;
  const canHydrate =
    prerendered !== undefined &&
    root.hasChildNodes() &&
    currentHostMode().mode === 'marketing' &&
    normalizePath(window.location.pathname) === prerendered;

  if (canHydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: the pre-rendered page stays responsive.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
