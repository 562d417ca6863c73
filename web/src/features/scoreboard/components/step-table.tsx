import { AlertTriangle } from 'lucide-react';
import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDuration, formatShare, NO_VALUE } from '@domain/scoreboard/figure-text';
import { CELL, DataTable, ROW_HEADER } from './data-table';

const PERIOD_COLUMNS = ['Cars', 'Median', 'p90', 'Spread', 'On goal'] as const;

/** Each timed step's times against its goal, and its cars now. */
export function StepTable({ board }: { board: Scoreboard }) {
  const period = !board.tooFewCars;
  return (
    <DataTable
      title="Time in each step"
      head={['Step', 'Goal', ...(period ? PERIOD_COLUMNS : []), 'In step now', 'Over goal now']}
      how={
        <>
          Over the cars that left each step in the period (a car sent back counts once, with all its
          time there), in the step's own clock: business hours for a business-hours step. Spread is
          p90 − p10, the width of the middle 80% of cars; ⚠ marks a spread over 24 hours. On goal:
          under the step's goal. Over goal now: cars in the step at or past it.
        </>
      }
    >
      {board.steps.map((step) => (
        <tr key={step.stepId}>
          <th scope="row" className={ROW_HEADER}>
            {step.name}
            {step.businessHours && (
              <span className="block text-xs font-normal text-slate-500">business hours</span>
            )}
            {step.archived && (
              <span className="block text-xs font-normal text-slate-500">removed step</span>
            )}
          </th>
          <td className={CELL}>{step.goalMs === null ? NO_VALUE : formatDuration(step.goalMs)}</td>
          {period && (
            <>
              <td className={CELL}>{step.cars}</td>
              <td className={CELL}>{formatDuration(step.medianMs)}</td>
              <td className={CELL}>{formatDuration(step.p90Ms)}</td>
              <td className={CELL}>
                {step.spreadOver24h ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
                    <AlertTriangle className="h-4 w-4" aria-hidden />
                    {formatDuration(step.spreadMs)}
                    <span className="sr-only">, over 24 hours</span>
                  </span>
                ) : (
                  formatDuration(step.spreadMs)
                )}
              </td>
              <td className={CELL}>{formatShare(step.shareOnGoal)}</td>
            </>
          )}
          <td className={CELL}>{step.carsNow}</td>
          <td className={step.overGoalNow > 0 ? `${CELL} font-semibold text-red-700` : CELL}>
            {step.overGoalNow}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
