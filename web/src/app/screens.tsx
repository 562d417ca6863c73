import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';
import type { Screen } from './route-table';

const loaded = new WeakMap<Screen, Promise<ComponentType>>();
const lazyComponents = new WeakMap<Screen, PreloadableComponent<object>>();

/** The screen's component, setting its page meta from the route table. */
function withMeta(Component: ComponentType, meta: PageMeta | undefined): ComponentType {
  if (!meta) return Component;
  const pageMeta: PageMeta = meta;
  function ScreenWithMeta() {
    usePageMeta(pageMeta);
    return <Component />;
  }
  return ScreenWithMeta;
}

/** Loads a screen's chunk once (a failed load is forgotten, so the next attempt retries). */
export function loadScreen(screen: Screen): Promise<ComponentType> {
  let loading = loaded.get(screen);
  if (!loading) {
    loading = screen.load().then((component) => withMeta(component, screen.meta));
    loaded.set(screen, loading);
    void loading.catch(() => loaded.delete(screen));
  }
  return loading;
}

/** The screen as a lazy component with `preload()`, for trees outside the data router. */
export function lazyScreen(screen: Screen): PreloadableComponent<object> {
  let component = lazyComponents.get(screen);
  if (!component) {
    component = lazyWithPreload(() => loadScreen(screen));
    lazyComponents.set(screen, component);
  }
  return component;
}
