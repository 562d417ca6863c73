import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * Whether a live stream is connected to a query client's cache (the staff app's
 * features/live-updates sets it). While it is, every vehicle change reaches the cached lists
 * as it happens, so a list downloaded again on a timer brings nothing new (issue #28 item 6).
 */
interface StreamState {
  connected: boolean;
  listeners: Set<() => void>;
}

const states = new WeakMap<QueryClient, StreamState>();

function stateOf(queryClient: QueryClient): StreamState {
  let state = states.get(queryClient);
  if (!state) {
    state = { connected: false, listeners: new Set() };
    states.set(queryClient, state);
  }
  return state;
}

export function setLiveStreamConnected(queryClient: QueryClient, connected: boolean): void {
  const state = stateOf(queryClient);
  if (state.connected === connected) return;
  state.connected = connected;
  for (const listener of state.listeners) listener();
}

/** True while the live stream feeds this tree's query cache. */
export function useLiveStreamConnected(): boolean {
  const state = stateOf(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    [state],
  );
  return useSyncExternalStore(
    subscribe,
    () => state.connected,
    () => false,
  );
}
