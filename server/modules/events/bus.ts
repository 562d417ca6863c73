import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@domain/api/event-endpoints';
import type { Executor } from '../../db/client';

/** What a live event says: its one schema is in domain/api/event-endpoints. */
export type { LiveEvent };

/** An event as streams see it: a bus-wide id (for Last-Event-ID) and its dealership. */
export interface DeliveredEvent {
  eventId: string;
  dealershipId: string;
  event: LiveEvent;
}

export type LiveEventListener = (delivered: DeliveredEvent) => void;

/** The channel every app process LISTENs on when the database is PostgreSQL. */
export const EVENTS_CHANNEL = 'lotready_events';
/** How many recent events per dealership a reconnecting client can replay. */
export const REPLAY_RING_SIZE = 256;

/**
 * The live-event bus behind GET /api/events. Changes publish through `stage` inside their
 * transaction and `committed` after it, so a rolled-back change is never announced; on
 * PostgreSQL the NOTIFY itself is part of the transaction and reaches every app process.
 */
export interface EventBus {
  /** Called inside the change's transaction (PostgreSQL: NOTIFY, delivered at commit). */
  stage: (tx: Executor, dealershipId: string, events: readonly LiveEvent[]) => Promise<void>;
  /** Called after the transaction committed (in-process bus: deliver now). */
  committed: (dealershipId: string, events: readonly LiveEvent[]) => void;
  /** Publishes outside any transaction, for changes that are already committed. */
  publish: (dealershipId: string, event: LiveEvent) => Promise<void>;
  subscribe: (dealershipId: string, listener: LiveEventListener) => () => void;
  /**
   * The events after `lastEventId`, oldest first, or null when that id is no longer (or never
   * was) in the ring: the client must then refetch everything.
   */
  replaySince: (dealershipId: string, lastEventId: string) => DeliveredEvent[] | null;
  /** Tells every local stream that events may have been lost (a LISTEN reconnect). */
  onGap: (listener: () => void) => () => void;
  close: () => Promise<void>;
}

/** Fan-out and the replay ring, shared by both transports. */
export class LocalFanOut {
  private readonly listeners = new Map<string, Set<LiveEventListener>>();
  private readonly rings = new Map<string, DeliveredEvent[]>();
  private readonly gapListeners = new Set<() => void>();

  deliver(delivered: DeliveredEvent): void {
    const ring = this.rings.get(delivered.dealershipId) ?? [];
    ring.push(delivered);
    if (ring.length > REPLAY_RING_SIZE) ring.splice(0, ring.length - REPLAY_RING_SIZE);
    this.rings.set(delivered.dealershipId, ring);
    for (const listener of this.listeners.get(delivered.dealershipId) ?? []) listener(delivered);
  }

  subscribe(dealershipId: string, listener: LiveEventListener): () => void {
    const set = this.listeners.get(dealershipId) ?? new Set();
    set.add(listener);
    this.listeners.set(dealershipId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(dealershipId);
    };
  }

  replaySince(dealershipId: string, lastEventId: string): DeliveredEvent[] | null {
    const ring = this.rings.get(dealershipId) ?? [];
    const index = ring.findIndex((entry) => entry.eventId === lastEventId);
    return index < 0 ? null : ring.slice(index + 1);
  }

  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  /**
   * Events may have been lost: the rings now have a hole, so no one may resume across it (a
   * Last-Event-ID from before gets a resync), and every open stream is told to resync.
   */
  gap(): void {
    this.rings.clear();
    for (const listener of this.gapListeners) listener();
  }
}

/** Ids are random so that every process, hearing the same NOTIFY, keeps the same ids. */
export function newEventId(): string {
  return randomUUID();
}

/** The in-process bus (PGlite: one process serves everything). */
export function createMemoryEventBus(): EventBus {
  const fanOut = new LocalFanOut();
  const deliverAll = (dealershipId: string, events: readonly LiveEvent[]) => {
    for (const event of events) fanOut.deliver({ eventId: newEventId(), dealershipId, event });
  };
  return {
    stage: async () => undefined,
    committed: deliverAll,
    publish: async (dealershipId, event) => deliverAll(dealershipId, [event]),
    subscribe: (dealershipId, listener) => fanOut.subscribe(dealershipId, listener),
    replaySince: (dealershipId, lastEventId) => fanOut.replaySince(dealershipId, lastEventId),
    onGap: (listener) => fanOut.onGap(listener),
    close: async () => undefined,
  };
}

const NOTIFY_CHUNK = 25;

/** The NOTIFY payload: `{ d, e: [{ i, e }] }` (compact: PostgreSQL caps it at 8000 bytes). */
export interface NotifyPayload {
  d: string;
  e: { i: string; e: LiveEvent }[];
}

/** NOTIFY on the events channel through `executor` (a transaction: sent at its commit). */
export async function notifyEvents(
  executor: Executor,
  dealershipId: string,
  events: readonly LiveEvent[],
): Promise<void> {
  // Chunks keep every payload far below PostgreSQL's 8000-byte limit.
  for (let start = 0; start < events.length; start += NOTIFY_CHUNK) {
    const payload: NotifyPayload = {
      d: dealershipId,
      e: events.slice(start, start + NOTIFY_CHUNK).map((event) => ({ i: newEventId(), e: event })),
    };
    await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
  }
}
