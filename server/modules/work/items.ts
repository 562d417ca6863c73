import { and, eq, sql } from 'drizzle-orm';
import type { WorkItem, WorkItemCreate, WorkItemPatch } from '@domain/api/work';
import type { Vehicle } from '@domain/api/vehicles';
import { can } from '@domain/permissions';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@domain/vehicle/messages';
import { workItemTotalCents } from '@domain/work/money';
import {
  canMoveWorkItem,
  isWorkItemEditable,
  WORK_ITEM_STATE_LABELS,
  WORK_ITEM_STATE_MESSAGE,
} from '@domain/work/work-items';
import type { Executor } from '../../db/client';
import { users, workItems } from '../../db/schema';
import { orderedUuid } from '../../lib/ordered-id';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { TenantChange } from '../../plugins/tenant-change';
import { readConfig } from '../config/repository';
import {
  findWorkItemRow,
  lockVehicle,
  toWorkItem,
  touchVehicleWork,
  withdrawEmptyRequest,
} from './repository';
import { itemText, logWork } from './work-log';

export const WORK_ITEM_NOT_FOUND_MESSAGE = 'No such work item';
export const STALE_WORK_ITEM_MESSAGE =
  'version: the item was changed meanwhile; reload it and try again';
export const DECIDED_ITEM_MESSAGE =
  'an item sent for approval or decided keeps its price; add another item instead';
export const ASSIGN_RIGHT_MESSAGE = 'Only managers and admins assign work to a person';
export const UNKNOWN_ASSIGNEE_MESSAGE = 'assigneeId: no such active user in this dealership';

type Change = Pick<TenantChange, 'dealershipId' | 'actor' | 'now' | 'vehiclesChanged'>;

/** The vehicle of a work change, locked; 404 when the dealership has none with this id. */
export async function vehicleForWork(tx: Executor, change: Change, vehicleId: string) {
  const vehicle = await lockVehicle(tx, change.dealershipId, vehicleId);
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND_MESSAGE);
  return vehicle;
}

/** After a change of a car's work: its row, its history line, and the live event. */
export async function afterWorkChange(
  tx: Executor,
  change: Change,
  vehicleId: string,
  texts: readonly string[],
): Promise<Vehicle> {
  const vehicle = await touchVehicleWork(tx, change.dealershipId, vehicleId, change.now);
  await logWork(tx, change, vehicle, texts);
  change.vehiclesChanged([vehicleId]);
  return vehicle;
}

/** Adds items to a car, priced at the given rate or the dealership's (needs estimate). */
export async function addWorkItems(
  tx: Executor,
  change: Change,
  vehicleId: string,
  inputs: readonly (Omit<WorkItemCreate, 'partsCents' | 'labourHours'> & {
    partsCents: number;
    labourHours: number;
  })[],
): Promise<WorkItem[]> {
  await vehicleForWork(tx, change, vehicleId);
  const { work } = await readConfig(tx, change.dealershipId);
  const rows = inputs.map((input) => {
    const labourHundredths = Math.round(input.labourHours * 100);
    const labourRateCents = input.labourRateCents ?? work.labourRateCents;
    return {
      // Time-ordered, so a template's items list in its order though added in one millisecond.
      id: orderedUuid(),
      dealershipId: change.dealershipId,
      vehicleId,
      description: input.description,
      category: input.category,
      partsCents: input.partsCents,
      labourHundredths,
      labourRateCents,
      totalCents: workItemTotalCents({
        partsCents: input.partsCents,
        labourHundredths,
        labourRateCents,
      }),
      state: 'needs_estimate' as const,
      createdBy: change.actor.userId,
      createdAt: change.now,
      updatedAt: change.now,
    };
  });
  const saved = await tx.insert(workItems).values(rows).returning();
  await afterWorkChange(
    tx,
    change,
    vehicleId,
    saved.map((row) => `Work added: ${itemText(row, work)}`),
  );
  return saved.map(toWorkItem);
}

async function isActiveUser(tx: Executor, dealershipId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.id, id), eq(users.disabled, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * PATCH /api/work-items/{id}: price and description while no decision binds them, the moves a
 * user makes (done, reopen, withdraw), and the assignee (managers and above).
 */
export async function updateWorkItem(
  tx: Executor,
  change: Change,
  id: string,
  patch: WorkItemPatch,
): Promise<WorkItem> {
  const found = await findWorkItemRow(tx, change.dealershipId, id);
  if (!found) throw notFound(WORK_ITEM_NOT_FOUND_MESSAGE);
  await vehicleForWork(tx, change, found.vehicleId);
  const before = await findWorkItemRow(tx, change.dealershipId, id, { forUpdate: true });
  if (!before) throw notFound(WORK_ITEM_NOT_FOUND_MESSAGE);
  if (patch.version !== before.version) throw conflict(STALE_WORK_ITEM_MESSAGE, 'version');
  const { work } = await readConfig(tx, change.dealershipId);
  const texts: string[] = [];
  const next: Partial<typeof workItems.$inferInsert> = {};

  const priced =
    patch.description !== undefined ||
    patch.category !== undefined ||
    patch.partsCents !== undefined ||
    patch.labourHours !== undefined ||
    patch.labourRateCents !== undefined;
  if (priced) {
    if (!isWorkItemEditable(before.state)) throw conflict(DECIDED_ITEM_MESSAGE, 'state');
    const partsCents = patch.partsCents ?? before.partsCents;
    const labourHundredths =
      patch.labourHours === undefined
        ? before.labourHundredths
        : Math.round(patch.labourHours * 100);
    const labourRateCents = patch.labourRateCents ?? before.labourRateCents;
    Object.assign(next, {
      description: patch.description ?? before.description,
      category: patch.category ?? before.category,
      partsCents,
      labourHundredths,
      labourRateCents,
      totalCents: workItemTotalCents({ partsCents, labourHundredths, labourRateCents }),
    });
    texts.push(`Work changed: ${itemText({ ...before, ...next }, work)}`);
  }
  if (patch.state !== undefined && patch.state !== before.state) {
    const to = patch.state;
    // Approving and declining are decisions, made by the rule or an approver only.
    if (to === 'approved' && before.state !== 'done') {
      throw conflict(WORK_ITEM_STATE_MESSAGE(before.state, to), 'state');
    }
    if (to === 'declined' || to === 'awaiting_approval' || !canMoveWorkItem(before.state, to)) {
      throw conflict(WORK_ITEM_STATE_MESSAGE(before.state, to), 'state');
    }
    next.state = to;
    if (to === 'needs_estimate') {
      Object.assign(next, { requestId: null, decidedHow: null, decidedBy: null, decidedAt: null });
    }
    texts.push(`Work ${WORK_ITEM_STATE_LABELS[to].toLowerCase()}: ${itemText(before, work)}`);
  }
  if (patch.assigneeId !== undefined && patch.assigneeId !== before.assigneeId) {
    if (!can(change.actor.role, 'tasks.assign')) throw forbidden(ASSIGN_RIGHT_MESSAGE);
    if (
      patch.assigneeId !== null &&
      !(await isActiveUser(tx, change.dealershipId, patch.assigneeId))
    ) {
      throw badRequest(UNKNOWN_ASSIGNEE_MESSAGE, 'assigneeId');
    }
    next.assigneeId = patch.assigneeId;
    texts.push(
      patch.assigneeId === null
        ? `Work unassigned: ${before.description}`
        : `Work assigned: ${before.description}`,
    );
  }
  if (texts.length === 0) return toWorkItem(before);
  const [row] = await tx
    .update(workItems)
    .set({ ...next, version: sql`${workItems.version} + 1`, updatedAt: change.now })
    .where(and(eq(workItems.dealershipId, change.dealershipId), eq(workItems.id, id)))
    .returning();
  if (!row) throw notFound(WORK_ITEM_NOT_FOUND_MESSAGE);
  if (before.state === 'awaiting_approval' && before.requestId && row.state === 'needs_estimate') {
    await withdrawEmptyRequest(tx, change.dealershipId, before.requestId, change.now);
  }
  await afterWorkChange(tx, change, row.vehicleId, texts);
  return toWorkItem(row);
}

export const SPENT_ITEM_DELETE_MESSAGE =
  'approved or done work stays on record; mark it done or decline it instead';

/** Removes an item no decision binds (approved and done work is what the car cost). */
export async function deleteWorkItem(tx: Executor, change: Change, id: string): Promise<void> {
  const found = await findWorkItemRow(tx, change.dealershipId, id);
  if (!found) throw notFound(WORK_ITEM_NOT_FOUND_MESSAGE);
  await vehicleForWork(tx, change, found.vehicleId);
  if (found.state === 'approved' || found.state === 'done' || found.state === 'awaiting_approval') {
    throw conflict(SPENT_ITEM_DELETE_MESSAGE, 'state');
  }
  await tx
    .delete(workItems)
    .where(and(eq(workItems.dealershipId, change.dealershipId), eq(workItems.id, id)));
  const { work } = await readConfig(tx, change.dealershipId);
  await afterWorkChange(tx, change, found.vehicleId, [`Work removed: ${itemText(found, work)}`]);
}
