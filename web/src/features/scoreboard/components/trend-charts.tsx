import { useId } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDays, formatDuration } from '@domain/scoreboard/figure-text';
import { HOUR_MS } from '@domain/time';
import { trendSeries, type TrendLine, type TrendPoint } from '../model/trend-series';

const AXIS_TICK = { fontSize: 11, fill: '#475569' };

/**
 * One week-by-week line: a figure named by its caption and described in words (the first and
 * last weeks plotted, then the too-few-cars rule), the SVG carrying the same as title and desc.
 * Its width follows its column, so a phone shows it whole without sideways scroll.
 */
function TrendChart({
  line,
  points,
  rule,
  value,
  text,
  unit,
  height,
}: {
  line: TrendLine;
  points: TrendPoint[];
  /** The sentence saying which weeks are left out, shown once, part of every description. */
  rule: { id: string; text: string };
  value: (point: TrendPoint) => number | null;
  text: (value: number) => string;
  unit: string;
  height: number;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc ${rule.id}`}
      data-testid="trend-chart"
      className="grid min-w-0 gap-1 rounded-xl border border-slate-200 bg-white p-3"
    >
      <figcaption id={`${id}-title`} className="text-sm font-semibold text-slate-700">
        {line.title}
      </figcaption>
      <LineChart
        responsive
        width="100%"
        height={height}
        data={points}
        title={line.title}
        desc={`${line.description} ${rule.text}`}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="week" tick={AXIS_TICK} interval="preserveStartEnd" minTickGap={16} />
        <YAxis tick={AXIS_TICK} width={44} unit={unit} allowDecimals={false} />
        <Tooltip
          formatter={(raw) => (typeof raw === 'number' ? text(raw) : String(raw))}
          labelFormatter={(week) => `Week of ${String(week)}`}
        />
        <Line
          type="monotone"
          dataKey={value}
          name="Median"
          stroke="#2563eb"
          strokeWidth={2}
          dot={{ r: 3, fill: '#2563eb' }}
          isAnimationActive={false}
        />
      </LineChart>
      <p id={`${id}-desc`} className="text-xs text-slate-600">
        {line.description}
      </p>
    </figure>
  );
}

/**
 * The 13 weeks' median time to line and each step's median as line charts (recharts, loaded
 * with this module only: decision 0106). The trend table beside them keeps every number.
 */
export function TrendCharts({ board }: { board: Scoreboard }) {
  const series = trendSeries(board);
  const rule = { id: useId(), text: series.rule };
  if (series.weeksPlotted === 0) {
    return (
      <p className="text-sm text-slate-700">
        No week of the 13 had {board.minCars} cars or more reach the front line, too few to chart;
        the table below has every week.
      </p>
    );
  }
  return (
    <div className="grid min-w-0 gap-3">
      <TrendChart
        line={series.t2l}
        points={series.points}
        rule={rule}
        value={(point) => point.t2lDays}
        text={formatDays}
        unit=" d"
        height={220}
      />
      <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {series.steps.map((line) => (
          <TrendChart
            key={line.stepId}
            line={line}
            points={series.points}
            rule={rule}
            value={(point) => point.stepHours[line.stepId!] ?? null}
            text={(hours) => formatDuration(hours * HOUR_MS)}
            unit=" h"
            height={160}
          />
        ))}
      </div>
      <p id={rule.id} className="text-xs text-slate-600">
        {rule.text}
      </p>
      {series.stepsNotPlotted.length > 0 && (
        <p className="text-xs text-slate-600">
          No chart for {series.stepsNotPlotted.join(', ')}: no week with enough cars left{' '}
          {series.stepsNotPlotted.length === 1 ? 'it' : 'them'}.
        </p>
      )}
    </div>
  );
}
