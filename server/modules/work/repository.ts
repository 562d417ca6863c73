import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApprovalRequest, VehicleWork, WorkItem } from '@domain/api/work';
import type { Vehicle } from '@domain/api/vehicles';
import { APPROVAL_REASONS, type ApprovalReason } from '@domain/work/approval';
import { workAssigneeIdsOf } from '@domain/work/assignees';
import { SPENT_STATES } from '@domain/work/work-items';
import type { Executor } from '../../db/client';
import { approvalRequests, vehicles, workItems } from '../../db/schema';
import { findVehicleRow, toVehicle } from '../../db/vehicle-rows';
import { revokeGuestLinks } from '../guest-links/guest-links';

export type WorkItemRow = typeof workItems.$inferSelect;
export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

/** The one place a work item row becomes the wire shape. */
export function toWorkItem(row: WorkItemRow): WorkItem {
  const { dealershipId: _d, labourHundredths, createdBy: _c, ...fields } = row;
  return { ...fields, labourHours: labourHundredths / 100 };
}

const isReason = (value: string): value is ApprovalReason =>
  (APPROVAL_REASONS as readonly string[]).includes(value);

export function toApprovalRequest(row: ApprovalRequestRow): ApprovalRequest {
  const { dealershipId: _d, requestedBy: _r, reasons, ...fields } = row;
  return { ...fields, reasons: reasons.filter(isReason) };
}

export async function listWorkItemRows(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<WorkItemRow[]> {
  return tx
    .select()
    .from(workItems)
    .where(and(eq(workItems.dealershipId, dealershipId), eq(workItems.vehicleId, vehicleId)))
    .orderBy(asc(workItems.createdAt), asc(workItems.id));
}

/** One item of the dealership, locked for the change when `forUpdate`. */
export async function findWorkItemRow(
  tx: Executor,
  dealershipId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkItemRow | null> {
  const query = tx
    .select()
    .from(workItems)
    .where(and(eq(workItems.dealershipId, dealershipId), eq(workItems.id, id)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOpenRequest(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<ApprovalRequestRow | null> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.dealershipId, dealershipId),
        eq(approvalRequests.vehicleId, vehicleId),
        eq(approvalRequests.state, 'open'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findRequestRow(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<ApprovalRequestRow | null> {
  const [row] = await tx
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.dealershipId, dealershipId), eq(approvalRequests.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A car's work as the record shows it. */
export async function readVehicleWork(
  tx: Executor,
  dealershipId: string,
  vehicle: Vehicle,
): Promise<VehicleWork> {
  const items = await listWorkItemRows(tx, dealershipId, vehicle.id);
  const request = await findOpenRequest(tx, dealershipId, vehicle.id);
  return {
    items: items.map(toWorkItem),
    estimateCents: vehicle.reconEstimateCents,
    actualCents: vehicle.reconActualCents,
    request: request ? toApprovalRequest(request) : null,
    vehicle,
  };
}

/**
 * Writes what the car's row keeps of its work (the actual, since when it waits for approval,
 * who its open items are assigned to)
 * and a new version, so the change log streams it and every open board and record sees the
 * work changed. Returns the vehicle as it now stands.
 */
export async function touchVehicleWork(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
  now: number,
): Promise<Vehicle> {
  const items = await listWorkItemRows(tx, dealershipId, vehicleId);
  const spentCents = items
    .filter((item) => SPENT_STATES.includes(item.state))
    .reduce((sum, item) => sum + item.totalCents, 0);
  const open = await findOpenRequest(tx, dealershipId, vehicleId);
  const [row] = await tx
    .update(vehicles)
    .set({
      reconActualCents: spentCents,
      awaitingApprovalSince: open ? open.sentAt : null,
      workAssigneeIds: workAssigneeIdsOf(items),
      version: sql`${vehicles.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(vehicles.dealershipId, dealershipId), eq(vehicles.id, vehicleId)))
    .returning();
  if (!row) throw new Error(`vehicle ${vehicleId} vanished during a work change`);
  return toVehicle(row);
}

/** The vehicle of a work change, locked so two changes of its work run one after the other. */
export async function lockVehicle(
  tx: Executor,
  dealershipId: string,
  vehicleId: string,
): Promise<Vehicle | null> {
  const row = await findVehicleRow(tx, dealershipId, vehicleId, { forUpdate: true });
  return row ? toVehicle(row) : null;
}

/**
 * An open request none of whose items still wait (each withdrawn to "needs estimate") is
 * withdrawn, and its links die with it.
 */
export async function withdrawEmptyRequest(
  tx: Executor,
  dealershipId: string,
  requestId: string,
  now: number,
): Promise<void> {
  const [waiting] = await tx
    .select({ id: workItems.id })
    .from(workItems)
    .where(
      and(
        eq(workItems.dealershipId, dealershipId),
        eq(workItems.requestId, requestId),
        eq(workItems.state, 'awaiting_approval'),
      ),
    )
    .limit(1);
  if (waiting) return;
  await tx
    .update(approvalRequests)
    .set({ state: 'withdrawn', decidedAt: now })
    .where(
      and(
        eq(approvalRequests.dealershipId, dealershipId),
        eq(approvalRequests.id, requestId),
        eq(approvalRequests.state, 'open'),
      ),
    );
  await revokeGuestLinks(tx, { dealershipId, purpose: 'approval', subjectId: requestId, now });
}
