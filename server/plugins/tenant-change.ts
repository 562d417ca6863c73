/**
 * The unit of work of every tenant write (ARCHITECTURE.md, "How a request flows"): the tenant
 * transaction, who acts, the app's clock, the vehicle change log and the live events staged
 * until commit. It sits below the modules, so each of them writes through it without importing
 * another module (the events module only builds the bus: plugins/event-bus.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveEvent } from '@domain/api/event-endpoints';
import type { Tx } from '../db/client';
import { withTenantTransaction } from '../db/transactions';
import { applyChanges, type ListChange } from '../cache/vehicle-list';
import { recordVehicleChanges, vehiclesAsChanged } from '../db/vehicle-change-log';
import './event-bus'; // app.events: the bus a change stages its events on
import './read-caches'; // app.caches: the vehicle list a change brings forward
import { authOf } from './session';

/** Who performed a change, as the activity log records it. */
export interface Actor {
  userId: string | null;
  username: string;
  role: string;
}

/** The signed-in user as the activity log names them (username and role at the time). */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = authOf(request);
  return { userId: user.id, username: user.username, role: user.role };
}

/** Announces a live event of the change being made (sent only if the change commits). */
export type Emit = (event: LiveEvent) => void;

/** How a change says what it did: events to announce, vehicles it added, changed or removed. */
export interface Announce {
  emit: Emit;
  /**
   * Logs these vehicles as changed (docs/decisions/0045-vehicle-change-log.md): open streams
   * send each as it is after the commit, or as removed. Every write to vehicles must say so.
   */
  vehiclesChanged: (ids: readonly string[]) => void;
}

/** Who changes which dealership, when (the app's injected clock), and how to announce it. */
export interface TenantChange extends Announce {
  dealershipId: string;
  actor: Actor;
  now: number;
}

/**
 * Runs a change in the dealership's tenant transaction and announces it only once it
 * committed. Its vehicles are logged last, each with the dealership's next sequence number
 * (the counter row is locked only for the commit tail); on PostgreSQL the NOTIFY is the
 * transaction's last statement (delivered at commit, dropped on rollback), in process the
 * announcement is delivered after commit.
 */
export async function withTenantChange<T>(
  app: FastifyInstance,
  dealershipId: string,
  work: (tx: Tx, announce: Announce) => Promise<T>,
): Promise<T> {
  const staged: LiveEvent[] = [];
  const changedVehicles: string[] = [];
  let vehicleSeq: number | undefined;
  const announce: Announce = {
    emit: (event) => staged.push(event),
    vehiclesChanged: (ids) => changedVehicles.push(...ids),
  };
  let carried: ListChange[] | undefined;
  let landed: (() => void) | undefined;
  try {
    const result = await withTenantTransaction(app.db, dealershipId, async (tx) => {
      const value = await work(tx, announce);
      if (changedVehicles.length > 0) {
        // A list kept in this process is brought forward by its writer (decision 0134): the
        // boards' reads after the commit then find it current and wait for no query. Read
        // before the log takes the counter row the dealership's writers queue for (0142).
        if (app.caches.vehicleLists.peek(dealershipId)) {
          carried = await vehiclesAsChanged(tx, dealershipId, changedVehicles);
        }
        vehicleSeq = await recordVehicleChanges(tx, dealershipId, changedVehicles, app.clock());
        if (carried) {
          const from = vehicleSeq - carried.length;
          landed = app.caches.vehicleLists.expectCarry(dealershipId, from, vehicleSeq);
        }
      }
      await app.events.stage(tx, dealershipId, staged, vehicleSeq);
      return value;
    });
    if (carried && vehicleSeq !== undefined) {
      const changes = carried;
      app.caches.vehicleLists.carryForward(
        dealershipId,
        vehicleSeq - changes.length,
        vehicleSeq,
        (list) => applyChanges(list, changes),
      );
    }
    app.events.committed(dealershipId, staged, vehicleSeq);
    return result;
  } finally {
    landed?.();
  }
}

/**
 * A signed-in request's change of its own dealership: withTenantChange with the tenant, the
 * actor and the time taken from the request, so a route states only what it changes.
 */
export function changeTenant<T>(
  request: FastifyRequest,
  work: (tx: Tx, change: TenantChange) => Promise<T>,
): Promise<T> {
  const { tenant } = authOf(request);
  const app = request.server;
  const context = { dealershipId: tenant.id, actor: actorOf(request), now: app.clock() };
  return withTenantChange(app, tenant.id, (tx, announce) => work(tx, { ...context, ...announce }));
}
