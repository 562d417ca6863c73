import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDuration, formatShare } from '../model/figure-text';
import { CELL, DataTable, ROW_HEADER } from './data-table';

/** Step owners over the period's times, and who holds the cars in recon now. */
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
          title="Assigned now"
          head={['Assignee', 'Cars in recon', 'Over goal now']}
          minWidth="min-w-[24rem]"
          how="Cars in a timed recon step now, by their current assignee. The stays keep no history of assignees, so past periods cannot be split by person."
        >
          {board.assignees.map((row) => (
            <tr key={row.userId ?? 'unassigned'}>
              <th scope="row" className={ROW_HEADER}>
                {row.name}
              </th>
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
