import { useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useClock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { messageFromError } from '@/lib/error-message';
import { useScoreboard } from '../api/get-scoreboard';
import { scoreboardCsvHref } from '../api/scoreboard-csv';
import { DEFAULT_PERIOD_CHOICE, datesOf, type PeriodChoice } from '../model/period-choice';
import { BeliefCard } from './belief-card';
import { BelowTheFold } from './below-the-fold';
import { ApprovalFigures } from './approval-figures';
import { HeadlineFigures } from './headline-figures';
import { PeopleTables } from './people-tables';
import { PeriodPicker } from './period-picker';
import { RedCarFigure } from './red-car-figure';
import { SlowestCars } from './slowest-cars';
import { StepTable } from './step-table';
import { TrendSection } from './trend-section';
import { WeeklyMailPanel } from './weekly-mail-panel';

interface ScoreboardPageProps {
  /** The dealership's zone: its days are the periods' days. */
  timeZone: string;
  /** Reports export right (and the export feature on): the CSV link. */
  canExport: boolean;
  /** Admins are asked their guess at T2L once (settings.manage). */
  canAnswerBelief: boolean;
  onOpenVehicle: (vehicleId: string) => void;
}

/** Time to line and where the days go (issue #30), for a period beside the one before. */
export function ScoreboardPage({
  timeZone,
  canExport,
  canAnswerBelief,
  onOpenVehicle,
}: ScoreboardPageProps) {
  const clock = useClock();
  const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_PERIOD_CHOICE);
  // The presets end today: read the clock when the choice changes, not on every render.
  const resolved = useMemo(() => datesOf(choice, clock.now(), timeZone), [choice, clock, timeZone]);
  const dates = 'problem' in resolved ? null : resolved;
  const {
    data: board,
    error,
    isFetching,
  } = useScoreboard(dates, choice.kind === DEFAULT_PERIOD_CHOICE.kind);

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Scoreboard</h1>
          <p className="text-sm text-slate-600">
            Time to line: from a car's in-stock date to the front line, and where the days go.
          </p>
        </div>
        {canExport && dates && (
          <a
            href={scoreboardCsvHref(dates)}
            download
            className={cn(buttonVariants({ variant: 'outline' }))}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download CSV
          </a>
        )}
      </div>
      <PeriodPicker
        choice={choice}
        dates={dates ?? (board ? board.period : null)}
        problem={'problem' in resolved ? resolved.problem : null}
        onChange={setChoice}
      />
      {error && !board ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the scoreboard. {messageFromError(error, 'Please refresh to try again.')}
        </p>
      ) : !board ? (
        <Spinner label="Loading the scoreboard..." className="py-12" />
      ) : (
        <div
          className={cn('grid min-w-0 gap-8', isFetching && 'opacity-60')}
          aria-busy={isFetching}
        >
          <BeliefCard board={board} canAnswer={canAnswerBelief} />
          <HeadlineFigures board={board} />
          <ApprovalFigures board={board} />
          <RedCarFigure board={board} />
          <BelowTheFold board={board}>
            {(shown) => (
              <>
                <StepTable board={shown} />
                <SlowestCars board={shown} onOpenVehicle={onOpenVehicle} />
                <PeopleTables board={shown} />
                <TrendSection board={shown} />
                <WeeklyMailPanel />
              </>
            )}
          </BelowTheFold>
        </div>
      )}
    </div>
  );
}
