import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk ahead of use (e.g. on hover or focus); errors show on use. */
  preload: () => void;
};

/**
 * React.lazy for a named export, plus `preload()`. The chunk is fetched once; a failed fetch
 * is forgotten so that the next attempt tries again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => {
    start().catch(() => undefined);
  };
  return Object.assign(lazy(start), { preload });
}
