import { and, asc, eq, gte, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScoreboardApprovalHistory } from '@domain/scoreboard/approvals';
import type { ScoreboardRedAlert } from '@domain/scoreboard/red-alerts';
import type {
  ScoreboardStay,
  ScoreboardStep,
  ScoreboardVehicle,
} from '@domain/scoreboard/journeys';
import { STAY_REASONS } from '@domain/recon/steps';
import { selectRows, type Executor } from '../../db/client';
import {
  alerts,
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

/** A car as the history read sends it: its columns, then its stays packed in one string. */
type PackedCar = [
  id: string,
  stockNumber: string,
  vin: string | null,
  year: number,
  make: string,
  model: string,
  inStockAt: number,
  createdAt: number,
  assigneeId: string | null,
  stays: string,
];

const MINUS = 45;
const ZERO = 48;

/**
 * Reads a car's packed stays (readReconHistory): `step enteredAt span reason assignee`, one
 * stay after another separated by commas; `step` and `reason` are 1-based indexes into the
 * steps read and STAY_REASONS, `span` is left − entered, an empty field is null. Digits are
 * read in place, so a stay costs one object and no string but its assignee's.
 */
function unpackStays(
  vehicleId: string,
  packed: string,
  stepIds: readonly string[],
  into: ScoreboardStay[],
): void {
  let at = 0;
  /** The integer at `at` (null when the field is empty), and `at` past its separator. */
  const integer = (): number | null => {
    const negative = packed.charCodeAt(at) === MINUS;
    if (negative) at += 1;
    let value = 0;
    let digits = 0;
    for (let code = packed.charCodeAt(at); code >= ZERO && code <= ZERO + 9;) {
      value = value * 10 + code - ZERO;
      digits += 1;
      at += 1;
      code = packed.charCodeAt(at);
    }
    at += 1;
    return digits === 0 ? null : negative ? -value : value;
  };
  while (at < packed.length) {
    const step = integer();
    const enteredAt = integer() ?? 0;
    const span = integer();
    const reason = integer();
    let end = packed.indexOf(',', at);
    if (end < 0) end = packed.length;
    const assigneeId = end > at ? packed.slice(at, end) : null;
    at = end + 1;
    const stepId = step === null ? undefined : stepIds[step - 1];
    // A step added since the steps were read: the domain would leave its stays out too.
    if (stepId === undefined) continue;
    into.push({
      vehicleId,
      stepId,
      enteredAt,
      leftAt: span === null ? null : enteredAt + span,
      // The column holds STAY_REASONS' words only (its check), so the index always names one.
      reason: STAY_REASONS[(reason ?? 0) - 1] ?? 'moved',
      assigneeId,
    });
  }
}

/**
 * The scoreboard's one read of the stays: every Make Ready stay of the cars that had one open
 * in a timed step or ending at or after `since` (all of each such car's stays, for its T2L from
 * the start), with the car's columns once. `steps`: Make Ready's (readReconSteps), which the
 * stays name by index. The domain aggregates them (decision 0089).
 *
 * Shaped for speed (decision 0133): the answer is one row, each car's columns in a JSON array
 * with its stays packed in a string, gathered car by car on the stays' vehicle index. Read as
 * 35,000 rows of 14 columns, most of the scoreboard's time went to the rows themselves, on
 * PGlite above all, where each field of each row costs microseconds.
 */
export async function readReconHistory(
  tx: Executor,
  dealershipId: string,
  steps: readonly Pick<ScoreboardStep, 'id' | 'timed'>[],
  since: number,
): Promise<{ vehicles: ScoreboardVehicle[]; stays: ScoreboardStay[] }> {
  const stepIds = steps.map((step) => step.id);
  const all = sql`${sql.param(stepIds)}::uuid[]`;
  const timed = sql`${sql.param(steps.filter((step) => step.timed).map((step) => step.id))}::uuid[]`;
  const [row] = await selectRows<{ cars: PackedCar[] | null }>(
    tx,
    sql`
      select json_agg(json_build_array(
        v.id, v.stock_number, v.vin, v.year, v.make, v.model, v.check_in_time, v.created_at,
        v.assignee_id,
        (select string_agg(concat(array_position(${all}, st.step_id), ' ', st.entered_at, ' ',
                                  st.left_at - st.entered_at, ' ',
                                  array_position(${sql.param(STAY_REASONS)}::text[], st.reason),
                                  ' ', st.assignee_id), ',')
         from ${vehicleStays} st
         where st.dealership_id = ${dealershipId} and st.vehicle_id = v.id
           and st.step_id = any(${all})))) as cars
      from ${vehicles} v
      where v.dealership_id = ${dealershipId}
        and v.id in (
          select st.vehicle_id from ${vehicleStays} st
          where st.dealership_id = ${dealershipId}
            -- Open in an untimed step (Frontline) is no reason to read a car: it is not in
            -- recon and, its every leave before since, in no figure (decision 0107).
            and ((st.left_at is null and st.step_id = any(${timed}))
                 or (st.left_at >= ${since} and st.step_id = any(${all}))))`,
  );
  const stays: ScoreboardStay[] = [];
  const read = (row?.cars ?? []).map(
    ([id, stockNumber, vin, year, make, model, inStockAt, createdAt, assigneeId, packed]) => {
      unpackStays(id, packed, stepIds, stays);
      return { id, stockNumber, vin, year, make, model, inStockAt, createdAt, assigneeId };
    },
  );
  return { vehicles: read, stays };
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

/**
 * The stays that went red since `since` (issue #32 item 4): their step rule's 'overdue'
 * alerts (a late vendor job or a waiting approval raises 'overdue' with no stay: not a red
 * car), one row per stay with its first alert and first acknowledgement, whoever was told and
 * at whatever level. A stay counts from its first alert, so one escalated past `since` is not
 * read as going red then: its rows since are read by the partial index on raised_at
 * (migration 0031), and a stay with an earlier row is left out, probed by the vehicle index.
 */
export async function readRedAlertHistory(
  tx: Executor,
  dealershipId: string,
  since: number,
): Promise<ScoreboardRedAlert[]> {
  const earlier = alias(alerts, 'earlier');
  const rows = await tx
    .select({
      vehicleId: alerts.vehicleId,
      stepId: alerts.stepId,
      stayEnteredAt: alerts.stayEnteredAt,
      raisedAt: sql<number>`min(${alerts.raisedAt})`.mapWith(Number),
      acknowledgedAt: sql<number | null>`min(${alerts.acknowledgedAt})`.mapWith(Number),
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.dealershipId, dealershipId),
        eq(alerts.trigger, 'overdue'),
        gte(alerts.raisedAt, since),
        isNotNull(alerts.stepId),
        isNotNull(alerts.stayEnteredAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.dealershipId, alerts.dealershipId),
                eq(earlier.vehicleId, alerts.vehicleId),
                eq(earlier.stayEnteredAt, alerts.stayEnteredAt),
                eq(earlier.stepId, alerts.stepId),
                eq(earlier.trigger, 'overdue'),
                lt(earlier.raisedAt, since),
              ),
            ),
        ),
      ),
    )
    .groupBy(alerts.vehicleId, alerts.stepId, alerts.stayEnteredAt);
  return rows.flatMap(({ stepId, stayEnteredAt, ...row }) =>
    stepId === null || stayEnteredAt === null ? [] : [{ ...row, stepId, stayEnteredAt }],
  );
}
