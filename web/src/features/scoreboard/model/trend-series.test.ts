import { describe, expect, it } from 'vitest';
import type { Scoreboard } from '@domain/api/scoreboard';
import { HOUR_MS } from '@domain/time';
import { trendSeries } from './trend-series';

const PAINT = '00000000-0000-4000-8000-0000000000a1';

type Week = [from: string, cars: number, t2lDays: number | null, paintMs: number | null];

function board(weeks: Week[]): Scoreboard {
  return {
    minCars: 5,
    steps: [{ stepId: PAINT, name: 'Paint' }],
    trend: weeks.map(([from, carsCompleted, t2lMedianDays, medianMs]) => ({
      from,
      to: from,
      carsCompleted,
      t2lMedianDays,
      steps: [{ stepId: PAINT, medianMs }],
    })),
  } as unknown as Scoreboard;
}

const RULE = 'Weeks with fewer than 5 cars done are left out; the table below has every week.';

describe('the trend as the charts plot it', () => {
  it.each<[string, Week[], (number | null)[], (number | null)[], string, string | null]>([
    [
      'weeks under 5 cars are gaps, not noise',
      [
        ['2026-11-02', 4, 9, 2 * HOUR_MS],
        ['2026-11-09', 5, 6.5, 3 * HOUR_MS],
        ['2026-11-16', 0, null, null],
        ['2026-11-23', 7, 4.25, 30 * HOUR_MS],
      ],
      [null, 6.5, null, 4.25],
      [null, 3, null, 30],
      `6.5 days in the week of Nov 9 to 4.3 days in the week of Nov 23, 2 of 4 weeks plotted.`,
      `3.0 h in the week of Nov 9 to 30.0 h in the week of Nov 23, 2 of 4 weeks plotted.`,
    ],
    [
      'one readable week, a step nobody left',
      [
        ['2026-11-16', 2, 3, null],
        ['2026-11-23', 5, 0.33, null],
      ],
      [null, 0.33],
      [null, null],
      `0.3 days in the week of Nov 23, 1 of 2 weeks plotted.`,
      null,
    ],
  ])('%s', (_, weeks, t2l, paint, t2lText, paintText) => {
    const series = trendSeries(board(weeks));
    expect(series.points.map((point) => point.t2lDays)).toEqual(t2l);
    expect(series.points.map((point) => point.stepHours[PAINT])).toEqual(paint);
    expect(series.rule).toBe(RULE);
    expect(series.weeksPlotted).toBe(t2l.filter((v) => v !== null).length);
    expect(series.t2l).toEqual({
      title: 'Median time to line by week',
      description: t2lText,
      stepId: null,
    });
    // A step with no week to plot gets no chart, only its name in the sentence under them.
    expect(series.steps).toEqual(
      paintText
        ? [{ title: 'Paint: median time by week', description: paintText, stepId: PAINT }]
        : [],
    );
    expect(series.stepsNotPlotted).toEqual(paintText ? [] : ['Paint']);
  });
});
