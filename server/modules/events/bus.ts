import { sql, type SQL } from 'drizzle-orm';
import type { LiveEvent } from '@domain/api/event-endpoints';
import type { EventBus, LiveEventListener, VehicleSeqListener } from '../../plugins/event-bus';

/** The channel every app process LISTENs on when the database is PostgreSQL. */
export const EVENTS_CHANNEL = 'lotready_events';

/** Fan-out to this process's listeners, shared by both transports. */
export class LocalFanOut {
  private readonly listeners = new Map<string, Set<LiveEventListener>>();
  private readonly seqListeners = new Set<VehicleSeqListener>();
  private readonly gapListeners = new Set<() => void>();

  deliver(dealershipId: string, events: readonly LiveEvent[], vehicleSeq?: number): void {
    if (vehicleSeq !== undefined) {
      for (const listener of this.seqListeners) listener(dealershipId, vehicleSeq);
    }
    for (const event of events) {
      for (const listener of this.listeners.get(dealershipId) ?? []) listener(event);
    }
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

  onVehicleSeq(listener: VehicleSeqListener): () => void {
    this.seqListeners.add(listener);
    return () => this.seqListeners.delete(listener);
  }

  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  gap(): void {
    for (const listener of this.gapListeners) listener();
  }
}

/** The in-process bus (PGlite: one process serves everything). */
export function createMemoryEventBus(): EventBus {
  const fanOut = new LocalFanOut();
  return {
    atCommit: () => undefined,
    committed: (dealershipId, events, vehicleSeq) =>
      fanOut.deliver(dealershipId, events, vehicleSeq),
    subscribe: (dealershipId, listener) => fanOut.subscribe(dealershipId, listener),
    onVehicleSeq: (listener) => fanOut.onVehicleSeq(listener),
    onGap: (listener) => fanOut.onGap(listener),
    close: async () => undefined,
  };
}

/**
 * The NOTIFY payload: `{ d, e, s? }` — dealership, events, last vehicle sequence number. Small
 * whatever the change (PostgreSQL caps a payload at 8000 bytes): vehicles travel by number.
 */
export interface NotifyPayload {
  d: string;
  e: LiveEvent[];
  s?: number;
}

/**
 * The NOTIFY of `events` on the events channel, as an expression of a transaction's statement
 * (sent at its commit); `vehicleSeq` is the SQL of the last vehicle number the statement logs.
 */
export function notifyEvents(
  dealershipId: string,
  events: readonly LiveEvent[],
  vehicleSeq?: SQL,
): SQL | undefined {
  if (events.length === 0 && vehicleSeq === undefined) return undefined;
  const payload = JSON.stringify({ d: dealershipId, e: [...events] } satisfies NotifyPayload);
  // `s` is spliced in by the statement, as the log numbers it: `{"d":…,"e":[…],"s":12}`.
  const text = vehicleSeq
    ? sql`${payload.slice(0, -1) + ',"s":'}::text || ${vehicleSeq} || '}'`
    : sql`${payload}::text`;
  return sql`pg_notify(${EVENTS_CHANNEL}::text, ${text})`;
}
