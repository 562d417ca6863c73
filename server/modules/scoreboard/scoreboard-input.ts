import type { ScoreboardQuery } from '@domain/api/scoreboard';
import { thresholdsFromConfig } from '@domain/dealership-config';
import type { ScoreboardInput } from '@domain/scoreboard/figures';
import type { ScoreboardStep } from '@domain/scoreboard/journeys';
import {
  periodOf,
  previousPeriodOf,
  resolvePeriodDates,
  trendWeeks,
} from '@domain/scoreboard/period';
import { stepGoalMs } from '@domain/scoreboard/step-goal';
import type { Executor } from '../../db/client';
import { readConfig } from '../config/repository';
import { readBelief } from './belief-repository';
import {
  readApprovalHistory,
  readReconHistory,
  readReconSteps,
  readRedAlertHistory,
  readUserNames,
  type ScoreboardStepRow,
} from './repository';

function scoreboardStepOf(
  row: ScoreboardStepRow,
  timeline: ReturnType<typeof thresholdsFromConfig>,
): ScoreboardStep {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    timed: row.timed,
    countsTowardT2L: row.countsTowardT2L,
    businessHours: row.businessHours,
    goalMs: stepGoalMs({ ...row, thresholds: row.thresholds ?? null }, timeline),
    archived: row.archivedAt !== null,
    defaultAssigneeId: row.defaultAssigneeId,
    ownerRole: row.ownerRole,
  };
}

/**
 * What the scoreboard is computed from, for a period of days in the dealership's zone: its
 * configuration, Make Ready's steps, the users' names and the one read of the stays, back to
 * the earliest day a figure needs (`withTrend`: the previous period and the 13 weeks too).
 */
export async function readScoreboardInput(
  tx: Executor,
  dealershipId: string,
  query: ScoreboardQuery,
  now: number,
  withTrend: boolean,
): Promise<ScoreboardInput> {
  const config = await readConfig(tx, dealershipId);
  const calendar = config.businessHours;
  const { from, to } = resolvePeriodDates(query, now, calendar.timeZone);
  const period = periodOf(from, to, calendar.timeZone);
  const previous = previousPeriodOf(period, calendar.timeZone);
  const weeks = withTrend ? trendWeeks(period, calendar.timeZone) : [];
  const since = withTrend
    ? Math.min(previous.start, weeks[0]?.start ?? previous.start)
    : period.start;
  const timeline = thresholdsFromConfig(config);
  const steps = (await readReconSteps(tx, dealershipId)).map((row) =>
    scoreboardStepOf(row, timeline),
  );
  const people = await readUserNames(tx, dealershipId);
  const history = await readReconHistory(tx, dealershipId, steps, since);
  const belief = withTrend ? await readBelief(tx, dealershipId) : null;
  // The CSV lists cars, not approvals nor red alerts: only the page's read needs them.
  const approvals = withTrend
    ? await readApprovalHistory(tx, dealershipId, previous.start)
    : { requests: [], decisions: [] };
  const redAlerts = withTrend ? await readRedAlertHistory(tx, dealershipId, previous.start) : [];
  return {
    steps,
    ...history,
    calendar,
    settings: config.scoreboard,
    people,
    period,
    previous,
    weeks,
    belief,
    approvals,
    redAlerts,
    now,
  };
}
