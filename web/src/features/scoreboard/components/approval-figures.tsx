import type { Scoreboard, ScoreboardApprovals } from '@domain/api/scoreboard';
import { formatDuration, formatPeriod, formatShare } from '@domain/scoreboard/figure-text';
import { FigureCard } from './figure-card';

type Figure = {
  title: string;
  /** How many the figure is read from: under the scoreboard's least, it is noise. */
  count: (approvals: ScoreboardApprovals) => number;
  text: (approvals: ScoreboardApprovals) => string;
  how: (board: Scoreboard) => string;
};

/** The approval figures (issue #33), each with how it is computed and the period before. */
const FIGURES: Figure[] = [
  {
    title: 'Approval wait, median',
    count: (a) => a.requestsDecided,
    text: (a) => formatDuration(a.waitMedianBusinessMs),
    how: (b) =>
      `From sending a car's work for approval to its decision, in business hours: the middle of the ${b.approvals.current.requestsDecided} requests decided in the period.`,
  },
  {
    title: 'Cars auto-approved',
    count: (a) => a.carsDecided,
    text: (a) => formatShare(a.shareAutoApproved),
    how: (b) =>
      `Share of the ${b.approvals.current.carsDecided} cars with work decided in the period whose every item the auto-approve rule approved, nobody asked.`,
  },
];

/** The figure, or null when fewer cars than the scoreboard's least give it (noise). */
function valueOf(figure: Figure, approvals: ScoreboardApprovals, minCars: number) {
  return figure.count(approvals) < minCars ? null : figure.text(approvals);
}

export function ApprovalFigures({ board }: { board: Scoreboard }) {
  const { current, previous } = board.approvals;
  return (
    <section aria-labelledby="approval-figures-title" className="grid gap-3">
      <h2 id="approval-figures-title" className="text-lg font-bold">
        Approvals
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {FIGURES.map((figure) => (
          <FigureCard
            key={figure.title}
            title={figure.title}
            value={
              valueOf(figure, current, board.minCars) ??
              `Too few cars (${String(figure.count(current))})`
            }
            before={`Period before (${formatPeriod(board.previousPeriod)}): ${
              valueOf(figure, previous, board.minCars) ??
              `too few cars (${String(figure.count(previous))})`
            }`}
            how={`${figure.how(board)} Fewer than ${String(board.minCars)} read as too few.`}
          />
        ))}
      </div>
    </section>
  );
}
