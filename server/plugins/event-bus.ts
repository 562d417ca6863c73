import type { LiveEvent } from '@domain/api/event-endpoints';
import type { SQL } from 'drizzle-orm';

export type LiveEventListener = (event: LiveEvent) => void;
/** Hears that a dealership's vehicle changes up to `seq` are committed (the log has them). */
export type VehicleSeqListener = (dealershipId: string, seq: number) => void;

/**
 * The live-event bus behind GET /api/events, as the unit of work (tenant-change.ts) and the
 * streams see it; the events module builds it (in process, or LISTEN/NOTIFY on PostgreSQL) and
 * decorates the app with it. Changes announce through `atCommit` inside their transaction and
 * `committed` after it, so a rolled-back change is never announced; on PostgreSQL the NOTIFY
 * itself is part of the transaction and reaches every app process. Vehicle changes are
 * announced by their last sequence number only: each process reads what changed from the log
 * (db/vehicle-change-log.ts), so a notification lost is a delay, never a loss.
 */
export interface EventBus {
  /**
   * What the change's last statement does to announce `events` at commit (PostgreSQL: NOTIFY,
   * delivered at commit, dropped on rollback), with `vehicleSeq` the SQL of the last vehicle
   * sequence number the same statement logs; undefined when the bus announces after commit.
   */
  atCommit: (
    dealershipId: string,
    events: readonly LiveEvent[],
    vehicleSeq?: SQL,
  ) => SQL | undefined;
  /** Called after the transaction committed (in-process bus: deliver now). */
  committed: (dealershipId: string, events: readonly LiveEvent[], vehicleSeq?: number) => void;
  subscribe: (dealershipId: string, listener: LiveEventListener) => () => void;
  onVehicleSeq: (listener: VehicleSeqListener) => () => void;
  /** Tells the process that announcements may have been lost (a LISTEN reconnect). */
  onGap: (listener: () => void) => () => void;
  close: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events of committed changes, per dealership (GET /api/events streams them). */
    events: EventBus;
  }
}
