import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApprovalView } from '@domain/api/work';
import { workApi } from '@domain/api/work-endpoints';
import type { Executor } from '../../db/client';
import { users, workItems } from '../../db/schema';
import { withTenantTransaction } from '../../db/transactions';
import { findVehicleRow } from '../../db/vehicle-rows';
import { HttpError } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { withTenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import {
  LINK_NOT_FOUND_MESSAGE,
  openGuestLink,
  spendGuestLink,
  type GuestLink,
} from '../guest-links/guest-links';
import { decideRequest } from './approvals';
import { findRequestRow, toApprovalRequest, type ApprovalRequestRow } from './repository';

/** The page reveals only this request and its car: no id of anything else, no staff names. */
async function approvalView(
  tx: Executor,
  dealershipName: string,
  request: ApprovalRequestRow,
  link: GuestLink,
): Promise<ApprovalView> {
  const vehicle = await findVehicleRow(tx, request.dealershipId, request.vehicleId);
  if (!vehicle) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
  const { work } = await readConfig(tx, request.dealershipId);
  const lines = await tx
    .select()
    .from(workItems)
    .where(
      and(eq(workItems.dealershipId, request.dealershipId), eq(workItems.requestId, request.id)),
    );
  const { state, totalCents, reasons } = toApprovalRequest(request);
  return {
    dealershipName: dealershipName,
    currency: work.currency,
    locale: work.locale,
    vehicle: {
      stockNumber: vehicle.stockNumber,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      color: vehicle.color,
    },
    state,
    totalCents,
    reasons,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      category: line.category,
      totalCents: line.totalCents,
      state: line.state,
    })),
    expiresAt: link.expiresAt,
  };
}

/** The host's dealership (links open on its own address), after the address's rate limit. */
async function linkTenant(request: FastifyRequest) {
  await request.server.rateLimiter.attempt([
    { rule: RATE_LIMITS.guestLinkAddress, key: request.ip },
  ]);
  if (!request.tenant) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
  return request.tenant;
}

/**
 * The approval link's page (issue #33 item 3): no session; the token alone, checked in the
 * host's dealership, says which request and approver. Deciding spends the link.
 */
export async function approvalLinkRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, workApi.viewLink, async (request) => {
    const tenant = await linkTenant(request);
    return withTenantTransaction(app.db, tenant.id, async (tx) => {
      const link = await openGuestLink(tx, {
        dealershipId: tenant.id,
        purpose: 'approval',
        token: request.body.token,
        now: app.clock(),
      });
      const found = await findRequestRow(tx, tenant.id, link.subjectId);
      if (!found) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
      return approvalView(tx, tenant.name, found, link);
    });
  });

  registerEndpoint(app, workApi.decideLink, async (request) => {
    const tenant = await linkTenant(request);
    const { token, ...decision } = request.body;
    return withTenantChange(app, tenant.id, async (tx, announce) => {
      const now = app.clock();
      const link = await openGuestLink(tx, {
        dealershipId: tenant.id,
        purpose: 'approval',
        token,
        now,
      });
      const found = await findRequestRow(tx, tenant.id, link.subjectId);
      const [approver] = link.recipientId
        ? await tx
            .select()
            .from(users)
            .where(and(eq(users.dealershipId, tenant.id), eq(users.id, link.recipientId)))
        : [];
      if (!found || !approver || approver.disabled) {
        throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
      }
      await spendGuestLink(tx, link, now);
      const actor = { userId: approver.id, username: approver.username, role: approver.role };
      await decideRequest(
        tx,
        { dealershipId: tenant.id, actor, now, vehiclesChanged: announce.vehiclesChanged },
        found,
        decision,
        { how: 'link', name: approver.fullName || approver.username },
      );
      const decided = await findRequestRow(tx, tenant.id, found.id);
      return approvalView(tx, tenant.name, decided ?? found, link);
    });
  });
}
