import { useState } from 'react';
import type { Feed } from '@domain/api/feeds';
import { feedIntervalText } from '@domain/feeds/rules';
import { Button } from '@/components/ui/button';
import { useMinuteNow } from '@/lib/clock';
import { messageFromError } from '@/lib/error-message';
import { useDeleteFeed } from '../api/delete-feed';
import { useRunFeed } from '../api/run-feed';
import { runResultText } from '../model/run-text';
import { FeedForm } from './feed-form';
import { FeedRuns } from './feed-runs';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Delete, asked twice: the feed and its runs go, its vehicles stay. */
function DeleteFeed({ feed }: { feed: Feed }) {
  const remove = useDeleteFeed();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Delete
      </Button>
    );
  return (
    <div className="grid basis-full gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p>
        Delete {feed.name}? It stops running and its runs are removed; the vehicles it added stay on
        the lot.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate(feed.id)}
        >
          Delete the feed
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
      {remove.error && (
        <p role="alert" className="text-red-700">
          {messageFromError(remove.error, 'The feed was not deleted. Please try again.')}
        </p>
      )}
    </div>
  );
}

/** One feed: where and how often it reads, its actions, the last "Run now" and its runs. */
export function FeedCard({ feed }: { feed: Feed }) {
  const run = useRunFeed();
  const [editing, setEditing] = useState(false);
  const now = useMinuteNow();
  // A new feed is due at once; the scheduler's next pass (each minute) claims it.
  const next =
    feed.nextRunAt <= now ? 'next within a minute' : `next ${TIME.format(feed.nextRunAt)}`;
  if (editing) return <FeedForm feed={feed} onDone={() => setEditing(false)} />;
  return (
    <section
      aria-label={feed.name}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{feed.name}</h2>
        <p className="break-all text-sm text-slate-600">{feed.url}</p>
        <p className="text-sm text-slate-600">
          Runs {feedIntervalText(feed.intervalMinutes)}, {next} · archives a car missing for{' '}
          {feed.graceDays} days
          {feed.hasCredentials ? ' · signs in with a saved user name' : ''}
        </p>
        {feed.hostKey && (
          <p className="break-all text-sm text-slate-600">
            Trusts the SFTP server's key {feed.hostKey}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <Button onClick={() => run.mutate(feed.id)} disabled={run.isPending}>
          {run.isPending ? 'Running…' : 'Run now'}
        </Button>
        <Button variant="outline" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <DeleteFeed feed={feed} />
      </div>
      {run.data && !run.isPending && (
        <p
          role="status"
          className={
            run.data.state === 'applied' ? 'text-sm text-emerald-800' : 'text-sm text-amber-900'
          }
        >
          {runResultText(run.data)}
        </p>
      )}
      {run.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(run.error, 'The feed did not run. Please try again.')}
        </p>
      )}
      <FeedRuns feedId={feed.id} graceDays={feed.graceDays} onDecided={() => run.reset()} />
    </section>
  );
}
