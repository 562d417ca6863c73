import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDuration, formatShare } from '@domain/scoreboard/figure-text';
import { CELL, DataTable, ROW_HEADER } from './data-table';

/** Step owners and assignees over the period's step times, and who holds the cars now. */
export function PeopleTables({ board }: { board: Scoreboard }) {
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {board.owners.length > 0 && (
        <DataTable
          title="Step owners"
          head={['Owner', 'Steps', 'Cars', 'Median', 'On goal']}
          how="Each step's default assignee, else its owner role, over the cars that left their steps in the period; each time in its step's own clock."
        >
          {board.owners.map((owner) => (
            <tr key={owner.userId ?? owner.role ?? owner.name}>
              <th scope="row" className={ROW_HEADER}>
                {owner.name}
              </th>
              <td className={CELL}>{owner.steps.join(', ')}</td>
              <td className={CELL}>{owner.cars}</td>
              <td className={CELL}>{board.tooFewCars ? '—' : formatDuration(owner.medianMs)}</td>
              <td className={CELL}>{board.tooFewCars ? '—' : formatShare(owner.shareOnGoal)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {board.assignees.length > 0 && (
        <DataTable
          title="Assignees"
          head={['Assignee', 'Cars', 'Median', 'On goal', 'In recon now', 'Over goal now']}
          how="A car's time in a step counts for whoever had it when it left the step, in the period it left; in recon now is by current assignee. Steps left before assignees were recorded count as unassigned."
        >
          {board.assignees.map((row) => (
            <tr key={row.userId ?? 'unassigned'}>
              <th scope="row" className={ROW_HEADER}>
                {row.name}
              </th>
              <td className={CELL}>{row.cars}</td>
              <td className={CELL}>{board.tooFewCars ? '—' : formatDuration(row.medianMs)}</td>
              <td className={CELL}>{board.tooFewCars ? '—' : formatShare(row.shareOnGoal)}</td>
              <td className={CELL}>{row.carsNow}</td>
              <td className={row.overGoalNow > 0 ? `${CELL} font-semibold text-red-700` : CELL}>
                {row.overGoalNow}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
