import type { Scoreboard } from '@domain/api/scoreboard';
import { formatDays, formatDuration } from '@domain/scoreboard/figure-text';
import { CELL, DataTable, ROW_HEADER } from './data-table';

/** The period's slowest cars, each opening its record, and where each lost the most time. */
export function SlowestCars({
  board,
  onOpenVehicle,
}: {
  board: Scoreboard;
  onOpenVehicle: (vehicleId: string) => void;
}) {
  if (board.slowest.length === 0) return null;
  return (
    <DataTable
      title="Slowest cars"
      head={['Stock #', 'Vehicle', 'Time to line', 'Lost most time in']}
      how={`The ${board.slowest.length} cars of the period with the longest time to line, and the step each spent longest in (clock time), or the wait before its first step.`}
    >
      {board.slowest.map((car) => (
        <tr key={car.vehicleId}>
          <th scope="row" className={ROW_HEADER}>
            <button
              type="button"
              className="font-bold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              aria-label={`Open ${car.stockNumber}`}
              onClick={() => onOpenVehicle(car.vehicleId)}
            >
              {car.stockNumber}
            </button>
            {car.corrected && (
              <span className="block text-xs font-normal text-slate-500">start time corrected</span>
            )}
          </th>
          <td className={CELL}>
            {car.year} {car.make} {car.model}
          </td>
          <td className={CELL}>{formatDays(car.t2lDays)}</td>
          <td className={CELL}>
            {car.lostMostIn.name}: {formatDuration(car.lostMostIn.ms)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
