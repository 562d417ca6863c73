import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  LIVE_EVENT_TYPES,
  POSITION_EVENT,
  RESYNC_EVENT,
  VEHICLE_CHANGE_EVENT,
  eventApi,
  liveMessageSchema,
  type LiveEventType,
  type LiveMessage,
} from '@domain/api/event-endpoints';
import { MINUTE_MS } from '@domain/time';
import { useClock } from '@/lib/clock';
import { setLiveStreamConnected } from '@/lib/live-stream-state';
import { queryKeys } from '@/lib/query-keys';
import {
  applyLiveChange,
  forgetLiveChanges,
  liveStreamPositioned,
  liveStreamResumed,
  liveStreamStart,
} from '@/lib/vehicle-list-cache';

/** 'stopped': reconnecting failed for LIVE_GIVE_UP_MS; the screen says so and offers Retry. */
export type LiveStatus = 'live' | 'connecting' | 'offline' | 'stopped';

export interface LiveConnection {
  status: LiveStatus;
  /** Connects again at once (the Retry of a stopped or reconnecting stream). */
  retry: () => void;
}

export interface LiveUpdateOptions {
  /**
   * The server closed the stream (EventSource cannot tell why): the caller rechecks the
   * session, since a session that ended or was revoked closes it with 401.
   */
  onClosed?: () => void;
}

/** How long "Reconnecting…" may show before the stream counts as stopped (issue #16 item 5). */
export const LIVE_GIVE_UP_MS = 2 * MINUTE_MS;

/** Which queries each type of live event makes stale (a new type must be listed here). */
export const LIVE_EVENT_KEYS: Readonly<Record<LiveEventType, readonly QueryKey[]>> = {
  activity: [queryKeys.activity.all],
  config: [queryKeys.config, queryKeys.tenantInfo],
  // The server sends 'alerts' to the addressee's streams only (their bell and its list).
  alerts: [queryKeys.alerts.unread, queryKeys.alerts.mine],
  'on-it': [queryKeys.alerts.takers],
};
/** What a resync refetches: vehicles too, since the changes in between are unknown. */
const EVERY_LIVE_KEY = [queryKeys.vehicles.all, ...Object.values(LIVE_EVENT_KEYS).flat()];

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** A message's data by the one schema; unreadable data counts as a resync (refetch all). */
function readMessage(data: unknown): LiveMessage {
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(String(data)));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through
  }
  return { type: RESYNC_EVENT };
}

function applyMessage(queryClient: QueryClient, message: LiveMessage) {
  if (message.type === VEHICLE_CHANGE_EVENT) {
    const { seq, vehicle, removed } = message;
    if (vehicle) applyLiveChange(queryClient, { seq, id: vehicle.id, vehicle });
    else if (removed) applyLiveChange(queryClient, { seq, id: removed, vehicle: null });
    return;
  }
  // A stream opened without a start: lists read at an older number missed the changes between.
  if (message.type === POSITION_EVENT) {
    if (liveStreamPositioned(queryClient, message.seq))
      invalidate(queryClient, [queryKeys.vehicles.all]);
    return;
  }
  // Every list is read again: pages read before the resync cannot be caught up.
  if (message.type === RESYNC_EVENT) forgetLiveChanges(queryClient, message.seq ?? 0);
  invalidate(
    queryClient,
    message.type === RESYNC_EVENT ? EVERY_LIVE_KEY : LIVE_EVENT_KEYS[message.type],
  );
}

/** The vehicle sequence number the stream is at (every message carries it as lastEventId). */
function seqOf(lastEventId: string): number | undefined {
  return /^\d{1,15}$/.test(lastEventId) ? Number(lastEventId) : undefined;
}

/**
 * Live updates over GET /api/events (server-sent events, domain/api/event-endpoints): a vehicle
 * change is put into the cached lists as it is (no list is downloaded again), other events
 * refetch the queries of their type, so a change on one screen shows on every other open
 * screen of the dealership. Reconnects with backoff, resuming from the last vehicle sequence
 * number (the server sends what was missed, or a resync); after a gap activity and config are
 * refetched, and everything when the stream's position was never known.
 */
export function useLiveUpdates(enabled = true, options: LiveUpdateOptions = {}): LiveConnection {
  const queryClient = useQueryClient();
  const clock = useClock();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // Bumped by Retry: the effect starts over with a fresh stream and backoff.
  const [attempt, setAttempt] = useState(0);
  const onClosed = useRef(options.onClosed);
  useEffect(() => {
    onClosed.current = options.onClosed;
  }, [options.onClosed]);

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
    let lastSeq: number | undefined;
    // When the stream last stopped flowing; null while it is live.
    let failingSince: number | null = null;

    const connect = () => {
      // The first stream starts where the lists already read were read, so it replays what
      // happened since (a board's first page is asked for before the app has started).
      if (lastSeq === undefined) {
        lastSeq = liveStreamStart(queryClient);
        if (lastSeq !== undefined) liveStreamResumed(queryClient, lastSeq);
      }
      // A new EventSource has no Last-Event-ID of its own: the position goes in the query.
      const resumeFrom = lastSeq === undefined ? '' : `?lastEventId=${lastSeq}`;
      source = new EventSource(`${eventApi.stream.path}${resumeFrom}`, { withCredentials: true });
      source.onopen = () => {
        delay = RETRY_MIN_MS;
        failingSince = null;
        setStatus('live');
        if (hadGap) {
          invalidate(
            queryClient,
            lastSeq === undefined ? EVERY_LIVE_KEY : Object.values(LIVE_EVENT_KEYS).flat(),
          );
        }
        hadGap = false;
      };
      source.onerror = () => {
        hadGap = true;
        failingSince ??= clock.now();
        // Past the bound it keeps trying in the background (a wall board comes back by
        // itself), but no longer claims to be reconnecting.
        const givenUp = clock.now() - failingSince >= LIVE_GIVE_UP_MS;
        setStatus(navigator.onLine === false ? 'offline' : givenUp ? 'stopped' : 'connecting');
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          onClosed.current?.();
          retryTimer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        }
      };
      // Each message's `event:` is its type; 'resync' means the server could not replay a gap.
      for (const type of [
        ...LIVE_EVENT_TYPES,
        VEHICLE_CHANGE_EVENT,
        RESYNC_EVENT,
        POSITION_EVENT,
      ]) {
        source.addEventListener(type, (message) => {
          lastSeq = seqOf(message.lastEventId) ?? lastSeq;
          applyMessage(queryClient, readMessage(message.data));
        });
      }
    };

    const onOffline = () => setStatus('offline');
    const onOnline = () => {
      setStatus('connecting');
      failingSince = clock.now();
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
  }, [enabled, queryClient, clock, attempt]);

  // The lists' timed refetch waits while the stream keeps them current (lib/live-stream-state).
  const connected = enabled && status === 'live';
  useEffect(() => {
    setLiveStreamConnected(queryClient, connected);
    return () => setLiveStreamConnected(queryClient, false);
  }, [connected, queryClient]);

  const retry = useCallback(() => {
    setStatus('connecting');
    setAttempt((n) => n + 1);
  }, []);
  return { status, retry };
}
