import type { FastifyBaseLogger } from 'fastify';
import {
  RESYNC_EVENT,
  VEHICLE_CHANGE_EVENT,
  type LiveMessage,
  type VehicleChangeEvent,
} from '@domain/api/event-endpoints';
import type { Db } from '../../db/client';
import { withTenantTransaction } from '../../db/transactions';
import {
  currentVehicleSeq,
  vehicleChangesSince,
  type ChangesSince,
} from '../../db/vehicle-change-log';

/** A vehicle change or a resync, each carrying the sequence number a client resumes from. */
export type FeedMessage =
  | VehicleChangeEvent
  | (Extract<LiveMessage, { type: 'resync' }> & {
      seq: number;
    });
export type FeedListener = (messages: readonly FeedMessage[]) => void;

export interface VehicleFeedLimits {
  /** Recent changes kept per dealership for reconnecting clients (older ones: the database). */
  ringSize: number;
  /** More changes than this at once (an import, a client long gone) make a resync instead. */
  maxChanges: number;
}

export const DEFAULT_FEED_LIMITS: VehicleFeedLimits = { ringSize: 1024, maxChanges: 500 };

interface DealershipFeed {
  /** Every change up to here has been sent to the listeners. */
  seq: number;
  /** Recent messages, oldest first, one per vehicle per read (the latest state wins). */
  ring: VehicleChangeEvent[];
  /** The ring says everything that changed after this number. */
  ringFloor: number;
  listeners: Set<FeedListener>;
  /** Work on this dealership's feed runs one piece at a time, in order. */
  queue: Promise<void>;
}

function toMessages(result: Extract<ChangesSince, { kind: 'changes' }>): VehicleChangeEvent[] {
  // One message per vehicle: each carries the vehicle as it is now, so only its last counts.
  const latest = new Map<string, VehicleChangeEvent>();
  for (const change of result.changes) {
    latest.delete(change.vehicleId);
    latest.set(
      change.vehicleId,
      change.vehicle
        ? { type: VEHICLE_CHANGE_EVENT, seq: change.seq, vehicle: change.vehicle }
        : { type: VEHICLE_CHANGE_EVENT, seq: change.seq, removed: change.vehicleId },
    );
  }
  return [...latest.values()];
}

/**
 * Each process's view of its dealerships' vehicle change logs, for the streams it serves
 * (docs/decisions/0045-vehicle-change-log.md). An announcement (or a LISTEN reconnect) makes it
 * read the log after the last number it sent, once for all of a dealership's streams; a
 * stream that resumes from a number gets the changes after it from the recent ring or the
 * log, or a resync when the log cannot say (pruned, too many). Only dealerships with open
 * streams are followed.
 */
export class VehicleFeed {
  private readonly feeds = new Map<string, DealershipFeed>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly limits: VehicleFeedLimits = DEFAULT_FEED_LIMITS,
  ) {}

  /**
   * Follows the dealership's changes from `lastSeq` (none: from now on). Resolves once the
   * listener has what it missed, with the number it follows on from and how to stop.
   */
  async open(
    dealershipId: string,
    lastSeq: number | undefined,
    listener: FeedListener,
  ): Promise<{ seq: number; stop: () => void }> {
    let feed = this.feeds.get(dealershipId);
    if (!feed) {
      feed = { seq: 0, ring: [], ringFloor: 0, listeners: new Set(), queue: Promise.resolve() };
      this.feeds.set(dealershipId, feed);
      const fresh = feed;
      // Not awaited here: the catch-up below queues behind this read and awaits the queue, and
      // enqueue logs a failed read itself.
      void this.enqueue(dealershipId, fresh, async () => {
        fresh.seq = await this.read((tx) => currentVehicleSeq(tx, dealershipId), dealershipId);
        fresh.ringFloor = fresh.seq;
      });
    }
    const opened = feed;
    // Deliveries queued before the catch-up below are part of it: held back until then.
    let caughtUp = false;
    const follower: FeedListener = (messages) => {
      if (caughtUp) listener(messages);
    };
    opened.listeners.add(follower);
    let from = 0;
    await this.enqueue(dealershipId, opened, async () => {
      caughtUp = true;
      from = opened.seq;
      if (lastSeq === undefined || lastSeq >= opened.seq) return;
      if (lastSeq >= opened.ringFloor) {
        listener(opened.ring.filter((message) => message.seq > lastSeq));
        return;
      }
      const result = await this.read(
        (tx) => vehicleChangesSince(tx, dealershipId, lastSeq, this.limits.maxChanges, opened.seq),
        dealershipId,
      );
      listener(
        result.kind === 'changes' ? toMessages(result) : [{ type: RESYNC_EVENT, seq: opened.seq }],
      );
    });
    const stop = () => {
      opened.listeners.delete(follower);
      if (opened.listeners.size === 0 && this.feeds.get(dealershipId) === opened) {
        this.feeds.delete(dealershipId);
      }
    };
    return { seq: from, stop };
  }

  /** Changes up to `seq` are committed: followed dealerships catch up. */
  announced(dealershipId: string, seq: number): void {
    const feed = this.feeds.get(dealershipId);
    if (feed && seq > feed.seq)
      void this.enqueue(dealershipId, feed, () => this.catchUp(dealershipId, feed));
  }

  /** Announcements may have been lost (LISTEN reconnected): every followed dealership reads. */
  catchUpAll(): void {
    for (const [dealershipId, feed] of this.feeds) {
      void this.enqueue(dealershipId, feed, () => this.catchUp(dealershipId, feed));
    }
  }

  private async catchUp(dealershipId: string, feed: DealershipFeed): Promise<void> {
    const result = await this.read(
      (tx) => vehicleChangesSince(tx, dealershipId, feed.seq, this.limits.maxChanges),
      dealershipId,
    );
    if (result.seq <= feed.seq) return;
    feed.seq = result.seq;
    if (result.kind === 'resync') {
      feed.ring = [];
      feed.ringFloor = result.seq;
      for (const listener of feed.listeners) listener([{ type: RESYNC_EVENT, seq: result.seq }]);
      return;
    }
    const messages = toMessages(result);
    feed.ring.push(...messages);
    const excess = feed.ring.length - this.limits.ringSize;
    if (excess > 0) feed.ringFloor = feed.ring.splice(0, excess).at(-1)!.seq;
    for (const listener of feed.listeners) listener(messages);
  }

  private read<T>(work: Parameters<typeof withTenantTransaction<T>>[2], dealershipId: string) {
    return withTenantTransaction(this.db, dealershipId, work);
  }

  /** Runs `work` after the feed's earlier work; a failure is logged and the queue goes on. */
  private enqueue(
    dealershipId: string,
    feed: DealershipFeed,
    work: () => Promise<void>,
  ): Promise<void> {
    feed.queue = feed.queue.then(work).catch((error: unknown) => {
      this.log.warn({ err: error, dealershipId }, 'vehicle feed: reading the change log failed');
    });
    return feed.queue;
  }
}
