import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the chunk ahead of use (e.g. on hover or focus); resolves once it is in or
   * failed (errors show on use).
   */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a named export, plus `preload()`. The chunk is fetched once. A failed fetch
 * is forgotten and the lazy component replaced: React.lazy keeps a failure for good, so the
 * error screen's Try Again would only re-render the same error; with a fresh one it imports
 * the chunk again (issue #16 item 10). Once loaded it renders the component itself: React.lazy
 * suspends on its first render even when the chunk is in, and React holds a Suspense
 * boundary's content back for up to 300 ms after its fallback showed (issue #15 item 4: two
 * such waits stood between a board's address and its first tiles).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = undefined;
        current = lazy(start);
        throw error;
      },
    ));
  let current = lazy(start);
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  function Lazy(props: P) {
    return createElement(loaded ?? current, props);
  }
  return Object.assign(Lazy, { preload });
}
