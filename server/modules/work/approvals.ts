import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalDecision } from '@domain/api/work';
import type { Vehicle } from '@domain/api/vehicles';
import { approvalReasons, type ApprovalReason } from '@domain/work/approval';
import { formatMoney } from '@domain/work/money';
import type { DecidedHow } from '@domain/work/records';
import type { Executor } from '../../db/client';
import { approvalRequests, workItems } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import type { TenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import { revokeGuestLinks } from '../guest-links/guest-links';
import { afterWorkChange, vehicleForWork } from './items';
import { findOpenRequest, type ApprovalRequestRow, type WorkItemRow } from './repository';
import { itemText } from './work-log';

type Change = Pick<TenantChange, 'dealershipId' | 'actor' | 'now' | 'vehiclesChanged'>;

export const NOTHING_TO_SEND_MESSAGE = 'itemIds: no item of this car needs an estimate';
export const NOT_SENDABLE_MESSAGE = 'itemIds: only items that need an estimate can be sent';
export const DECIDED_REQUEST_MESSAGE = 'This request was already decided';
export const LINES_MESSAGE = 'lines: name every line of the request once, approved or not';
export const RULE_NAME = 'the auto-approve rule';

export type SendOutcome =
  | { outcome: 'approved-by-rule'; vehicle: Vehicle }
  | {
      outcome: 'requested';
      vehicle: Vehicle;
      request: ApprovalRequestRow;
      lines: WorkItemRow[];
      reasons: ApprovalReason[];
    };

/**
 * Sends a car's items: approved by the rule when domain/work/approval finds no reason to ask,
 * else into the car's one open request (a new one, or the one still waiting). The caller mails
 * the approver after the commit.
 */
export async function sendForApproval(
  tx: Executor,
  change: Change,
  vehicleId: string,
  itemIds: readonly string[] | undefined,
): Promise<SendOutcome> {
  const vehicle = await vehicleForWork(tx, change, vehicleId);
  const { work } = await readConfig(tx, change.dealershipId);
  const candidates = await tx
    .select()
    .from(workItems)
    .where(
      and(
        eq(workItems.dealershipId, change.dealershipId),
        eq(workItems.vehicleId, vehicleId),
        itemIds ? inArray(workItems.id, [...itemIds]) : eq(workItems.state, 'needs_estimate'),
      ),
    )
    .for('update');
  if (
    itemIds &&
    (candidates.length !== new Set(itemIds).size ||
      candidates.some((i) => i.state !== 'needs_estimate'))
  ) {
    throw conflict(NOT_SENDABLE_MESSAGE, 'itemIds');
  }
  if (candidates.length === 0) throw conflict(NOTHING_TO_SEND_MESSAGE, 'itemIds');
  const open = await findOpenRequest(tx, change.dealershipId, vehicleId);
  const pending = open
    ? await tx
        .select()
        .from(workItems)
        .where(
          and(
            eq(workItems.dealershipId, change.dealershipId),
            eq(workItems.requestId, open.id),
            eq(workItems.state, 'awaiting_approval'),
          ),
        )
    : [];
  const reasons = approvalReasons({
    rules: work,
    spentCents: vehicle.reconActualCents,
    requested: [...pending, ...candidates],
    estimateCents: vehicle.reconEstimateCents,
  });
  const ids = candidates.map((item) => item.id);
  const lines = candidates.map((item) => itemText(item, work)).join(', ');

  if (reasons.length === 0) {
    await tx
      .update(workItems)
      .set({
        state: 'approved',
        decidedHow: 'rule',
        decidedBy: RULE_NAME,
        decidedAt: change.now,
        version: sql`${workItems.version} + 1`,
        updatedAt: change.now,
      })
      .where(and(eq(workItems.dealershipId, change.dealershipId), inArray(workItems.id, ids)));
    const limit = formatMoney(work.autoApproveLimitCents, work);
    const after = await afterWorkChange(tx, change, vehicleId, [
      `Work approved by the rule (within ${limit}): ${lines}`,
    ]);
    return { outcome: 'approved-by-rule', vehicle: after };
  }

  const all = [...pending, ...candidates];
  const totalCents = all.reduce((sum, item) => sum + item.totalCents, 0);
  let request: ApprovalRequestRow | undefined;
  if (open) {
    [request] = await tx
      .update(approvalRequests)
      .set({ totalCents, reasons })
      .where(
        and(
          eq(approvalRequests.dealershipId, change.dealershipId),
          eq(approvalRequests.id, open.id),
        ),
      )
      .returning();
  } else {
    [request] = await tx
      .insert(approvalRequests)
      .values({
        dealershipId: change.dealershipId,
        vehicleId,
        state: 'open',
        totalCents,
        reasons,
        approverId: work.approverId,
        requestedBy: change.actor.userId,
        sentAt: change.now,
      })
      .returning();
  }
  if (!request) throw new Error('approval request not written');
  const sent = await tx
    .update(workItems)
    .set({
      state: 'awaiting_approval',
      requestId: request.id,
      version: sql`${workItems.version} + 1`,
      updatedAt: change.now,
    })
    .where(and(eq(workItems.dealershipId, change.dealershipId), inArray(workItems.id, ids)))
    .returning();
  const after = await afterWorkChange(tx, change, vehicleId, [
    `Work sent for approval (${formatMoney(totalCents, work)}): ${lines}`,
  ]);
  return {
    outcome: 'requested',
    vehicle: after,
    request,
    lines: [...pending, ...sent],
    reasons,
  };
}

export interface DecisionBy {
  how: Exclude<DecidedHow, 'rule'>;
  /** The approver's name as history shows it. */
  name: string;
}

/**
 * Applies a decision to an open request: every waiting line approved or declined (all at once,
 * or each named once in `lines`), with the note; the request is decided and its links die.
 */
export async function decideRequest(
  tx: Executor,
  change: Change,
  request: ApprovalRequestRow,
  decision: ApprovalDecision,
  by: DecisionBy,
): Promise<Vehicle> {
  if (request.state !== 'open') throw conflict(DECIDED_REQUEST_MESSAGE, 'request');
  await vehicleForWork(tx, change, request.vehicleId);
  const waiting = await tx
    .select()
    .from(workItems)
    .where(
      and(
        eq(workItems.dealershipId, change.dealershipId),
        eq(workItems.requestId, request.id),
        eq(workItems.state, 'awaiting_approval'),
      ),
    )
    .for('update');
  const approveOf = new Map<string, boolean>();
  if (decision.decision === 'lines') {
    const lines = decision.lines ?? [];
    const named = new Set(lines.map((line) => line.itemId));
    if (
      named.size !== lines.length ||
      named.size !== waiting.length ||
      waiting.some((i) => !named.has(i.id))
    ) {
      throw badRequest(LINES_MESSAGE, 'lines');
    }
    for (const line of lines) approveOf.set(line.itemId, line.approve);
  } else {
    for (const item of waiting) approveOf.set(item.id, decision.decision === 'approve');
  }
  const { work } = await readConfig(tx, change.dealershipId);
  const note = decision.note?.trim() || null;
  const texts: string[] = [];
  for (const approve of [true, false]) {
    const ids = waiting.filter((item) => approveOf.get(item.id) === approve);
    if (ids.length === 0) continue;
    await tx
      .update(workItems)
      .set({
        state: approve ? 'approved' : 'declined',
        decidedHow: by.how,
        decidedBy: by.name,
        decidedAt: change.now,
        decisionNote: note,
        version: sql`${workItems.version} + 1`,
        updatedAt: change.now,
      })
      .where(
        and(
          eq(workItems.dealershipId, change.dealershipId),
          inArray(
            workItems.id,
            ids.map((item) => item.id),
          ),
        ),
      );
    const where = by.how === 'link' ? 'from the approval link' : 'on the record';
    texts.push(
      `Work ${approve ? 'approved' : 'declined'} by ${by.name} ${where}: ${ids.map((item) => itemText(item, work)).join(', ')}${note ? ` (note: ${note})` : ''}`,
    );
  }
  await tx
    .update(approvalRequests)
    .set({ state: 'decided', decidedAt: change.now })
    .where(
      and(
        eq(approvalRequests.dealershipId, change.dealershipId),
        eq(approvalRequests.id, request.id),
      ),
    );
  await revokeGuestLinks(tx, {
    dealershipId: change.dealershipId,
    purpose: 'approval',
    subjectId: request.id,
    now: change.now,
  });
  return afterWorkChange(tx, change, request.vehicleId, texts);
}
