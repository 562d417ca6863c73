/**
 * The scoreboard's approval figures (issue #33 item 4): how long a car's work waited for a
 * decision, and how many cars' work the auto-approve rule took without asking anyone. Pure,
 * like figures.ts: the server reads the decided requests and items once.
 */
import type { BusinessCalendar } from '../recon/business-calendar';
import { businessElapsedMs } from '../recon/business-time';
import { median, shareOf } from './percentiles';

/** A request that was decided: sent, then answered (by link, on the record, or line by line). */
export interface ScoreboardApprovalRequest {
  vehicleId: string;
  sentAt: number;
  decidedAt: number;
}

/** An item decided, and whether by the auto-approve rule. */
export interface ScoreboardApprovalDecision {
  vehicleId: string;
  decidedAt: number;
  byRule: boolean;
}

export interface ScoreboardApprovalHistory {
  requests: readonly ScoreboardApprovalRequest[];
  decisions: readonly ScoreboardApprovalDecision[];
}

export interface ApprovalFigures {
  /** Requests decided in the period. */
  requestsDecided: number;
  /** Median of their waits, sent to decided, in business time (ms); null without any. */
  waitMedianBusinessMs: number | null;
  /** Cars with an item decided in the period (by the rule or by a person). */
  carsDecided: number;
  /** Share of those cars whose every item decided in the period was approved by the rule. */
  shareAutoApproved: number | null;
}

const within = (at: number, period: { start: number; end: number }) =>
  at >= period.start && at < period.end;

/** The period's approval figures: a request counts where it was decided, a car likewise. */
export function approvalFigures(
  history: ScoreboardApprovalHistory,
  period: { start: number; end: number },
  calendar: BusinessCalendar,
): ApprovalFigures {
  const waits = history.requests
    .filter((request) => within(request.decidedAt, period))
    .map((request) => businessElapsedMs(request.sentAt, request.decidedAt, calendar));
  const byCar = new Map<string, boolean>();
  for (const decision of history.decisions) {
    if (!within(decision.decidedAt, period)) continue;
    byCar.set(decision.vehicleId, (byCar.get(decision.vehicleId) ?? true) && decision.byRule);
  }
  const cars = [...byCar.values()];
  return {
    requestsDecided: waits.length,
    waitMedianBusinessMs: median(waits),
    carsDecided: cars.length,
    shareAutoApproved: shareOf(cars, (auto) => auto),
  };
}
