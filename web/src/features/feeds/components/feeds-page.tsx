import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { useFeeds } from '../api/get-feeds';
import { FeedCard } from './feed-card';
import { FeedForm } from './feed-form';

/** What a feed is, for an admin who has none yet. */
function NoFeeds({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">No feeds yet</p>
      <p>
        If your website provider, DMS or listing service publishes your inventory as a file at an
        address (CSV or .xlsx), add it here: LotReady reads it on a schedule, adds new cars, updates
        the details the file owns, and archives cars that have left the file.
      </p>
      <p>
        You need the file's address, its user name and password if it has one, and its first line.
      </p>
      <Button onClick={onAdd}>Add your first feed</Button>
    </div>
  );
}

/** The admins' inventory feeds (issue #27 item 6): add, change, run, and decide held runs. */
export function FeedsPage() {
  const feeds = useFeeds();
  const [adding, setAdding] = useState(false);
  const none = feeds.data?.length === 0;
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Inventory feeds</h1>
        {!adding && !none && <Button onClick={() => setAdding(true)}>Add feed</Button>}
      </div>
      <p className="text-sm text-slate-600">
        A feed updates the lot by itself from your inventory file. A staff edit in LotReady is kept
        over the file, and a run much shorter than usual is held until an admin applies or discards
        it.
      </p>
      {adding && <FeedForm onDone={() => setAdding(false)} />}
      <QueryState
        isPending={feeds.isPending}
        error={feeds.error}
        what="the feeds"
        // The query shows its own state again; nothing waits for the refetch.
        onRetry={() => void feeds.refetch()}
      >
        {none
          ? !adding && <NoFeeds onAdd={() => setAdding(true)} />
          : feeds.data?.map((feed) => <FeedCard key={feed.id} feed={feed} />)}
      </QueryState>
    </div>
  );
}
