import { ScrollText } from 'lucide-react';
import type { PlatformLogEntry } from '@domain/api/super-admin';
import { usePlatformLog } from '../api/get-platform-log';
import { QueryState } from '@/components/ui/query-state';

const ACTION_TEXT: Record<PlatformLogEntry['action'], string> = {
  'trial-extended': 'Trial extended',
  'trial-ended': 'Trial ended',
  'marked-paid': 'Payment recorded',
  'grace-days-set': 'Grace days set',
  cancelled: 'Subscription cancelled',
};

const when = (ms: number) =>
  new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const day = (ms: number) => new Date(ms).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** What an entry's detail says, in words: "$599 · ref BANK-1 · paid to Nov 24, 2027". */
function detailText(entry: PlatformLogEntry): string {
  const d = entry.detail;
  const parts: string[] = [];
  if (typeof d.amount === 'number') parts.push(`$${d.amount.toLocaleString('en-US')}`);
  if (typeof d.reference === 'string') parts.push(`ref ${d.reference}`);
  if (typeof d.invoice === 'string') parts.push(`invoice ${d.invoice}`);
  if (typeof d.days === 'number') parts.push(`${d.days} days`);
  if (typeof d.was === 'number') parts.push(`was ${d.was}`);
  if (typeof d.paidThrough === 'number') parts.push(`paid to ${day(d.paidThrough)}`);
  if (typeof d.trialEndsAt === 'number') parts.push(`trial ends ${day(d.trialEndsAt)}`);
  if (typeof d.effectiveAt === 'number') parts.push(`from ${day(d.effectiveAt)}`);
  if (typeof d.reason === 'string' && d.reason) parts.push(`“${d.reason}”`);
  return parts.join(' · ');
}

/**
 * The platform log (issue #29 item 1): every trial, payment, grace and cancellation action on a
 * dealership's subscription, who took it and when, newest first.
 */
export function PlatformLogPanel() {
  const log = usePlatformLog();
  const entries = log.data ?? [];
  return (
    <section
      aria-labelledby="platform-log-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="platform-log-heading" className="text-lg font-semibold text-slate-900">
          Platform log
        </h2>
        <p className="text-sm text-slate-500">
          Trials, payments, grace days and cancellations, as they were done.
        </p>
      </div>
      <QueryState
        isPending={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        what="the platform log"
      >
        {entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center text-slate-500">
            <ScrollText className="h-8 w-8" aria-hidden />
            Nothing has been done to a subscription yet.
          </div>
        ) : (
          <ol aria-label="Platform log entries" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 px-5 py-3 sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {ACTION_TEXT[entry.action]}
                    {entry.dealershipName && (
                      <span className="font-normal text-slate-500"> · {entry.dealershipName}</span>
                    )}
                  </p>
                  <p className="break-words text-sm text-slate-600">{detailText(entry)}</p>
                </div>
                <p className="text-sm text-slate-500 sm:text-right">
                  {entry.actor}
                  <br />
                  <time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
