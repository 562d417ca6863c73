import type { FeedRun } from '@domain/api/feeds';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { cn } from '@/lib/cn';
import { messageFromError } from '@/lib/error-message';
import { useDecideRun } from '../api/decide-run';
import { useFeedRuns } from '../api/get-feed-runs';
import { RUN_STATE_LABELS, heldExplanation, runCountsText } from '../model/run-text';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATE_TONES: Record<FeedRun['state'], string> = {
  applied: 'bg-emerald-100 text-emerald-900',
  held: 'bg-amber-100 text-amber-900',
  discarded: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-900',
};

/** The problems a run lists before "and N more" (the whole list is one click away). */
const ERRORS_SHOWN = 5;

/** A held run: why, what applying it would do, and the admin's Apply or Discard. */
function HeldRun({ run, graceDays, onDecided }: RunProps) {
  const decide = useDecideRun();
  const act = (decision: 'apply' | 'discard') =>
    decide.mutate({ feedId: run.feedId, runId: run.id, decision }, { onSuccess: onDecided });
  return (
    <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-amber-950">
      <p>{heldExplanation(run, graceDays)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => act('apply')} disabled={decide.isPending}>
          Apply this run
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => act('discard')}
          disabled={decide.isPending}
        >
          Discard it
        </Button>
      </div>
      {decide.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(decide.error, 'The run was not decided. Please try again.')}
        </p>
      )}
    </div>
  );
}

/** The run's problems: the file's rows, a fetch failure or the plan's refusal. */
function RunErrors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  const list = (items: readonly string[]) => (
    <ul className="list-disc pl-5 text-slate-700">
      {items.map((error, index) => (
        <li key={index} className="break-words">
          {error}
        </li>
      ))}
    </ul>
  );
  if (errors.length <= ERRORS_SHOWN) return list(errors);
  return (
    <details>
      <summary className="cursor-pointer text-slate-700">
        {errors.length} problems: {errors[0]}
      </summary>
      {list(errors)}
    </details>
  );
}

interface RunProps {
  run: FeedRun;
  graceDays: number;
  /** A held run was applied or discarded (what "Run now" said of it is old news). */
  onDecided: () => void;
}

function RunItem(props: RunProps) {
  const { run } = props;
  // A held run's first line is the guard's reason, said by the explanation below it.
  const errors = run.state === 'held' ? run.errors.slice(1) : run.errors;
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', STATE_TONES[run.state])}>
          {RUN_STATE_LABELS[run.state]}
        </span>
        <time dateTime={new Date(run.startedAt).toISOString()} className="font-medium">
          {TIME.format(run.startedAt)}
        </time>
        <span className="text-slate-700">{runCountsText(run)}</span>
      </div>
      {run.state === 'held' && <p className="font-medium">{run.errors[0]}</p>}
      {run.decidedAt !== null && (
        <p className="text-slate-600">
          {RUN_STATE_LABELS[run.state]} by {run.decidedBy ?? 'an admin'},{' '}
          {TIME.format(run.decidedAt)}
        </p>
      )}
      <RunErrors errors={errors} />
      {run.state === 'held' && <HeldRun {...props} />}
    </li>
  );
}

/** A feed's runs, newest first: when, what it found and did, its problems. */
export function FeedRuns({
  feedId,
  graceDays,
  onDecided,
}: {
  feedId: string;
  graceDays: number;
  onDecided: () => void;
}) {
  const runs = useFeedRuns(feedId);
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Runs</h3>
      <QueryState
        isPending={runs.isPending}
        error={runs.error}
        what="the runs"
        spinnerClassName="py-4"
      >
        {runs.data?.length === 0 ? (
          <p className="text-sm text-slate-600">
            No runs yet. The first run starts within a minute of adding the feed; Run now starts one
            at once.
          </p>
        ) : (
          <ol className="grid gap-2" aria-label="Runs">
            {runs.data?.map((run) => (
              <RunItem key={run.id} run={run} graceDays={graceDays} onDecided={onDecided} />
            ))}
          </ol>
        )}
      </QueryState>
    </div>
  );
}
