import type { Scoreboard, ScoreboardRedCars } from '@domain/api/scoreboard';
import { formatPeriod, formatShare } from '@domain/scoreboard/figure-text';
import { RED_TAKEN_WITHIN_MINUTES } from '@domain/scoreboard/red-alerts';
import { FigureCard } from './figure-card';

/** "1 of 3 red cars", or that none went red (then the share is nothing to read). */
function countText(red: ScoreboardRedCars): string {
  if (red.redCars === 0) return 'No car went red';
  return `${String(red.takenInTime)} of ${String(red.redCars)} red ${red.redCars === 1 ? 'car' : 'cars'}`;
}

/**
 * Issue #32 item 4: the share of cars that went red somebody took (opened the alert or tapped
 * "I'm on it") within an hour of business time, beside the period before.
 */
export function RedCarFigure({ board }: { board: Pick<Scoreboard, 'redCars' | 'previousPeriod'> }) {
  const { current, previous } = board.redCars;
  const before =
    previous.redCars === 0
      ? 'no car went red'
      : `${formatShare(previous.shareTakenInTime)} (${countText(previous)})`;
  return (
    <section aria-labelledby="red-car-figure-title" className="grid gap-3">
      <h2 id="red-car-figure-title" className="text-lg font-bold">
        Red alerts
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          title="Red cars taken within an hour"
          value={formatShare(current.shareTakenInTime)}
          detail={countText(current)}
          before={`Period before (${formatPeriod(board.previousPeriod)}): ${before}`}
          how={`Cars that went red (overdue or critical) in the period, once per car and step however many people were told, that somebody took — opened the alert or tapped "I'm on it" — within ${String(RED_TAKEN_WITHIN_MINUTES)} minutes of business hours.`}
        />
      </div>
    </section>
  );
}
