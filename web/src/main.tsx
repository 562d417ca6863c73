import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { normalizePath } from './app/access';
import { currentHostMode } from './lib/host';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A marketing page pre-rendered at build time is hydrated; anything else (the app shell, or a
// pre-rendered page served on another host kind) is rendered from scratch.
const prerendered = root.dataset.prerendered;
const canHydrate =
  prerendered !== undefined &&
  root.hasChildNodes() &&
  currentHostMode().mode === 'marketing' &&
  normalizePath(window.location.pathname) === prerendered;

if (canHydrate) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
