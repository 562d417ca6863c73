import { LifeBuoy } from 'lucide-react';
import { useSupportRequests } from '../api/get-support-requests';
import { useUpdateSupportFollowUp } from '../api/update-follow-up';
import { FollowUpEditor } from './follow-up-editor';
import { QueryState } from '@/components/ui/query-state';
import { ReplyClock } from './reply-clock';

/**
 * Contact-form messages; priority-support dealerships first (decision 0032). Each was mailed to
 * support when it arrived and is followed up here (issue #29): status, owner, notes, and the
 * time since it arrived against the 24-hour reply.
 */
export function SupportPanel() {
  const requests = useSupportRequests();
  const update = useUpdateSupportFollowUp();
  const list = requests.data ?? [];
  return (
    <section
      aria-labelledby="support-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="support-heading" className="text-lg font-semibold text-slate-900">
          Support requests
        </h2>
        <p className="text-sm text-slate-500">
          From the contact page. Priority support (the complete platform and trials) first.
        </p>
      </div>
      <QueryState
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        what="support requests"
      >
        {list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center text-slate-500">
            <LifeBuoy className="h-8 w-8" aria-hidden />
            No support requests yet.
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((entry) => (
              <li
                key={entry.id}
                aria-label={entry.name}
                className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto]"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {entry.name}
                    {(entry.dealership?.name ?? entry.company) && (
                      <span className="font-normal text-slate-500">
                        {' '}
                        · {entry.dealership?.name ?? entry.company}
                      </span>
                    )}
                  </p>
                  <p className="text-sm">
                    <a
                      href={`mailto:${entry.email}`}
                      className="break-all text-red-700 underline-offset-4 hover:underline"
                    >
                      {entry.email}
                    </a>
                    {entry.phone && <span className="text-slate-500"> · {entry.phone}</span>}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{entry.message}</p>
                  <FollowUpEditor
                    key={`${entry.status}|${entry.owner ?? ''}|${entry.notes}`}
                    who={entry.name}
                    value={entry}
                    save={(patch) => update.mutateAsync({ id: entry.id, patch })}
                  />
                </div>
                <div className="flex items-start gap-2 text-xs text-slate-500 sm:flex-col sm:items-end">
                  {entry.priority && (
                    <span className="rounded-full bg-red-50 px-2 py-0.5 font-semibold text-red-800">
                      Priority
                    </span>
                  )}
                  <ReplyClock status={entry.status} arrivedAt={entry.createdAt} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
