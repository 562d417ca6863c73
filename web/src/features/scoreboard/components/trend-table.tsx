import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDay, formatDays, formatDuration } from '@domain/scoreboard/figure-text';
import { CELL, DataTable, ROW_HEADER } from './data-table';

/** The 13 weeks' median time to line and each step's median, as a table. */
export function TrendTable({ board }: { board: Scoreboard }) {
  const names = new Map(board.steps.map((step) => [step.stepId, step.name]));
  const stepIds = board.trend[0]?.steps.map((step) => step.stepId) ?? [];
  return (
    <DataTable
      title="Trend: the last 13 weeks"
      head={['Week of', 'Cars', 'Median T2L', ...stepIds.map((id) => names.get(id) ?? 'Step')]}
      minWidth="min-w-[44rem]"
      how="Each week Monday to Sunday, up to the period's last week: the cars that reached the front line that week, and the median time of the cars that left each step that week."
    >
      {board.trend.map((week) => (
        <tr key={week.from}>
          <th scope="row" className={ROW_HEADER}>
            {formatDay(week.from)}
          </th>
          <td className={CELL}>{week.carsCompleted}</td>
          <td className={CELL}>{formatDays(week.t2lMedianDays)}</td>
          {week.steps.map((step) => (
            <td key={step.stepId} className={CELL}>
              {formatDuration(step.medianMs)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
