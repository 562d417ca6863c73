import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { withTenantTransaction } from '../../db/transactions';
import { authOf } from '../../plugins/session';
import { actorOf } from '../activity/actor';
import type { Actor } from '../activity/repository';
import type { LiveEvent } from './bus';

/** Announces a live event of the change being made (sent only if the change commits). */
export type Emit = (event: LiveEvent) => void;

/** Who changes which dealership, when (the app's injected clock), and how to announce it. */
export interface TenantChange {
  dealershipId: string;
  actor: Actor;
  now: number;
  emit: Emit;
}

/**
 * Runs a change in the dealership's tenant transaction and announces its live events only
 * once it committed: on PostgreSQL the NOTIFY is the transaction's last statement (so it is
 * delivered at commit and dropped on rollback), in process they are delivered after commit.
 */
export async function withTenantChange<T>(
  app: FastifyInstance,
  dealershipId: string,
  work: (tx: Tx, emit: Emit) => Promise<T>,
): Promise<T> {
  const staged: LiveEvent[] = [];
  const result = await withTenantTransaction(app.db, dealershipId, async (tx) => {
    const value = await work(tx, (event) => staged.push(event));
    await app.events.stage(tx, dealershipId, staged);
    return value;
  });
  app.events.committed(dealershipId, staged);
  return result;
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
  return withTenantChange(app, tenant.id, (tx, emit) => work(tx, { ...context, emit }));
}
