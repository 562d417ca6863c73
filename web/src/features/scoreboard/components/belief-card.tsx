import { useId, useState, type FormEvent } from 'react';
import type { Scoreboard } from '@domain/api/scoreboard';
import { BELIEF_DAYS } from '@domain/scoreboard/belief';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageFromError } from '@/lib/error-message';
import { useAnswerBelief } from '../api/answer-belief';
import { formatDay, formatDays } from '@domain/scoreboard/figure-text';

export const BELIEF_QUESTION =
  'How many days do you think a car takes from purchase to front line?';

/** Asked once of an admin, before the figures can colour the answer (issue #30). */
function BeliefQuestion() {
  const answer = useAnswerBelief();
  const [days, setDays] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(days.replace(',', '.'));
    if (days.trim() === '' || !(value >= BELIEF_DAYS.min && value <= BELIEF_DAYS.max)) {
      setProblem(`Enter a number of days between ${BELIEF_DAYS.min} and ${BELIEF_DAYS.max}.`);
      return;
    }
    setProblem(null);
    answer.mutate(value);
  };
  const error =
    problem ?? (answer.error ? messageFromError(answer.error, 'Please try again.') : null);
  return (
    <form
      aria-label="Your guess"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-primary/40 bg-white p-4"
    >
      <label htmlFor={inputId} className="font-semibold">
        {BELIEF_QUESTION}
      </label>
      <p className="text-sm text-slate-600">
        Before you read the figures: your answer is kept, and once 20 cars have gone through, the
        scoreboard shows it beside the measured median.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          inputMode="decimal"
          className="w-28"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? problemId : undefined}
        />
        <span className="text-sm text-slate-700">days</span>
        <Button type="submit" disabled={answer.isPending}>
          Keep my answer
        </Button>
        <Button variant="ghost" disabled={answer.isPending} onClick={() => answer.mutate(null)}>
          Skip
        </Button>
      </div>
      {error && (
        <p id={problemId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}

/** The guess beside the measured median T2L of the 13 weeks, once 20 cars have gone through. */
function BeliefBeside({ belief }: { belief: NonNullable<Scoreboard['belief']> }) {
  const window = `${formatDay(belief.from)} – ${formatDay(belief.to)}`;
  return (
    <section
      aria-label="Your guess against the measurement"
      className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="text-sm font-semibold text-slate-700">Your guess against the measurement</h3>
      <p className="text-lg">
        Guessed <strong className="tabular-nums">{formatDays(belief.guessDays)}</strong>
        {' · '}
        {belief.measuredMedianDays === null ? (
          <span>
            measured once {belief.minCars} cars have gone through ({belief.cars} so far)
          </span>
        ) : (
          <span>
            measured{' '}
            <strong className="tabular-nums">{formatDays(belief.measuredMedianDays)}</strong>
          </span>
        )}
      </p>
      <p className="text-xs text-slate-600">
        The guess an admin gave on first opening the scoreboard, beside the median time to line of
        the {belief.cars} cars that reached the front line in the 13 weeks {window}.
      </p>
    </section>
  );
}

/** The question for an admin who has not answered, else the guess beside the measurement. */
export function BeliefCard({ board, canAnswer }: { board: Scoreboard; canAnswer: boolean }) {
  if (board.belief === null) return canAnswer ? <BeliefQuestion /> : null;
  if (board.belief.guessDays === null) return null;
  return <BeliefBeside belief={board.belief} />;
}
