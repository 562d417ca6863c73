import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

export type LiveStatus = 'live' | 'connecting' | 'offline';

/** Which queries each server-sent event makes stale. */
export const LIVE_EVENT_KEYS = {
  vehicle: [queryKeys.vehicles.all],
  activity: [queryKeys.activity.all],
  config: [queryKeys.config, queryKeys.tenantInfo],
} as const;

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

function invalidate(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

function invalidateEverything(queryClient: QueryClient) {
  invalidate(queryClient, [
    ...LIVE_EVENT_KEYS.vehicle,
    ...LIVE_EVENT_KEYS.activity,
    ...LIVE_EVENT_KEYS.config,
  ]);
}

/**
 * Live updates over GET /api/events (server-sent events): a 'vehicle', 'activity' or
 * 'config' event refetches those queries, so a change on one screen shows on every other open
 * screen of the dealership. Reconnects with backoff; after a gap everything is refetched.
 */
export function useLiveUpdates(enabled = true): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      const timer = setTimeout(() => setStatus('offline'), 0);
      return () => clearTimeout(timer);
    }
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let hadGap = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.onopen = () => {
        delay = RETRY_MIN_MS;
        setStatus('live');
        if (hadGap) invalidateEverything(queryClient);
        hadGap = false;
      };
      source.onerror = () => {
        hadGap = true;
        setStatus(navigator.onLine === false ? 'offline' : 'connecting');
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          retryTimer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        }
      };
      for (const [event, keys] of Object.entries(LIVE_EVENT_KEYS)) {
        source.addEventListener(event, () => invalidate(queryClient, keys));
      }
      // The server could not replay what this tab missed: refetch everything.
      source.addEventListener('resync', () => invalidateEverything(queryClient));
    };

    const onOffline = () => setStatus('offline');
    const onOnline = () => {
      setStatus('connecting');
      if (source?.readyState === EventSource.CLOSED) {
        clearTimeout(retryTimer);
        delay = RETRY_MIN_MS;
        connect();
      }
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled, queryClient]);

  return status;
}
