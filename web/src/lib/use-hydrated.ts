import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in pre-rendered HTML and while React hydrates it, true from the next render on (and at
 * once when nothing was pre-rendered): for output the build cannot know, and for controls that
 * must wait for their handlers (a form sent before hydration would go to the server natively).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
