import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDay, formatDays, formatDuration } from '@domain/scoreboard/figure-text';
import { HOUR_MS } from '@domain/time';

/** One week as the charts plot it: null where the week had too few cars to read. */
export interface TrendPoint {
  week: string;
  t2lDays: number | null;
  /** Each step's median in hours, by step id. */
  stepHours: Record<string, number | null>;
}

export interface TrendLine {
  /** What the chart shows, its accessible name. */
  title: string;
  /** The chart in words for a screen reader: its first and last plotted weeks. */
  description: string;
  /** The step plotted, or null for time to line. */
  stepId: string | null;
}

export interface TrendSeries {
  points: TrendPoint[];
  t2l: TrendLine;
  /** The steps with a week to plot; a step no car left in a readable week has no chart. */
  steps: TrendLine[];
  /** The names of the steps left without a chart (Frontline, a step nobody left). */
  stepsNotPlotted: string[];
  /** Which weeks are left out, said once under the charts and part of each one's description. */
  rule: string;
  /** Weeks with enough cars to plot (none: the charts give way to a sentence). */
  weeksPlotted: number;
}

/**
 * The 13 weeks' trend as the charts draw it. A week with fewer cars done than the period's
 * rule (`minCars`) is left out of every chart, as the headline figures are: its medians
 * would be noise. The table keeps every week's numbers.
 */
export function trendSeries(board: Scoreboard): TrendSeries {
  const readable = (week: Scoreboard['trend'][number]) => week.carsCompleted >= board.minCars;
  const points: TrendPoint[] = board.trend.map((week) => ({
    week: formatDay(week.from),
    t2lDays: readable(week) ? week.t2lMedianDays : null,
    stepHours: Object.fromEntries(
      week.steps.map((step) => [
        step.stepId,
        readable(week) && step.medianMs !== null ? step.medianMs / HOUR_MS : null,
      ]),
    ),
  }));
  const rule = `Weeks with fewer than ${board.minCars} cars done are left out; the table below has every week.`;
  const names = new Map(board.steps.map((step) => [step.stepId, step.name]));
  const stepIds = board.trend[0]?.steps.map((step) => step.stepId) ?? [];
  const plottedOf = (value: (point: TrendPoint) => number | null) =>
    points.filter((point) => value(point) !== null);
  const stepValue = (stepId: string) => (point: TrendPoint) => point.stepHours[stepId] ?? null;
  const describe = (value: (point: TrendPoint) => number | null, text: (v: number) => string) => {
    const plotted = plottedOf(value);
    const first = plotted[0];
    const last = plotted.at(-1);
    if (!first || !last) return 'No week to plot.';
    const span =
      first === last
        ? `${text(value(first)!)} in the week of ${first.week}`
        : `${text(value(first)!)} in the week of ${first.week} to ${text(value(last)!)} in the week of ${last.week}`;
    return `${span}, ${plotted.length} of ${points.length} weeks plotted.`;
  };
  return {
    points,
    rule,
    weeksPlotted: points.filter((point) => point.t2lDays !== null).length,
    t2l: {
      title: 'Median time to line by week',
      description: describe((point) => point.t2lDays, formatDays),
      stepId: null,
    },
    steps: stepIds
      .filter((stepId) => plottedOf(stepValue(stepId)).length > 0)
      .map((stepId) => ({
        title: `${names.get(stepId) ?? 'Step'}: median time by week`,
        description: describe(stepValue(stepId), (hours) => formatDuration(hours * HOUR_MS)),
        stepId,
      })),
    stepsNotPlotted: stepIds
      .filter((stepId) => plottedOf(stepValue(stepId)).length === 0)
      .map((stepId) => names.get(stepId) ?? 'Step'),
  };
}
