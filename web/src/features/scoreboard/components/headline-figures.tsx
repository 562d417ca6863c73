import type { Scoreboard, ScoreboardHeadline } from '@domain/api/scoreboard';
import {
  formatDailyCost,
  formatDays,
  formatMoney,
  formatPeriod,
  formatShare,
} from '@domain/scoreboard/figure-text';
import { FigureCard } from './figure-card';

type Figure = {
  title: string;
  text: (headline: ScoreboardHeadline) => string;
  how: (board: Scoreboard) => string;
};

/** The headline numbers, each with how it is computed (issue #30: "a line under it"). */
const FIGURES: Figure[] = [
  {
    title: 'Time to line, median',
    text: (h) => formatDays(h.t2lMedianDays),
    how: (b) =>
      `From each car's in-stock date to leaving the last timed step that counts toward T2L, in calendar days: the middle of the ${b.current.carsCompleted} cars that reached the front line in the period.`,
  },
  {
    title: 'Time to line, p90',
    text: (h) => formatDays(h.t2lP90Days),
    how: () =>
      '9 in 10 of those cars took at most this long (90th percentile, interpolated between ranks).',
  },
  {
    title: 'Days in recon, median',
    text: (h) => formatDays(h.reconMedianBusinessDays, 'business days'),
    how: () =>
      'From entering the first T2L step to leaving the last, in business days: each open day counts by the share of its opening hours.',
  },
  {
    title: 'Through recon within 24 h',
    text: (h) => formatShare(h.shareWithin24h),
    how: () =>
      'Share of those cars whose recon, first T2L step to last, took at most 24 clock hours.',
  },
  {
    title: 'Within your target',
    text: (h) => formatShare(h.shareWithinTarget),
    how: (b) =>
      `Share of those cars with at most ${b.settings.targetDays} business days in recon, the dealership's target.`,
  },
  {
    title: 'Holding cost',
    text: (h) => formatMoney(h.holdingCostCents),
    how: (b) =>
      `Each car's T2L in days × ${formatDailyCost(b.settings.holdingCostPerDayCents)} a day, summed over the period's cars.`,
  },
];

function beforeText(board: Scoreboard, figure: Figure): string {
  const label = `Period before (${formatPeriod(board.previousPeriod)})`;
  if (board.previous.carsCompleted < board.minCars) {
    return `${label}: too few cars (${board.previous.carsCompleted})`;
  }
  return `${label}: ${figure.text(board.previous)}`;
}

/** The period's headline figures beside the period before, or why there are none. */
export function HeadlineFigures({ board }: { board: Scoreboard }) {
  const now = board.inReconNow;
  const inRecon = (
    <FigureCard
      title="In recon now"
      value={`${now.cars} ${now.cars === 1 ? 'car' : 'cars'}`}
      before={`${now.overGoal} past their step's goal · holding cost so far ${formatMoney(now.holdingCostCents)}`}
      how={`Cars in a timed recon step now; their holding cost is the days since in stock × ${formatDailyCost(board.settings.holdingCostPerDayCents)}.`}
    />
  );
  return (
    <section aria-labelledby="headline-title" className="grid gap-3">
      <h2 id="headline-title" className="text-lg font-bold">
        {formatPeriod(board.period)}: {board.current.carsCompleted}{' '}
        {board.current.carsCompleted === 1 ? 'car' : 'cars'} reached the front line
      </h2>
      {board.tooFewCars && (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          Too few cars to read: {board.current.carsCompleted} reached the front line in this period,
          fewer than {board.minCars}, so medians and shares would be noise. Choose a longer period.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {!board.tooFewCars &&
          FIGURES.map((figure) => (
            <FigureCard
              key={figure.title}
              title={figure.title}
              value={figure.text(board.current)}
              before={beforeText(board, figure)}
              how={figure.how(board)}
            />
          ))}
        {inRecon}
      </div>
      {board.correctedCars > 0 && !board.tooFewCars && (
        <p className="text-sm text-slate-600">
          {board.correctedCars} of the period's cars had a step's start time corrected by hand (time
          editing); they count from the corrected time.
        </p>
      )}
    </section>
  );
}
