import type { FeedRun } from '@domain/api/feeds';
import { Button } from '@/components/ui/button';
import { messageFromError } from '@/lib/error-message';
import { useDecideRun } from '../api/decide-run';
import { useFeedRuns } from '../api/get-feed-runs';

const STATE_LABELS: Record<FeedRun['state'], string> = {
  applied: 'Applied',
  held: 'Held',
  discarded: 'Discarded',
  failed: 'Failed',
};

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function countsText(run: FeedRun): string {
  return `${run.rows} rows · added ${run.added} · updated ${run.updated} · unchanged ${run.unchanged} · missing ${run.missing} · archived ${run.archived}`;
}

/** A held run: what applying it would do, and the admin's Apply or Discard. */
function HeldRun({ run }: { run: FeedRun }) {
  const decide = useDecideRun();
  const act = (decision: 'apply' | 'discard') =>
    decide.mutate({ feedId: run.feedId, runId: run.id, decision });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => act('apply')} disabled={decide.isPending}>
        Apply
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => act('discard')}
        disabled={decide.isPending}
      >
        Discard
      </Button>
      {decide.error && (
        <span role="alert" className="text-sm text-red-700">
          {messageFromError(decide.error, 'The run was not decided. Please try again.')}
        </span>
      )}
    </div>
  );
}

/** A feed's runs, newest first: when, what it found and did, its problems. */
export function FeedRuns({ feedId }: { feedId: string }) {
  const { data: runs = [] } = useFeedRuns(feedId);
  if (runs.length === 0) return <p className="text-sm text-slate-600">No runs yet.</p>;
  return (
    <ol className="grid gap-2" aria-label="Runs">
      {runs.map((run) => (
        <li key={run.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">
              {STATE_LABELS[run.state]} · {TIME.format(run.startedAt)}
            </span>
            <span className="text-slate-600">{countsText(run)}</span>
          </div>
          {run.errors.length > 0 && (
            <ul className="list-disc pl-5 text-slate-700">
              {run.errors.slice(0, 20).map((error, index) => (
                <li key={index}>{error}</li>
              ))}
            </ul>
          )}
          {run.state === 'held' && <HeldRun run={run} />}
        </li>
      ))}
    </ol>
  );
}
