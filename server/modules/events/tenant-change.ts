import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { withTenantTransaction } from '../../db/transactions';
import type { LiveEvent } from './bus';

/** Announces a live event of the change being made (sent only if the change commits). */
export type Emit = (event: LiveEvent) => void;

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
