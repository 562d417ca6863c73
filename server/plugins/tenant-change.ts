/**
 * The unit of work of every tenant write (ARCHITECTURE.md, "How a request flows"): the tenant
 * transaction, who acts, the app's clock, the vehicle change log and the live events staged
 * until commit. It sits below the modules, so each of them writes through it without importing
 * another module (the events module only builds the bus: plugins/event-bus.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LiveEvent } from '@domain/api/event-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import type { Tx } from '../db/client';
import { withTenantCommit } from '../db/transactions';
import { applyChanges, type ListChange } from '../cache/vehicle-list';
import { vehicleLogStatement, vehiclesAsChanged } from '../db/vehicle-change-log';
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
  /**
   * vehiclesChanged for a vehicle the change wrote last, as its write returned it (so as the
   * commit leaves it): a list cached in this process takes it without reading it again.
   */
  vehicleWritten: (vehicle: Vehicle) => void;
}

/** Who changes which dealership, when (the app's injected clock), and how to announce it. */
export interface TenantChange extends Announce {
  dealershipId: string;
  actor: Actor;
  now: number;
}

/**
 * Runs a change in the dealership's tenant transaction and announces it only once it
 * committed. Its vehicles are logged by the transaction's last statement, each with the
 * dealership's next sequence number, and on PostgreSQL its NOTIFY goes in the same statement
 * and that statement with the COMMIT (decision 0145): the counter row the dealership's writers
 * queue for is held only while the server commits. In process the announcement is delivered
 * after commit.
 */
export async function withTenantChange<T>(
  app: FastifyInstance,
  dealershipId: string,
  work: (tx: Tx, announce: Announce) => Promise<T>,
): Promise<T> {
  const staged: LiveEvent[] = [];
  const changedVehicles: string[] = [];
  const written = new Map<string, Vehicle>();
  const announce: Announce = {
    emit: (event) => staged.push(event),
    vehiclesChanged: (ids) => {
      // Written again by a write that did not return the row: it is read at the end.
      for (const id of ids) written.delete(id);
      changedVehicles.push(...ids);
    },
    vehicleWritten: (vehicle) => {
      written.set(vehicle.id, vehicle);
      changedVehicles.push(vehicle.id);
    },
  };
  let carried: ListChange[] | undefined;
  let landed: (() => void) | undefined;
  try {
    const { value, lastRows } = await withTenantCommit(app.db, dealershipId, async (tx) => {
      const value = await work(tx, announce);
      if (changedVehicles.length === 0) {
        const notice = app.events.atCommit(dealershipId, staged);
        return { value, last: notice && sql`select ${notice}` };
      }
      // A list kept in this process is brought forward by its writer (decision 0134): the
      // boards' reads after the commit then find it current and wait for no query. Readers
      // that see the commit first wait for this writer's carry (decision 0145).
      const cache = app.caches.vehicleLists;
      if (cache.peek(dealershipId)) {
        carried = await vehiclesAsChanged(tx, dealershipId, changedVehicles, written);
        landed = cache.expectCarry(dealershipId);
      }
      const last = vehicleLogStatement(dealershipId, changedVehicles, app.clock(), (seq) =>
        app.events.atCommit(dealershipId, staged, seq),
      );
      return { value, last };
    });
    const vehicleSeq = changedVehicles.length > 0 ? Number(lastRows[0]!.last) : undefined;
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
    return value;
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
