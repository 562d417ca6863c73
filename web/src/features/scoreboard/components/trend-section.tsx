import { lazy, Suspense } from 'react';
import type { Scoreboard } from '@domain/api/scoreboard';
import { TrendTable } from './trend-table';

// recharts and its d3 parts load with the charts only, after the figures above them are on
// screen: no other page, and no earlier part of this one, waits for them (decision 0106).
const TrendCharts = lazy(() =>
  import('./trend-charts').then((module) => ({ default: module.TrendCharts })),
);

/** The 13 weeks as charts, then the same numbers as a table (screen readers, export). */
export function TrendSection({ board }: { board: Scoreboard }) {
  return (
    <div className="grid min-w-0 gap-4">
      <section aria-label="Trend charts" className="grid min-w-0 gap-2">
        <h2 className="text-lg font-bold">Trend charts</h2>
        <Suspense
          fallback={<div className="h-[15rem] rounded-xl border border-slate-200 bg-slate-50" />}
        >
          <TrendCharts board={board} />
        </Suspense>
      </section>
      <TrendTable board={board} />
    </div>
  );
}
