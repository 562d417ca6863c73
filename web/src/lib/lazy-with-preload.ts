import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk ahead of use (e.g. on hover or focus); errors show on use. */
  preload: () => void;
};

/**
 * React.lazy for a named export, plus `preload()`. The chunk is fetched once. A failed fetch
 * is forgotten and the lazy component replaced: React.lazy keeps a failure for good, so the
 * error screen's Try Again would only re-render the same error; with a fresh one it imports
 * the chunk again (issue #16 item 10).
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
        current = lazy(start);
        throw error;
      },
    ));
  let current = lazy(start);
  const preload = () => {
    start().catch(() => undefined);
  };
  function Lazy(props: P) {
    return createElement(current, props);
  }
  return Object.assign(Lazy, { preload });
}
