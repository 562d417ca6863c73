import { and, asc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { ScoreboardApprovalHistory } from '@domain/scoreboard/approvals';
import type { ScoreboardStay, ScoreboardVehicle } from '@domain/scoreboard/journeys';
import type { Executor } from '../../db/client';
import {
  approvalRequests,
  users,
  vehicleStays,
  vehicles,
  workItems,
  workflowSteps,
} from '../../db/schema';

/** The recon workflow: the scoreboard measures Make Ready's steps (decision 0089). */
const RECON_WORKFLOW = 'make-ready';

export type ScoreboardStepRow = typeof workflowSteps.$inferSelect;

/** Make Ready's steps, removed ones too (their stays still name them), in order. */
export async function readReconSteps(
  tx: Executor,
  dealershipId: string,
): Promise<ScoreboardStepRow[]> {
  return tx
    .select()
    .from(workflowSteps)
    .where(
      and(eq(workflowSteps.dealershipId, dealershipId), eq(workflowSteps.workflow, RECON_WORKFLOW)),
    )
    .orderBy(asc(workflowSteps.position));
}

/** The dealership's users by id, for the owner and assignee names. */
export async function readUserNames(
  tx: Executor,
  dealershipId: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.dealershipId, dealershipId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The scoreboard's one read of the stays: every Make Ready stay, with its vehicle's columns,
 * of the cars that had one open in a timed step or ending at or after `since` (all of each
 * such car's stays, for its T2L from the start). The domain aggregates them (decision 0089).
 */
export async function readReconHistory(
  tx: Executor,
  dealershipId: string,
  since: number,
): Promise<{ vehicles: ScoreboardVehicle[]; stays: ScoreboardStay[] }> {
  const reconStep = and(
    eq(workflowSteps.dealershipId, vehicleStays.dealershipId),
    eq(workflowSteps.id, vehicleStays.stepId),
    eq(workflowSteps.workflow, RECON_WORKFLOW),
  );
  const recent = tx
    .selectDistinct({ vehicleId: vehicleStays.vehicleId })
    .from(vehicleStays)
    .innerJoin(workflowSteps, reconStep)
    .where(
      and(
        eq(vehicleStays.dealershipId, dealershipId),
        // Open in an untimed step (Frontline) is no reason to read a car: it is not in recon
        // and, its every leave before `since`, in no figure; a year of cars waiting on the
        // front line doubled the read (decision 0107).
        or(
          and(isNull(vehicleStays.leftAt), eq(workflowSteps.timed, true)),
          gte(vehicleStays.leftAt, since),
        ),
      ),
    );
  const rows = await tx
    .select({
      vehicleId: vehicleStays.vehicleId,
      stepId: vehicleStays.stepId,
      enteredAt: vehicleStays.enteredAt,
      leftAt: vehicleStays.leftAt,
      reason: vehicleStays.reason,
      stayAssigneeId: vehicleStays.assigneeId,
      stockNumber: vehicles.stockNumber,
      vin: vehicles.vin,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      inStockAt: vehicles.checkInTime,
      createdAt: vehicles.createdAt,
      assigneeId: vehicles.assigneeId,
    })
    .from(vehicleStays)
    .innerJoin(workflowSteps, reconStep)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.dealershipId, vehicleStays.dealershipId),
        eq(vehicles.id, vehicleStays.vehicleId),
      ),
    )
    .where(
      and(eq(vehicleStays.dealershipId, dealershipId), inArray(vehicleStays.vehicleId, recent)),
    );
  const byId = new Map<string, ScoreboardVehicle>();
  const stays: ScoreboardStay[] = [];
  for (const row of rows) {
    if (!byId.has(row.vehicleId)) {
      byId.set(row.vehicleId, {
        id: row.vehicleId,
        stockNumber: row.stockNumber,
        vin: row.vin,
        year: row.year,
        make: row.make,
        model: row.model,
        inStockAt: row.inStockAt,
        createdAt: row.createdAt,
        assigneeId: row.assigneeId,
      });
    }
    stays.push({
      vehicleId: row.vehicleId,
      stepId: row.stepId,
      enteredAt: row.enteredAt,
      leftAt: row.leftAt,
      reason: row.reason,
      assigneeId: row.stayAssigneeId,
    });
  }
  return { vehicles: [...byId.values()], stays };
}

/**
 * The approvals decided since `since` (issue #33): each decided request's sent and decided
 * times, and each decided item with whether the rule decided it. Two reads, each on its
 * table's decided-at index (migration 0026), whatever the size of the lot.
 */
export async function readApprovalHistory(
  tx: Executor,
  dealershipId: string,
  since: number,
): Promise<ScoreboardApprovalHistory> {
  const requests = await tx
    .select({
      vehicleId: approvalRequests.vehicleId,
      sentAt: approvalRequests.sentAt,
      decidedAt: approvalRequests.decidedAt,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.dealershipId, dealershipId),
        eq(approvalRequests.state, 'decided'),
        gte(approvalRequests.decidedAt, since),
      ),
    );
  const decisions = await tx
    .select({
      vehicleId: workItems.vehicleId,
      decidedAt: workItems.decidedAt,
      decidedHow: workItems.decidedHow,
    })
    .from(workItems)
    .where(and(eq(workItems.dealershipId, dealershipId), gte(workItems.decidedAt, since)));
  return {
    requests: requests.flatMap((row) =>
      row.decidedAt === null ? [] : [{ ...row, decidedAt: row.decidedAt }],
    ),
    decisions: decisions.flatMap((row) =>
      row.decidedAt === null
        ? []
        : [
            {
              vehicleId: row.vehicleId,
              decidedAt: row.decidedAt,
              byRule: row.decidedHow === 'rule',
            },
          ],
    ),
  };
}
