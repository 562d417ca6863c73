import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { CUSTOM_DASHBOARDS_MESSAGE, vehicleLimitMessage } from '@domain/plans';
import { readOnlyMessage, subscriptionAccess, type SubscriptionAccess } from '@domain/subscription';
import type { Tx } from '../db/client';
import { subscriptionOfRow } from '../db/records';
import { dealerships, vehicles } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { authOf } from './session';

/**
 * The subscription's say over a request (domain/plans.ts, decisions 0030 and 0031): what the
 * signed-in dealership's plan and state allow at the server's clock. 402 Payment Required
 * names the way out; the web shows the message as it is.
 */
export function accessOf(request: FastifyRequest): SubscriptionAccess {
  return subscriptionAccess(authOf(request).tenant.subscription, request.server.clock());
}

export const paymentRequired = (message: string) => new HttpError(402, message);

/**
 * A write guard for every staff endpoint that changes something: a read-only dealership
 * (trial over without a plan, an invoice overdue, a paid period over, or cancelled) keeps everything visible and exportable, but no
 * change is made.
 */
export const requireWritableSubscription: preHandlerAsyncHookHandler = async (request) => {
  const access = accessOf(request);
  if (access.mode === 'read-only') {
    throw paymentRequired(readOnlyMessage(access.reason));
  }
};

/** A feature guard: custom dashboards are a complete-platform entitlement. */
export const requireCustomDashboards: preHandlerAsyncHookHandler = async (request) => {
  if (!accessOf(request).entitlements.customDashboards) {
    throw paymentRequired(CUSTOM_DASHBOARDS_MESSAGE);
  }
};

async function vehicleCount(tx: Tx, dealershipId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(sql`${vehicles.dealershipId} = ${dealershipId}`);
  return row?.count ?? 0;
}

/**
 * The subscription's say over a write no request carries (a scheduled feed run): the
 * dealership's own row read at `now`, as the session reads it for a request. Null: no such
 * dealership.
 */
export async function dealershipAccess(
  tx: Tx,
  dealershipId: string,
  now: number,
): Promise<SubscriptionAccess | null> {
  const [row] = await tx.select().from(dealerships).where(eq(dealerships.id, dealershipId));
  return row ? subscriptionAccess(subscriptionOfRow(row), now) : null;
}

/**
 * Why a write that adds `adding` vehicles may not be made (read-only, or past the plan's
 * vehicle limit), or null. For a write planned before it is made, such as a feed run, which
 * then changes nothing rather than part of the lot.
 */
export async function addingVehiclesProblem(
  tx: Tx,
  dealershipId: string,
  access: SubscriptionAccess,
  adding: number,
): Promise<string | null> {
  if (access.mode === 'read-only') return readOnlyMessage(access.reason);
  const { vehicleLimit } = access.entitlements;
  if (vehicleLimit === null || adding === 0) return null;
  const current = await vehicleCount(tx, dealershipId);
  return current + adding > vehicleLimit ? vehicleLimitMessage(vehicleLimit) : null;
}

/**
 * Runs a write that may add vehicles and refuses it (rolling back the caller's transaction)
 * when it leaves more vehicles than the plan allows. Counted before and after, so an import
 * that only updates vehicles passes even when the lot is already over a new, smaller limit.
 */
export async function withinVehicleLimit<T>(
  request: FastifyRequest,
  tx: Tx,
  work: () => Promise<T>,
): Promise<T> {
  const { vehicleLimit } = accessOf(request).entitlements;
  if (vehicleLimit === null) return work();
  const dealershipId = authOf(request).tenant.id;
  const before = await vehicleCount(tx, dealershipId);
  const result = await work();
  const after = await vehicleCount(tx, dealershipId);
  if (after > before && after > vehicleLimit)
    throw paymentRequired(vehicleLimitMessage(vehicleLimit));
  return result;
}
