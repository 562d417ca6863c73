import { useState } from 'react';
import type { Feed } from '@domain/api/feeds';
import { feedIntervalText } from '@domain/feeds/rules';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { messageFromError } from '@/lib/error-message';
import { useFeeds } from '../api/get-feeds';
import { useRunFeed } from '../api/run-feed';
import { AddFeedForm } from './add-feed-form';
import { FeedRuns } from './feed-runs';

function FeedCard({ feed }: { feed: Feed }) {
  const run = useRunFeed();
  return (
    <section
      aria-label={feed.name}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{feed.name}</h2>
          <p className="break-all text-sm text-slate-600">{feed.url}</p>
          <p className="text-sm text-slate-600">
            Runs {feedIntervalText(feed.intervalMinutes)} · archives after {feed.graceDays} days
            missing{feed.hasCredentials ? ' · with credentials' : ''}
          </p>
        </div>
        <Button onClick={() => run.mutate(feed.id)} disabled={run.isPending}>
          {run.isPending ? 'Running…' : 'Run now'}
        </Button>
      </div>
      {run.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(run.error, 'The feed did not run. Please try again.')}
        </p>
      )}
      <FeedRuns feedId={feed.id} />
    </section>
  );
}

/** The admins' inventory feeds (issue #27 item 6): add one, run it, see and decide its runs. */
export function FeedsPage() {
  const feeds = useFeeds();
  const [adding, setAdding] = useState(false);
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Inventory feeds</h1>
        {!adding && <Button onClick={() => setAdding(true)}>Add feed</Button>}
      </div>
      <p className="text-sm text-slate-600">
        A feed updates the lot by itself from the dealer's inventory file. A run much shorter than
        usual is held until an admin applies or discards it.
      </p>
      {adding && <AddFeedForm onDone={() => setAdding(false)} />}
      <QueryState isPending={feeds.isPending} error={feeds.error} what="feeds">
        {feeds.data?.length === 0 ? (
          <p className="text-sm text-slate-600">No feeds yet.</p>
        ) : (
          feeds.data?.map((feed) => <FeedCard key={feed.id} feed={feed} />)
        )}
      </QueryState>
    </div>
  );
}
