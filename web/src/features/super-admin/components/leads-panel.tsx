import { Inbox } from 'lucide-react';
import { useLeads } from '../api/get-leads';
import { formatDate } from '../lib/format';
import { QueryState } from './query-state';

const SOURCE_LABELS: Record<string, string> = {
  inline_form: 'Landing form',
  request_demo: 'Demo request',
  demo_signup: 'Demo signup',
  pilot_program: 'Pilot program',
};

export function LeadsPanel() {
  const leads = useLeads();
  const list = leads.data ?? [];

  return (
    <section
      aria-labelledby="leads-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id="leads-heading" className="text-lg font-semibold text-slate-900">
          Leads
        </h2>
        <p className="text-sm text-slate-500">
          Demo requests, signups and pilot applications, newest first.
        </p>
      </div>
      <QueryState
        isPending={leads.isPending}
        error={leads.error}
        onRetry={() => void leads.refetch()}
        what="leads"
      >
        {list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center text-slate-500">
            <Inbox className="h-8 w-8" aria-hidden />
            No leads yet.
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((lead) => (
              <li key={lead.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {lead.name}
                    {lead.company && (
                      <span className="font-normal text-slate-500"> · {lead.company}</span>
                    )}
                  </p>
                  <p className="text-sm">
                    <a
                      href={`mailto:${lead.email}`}
                      className="text-red-700 underline-offset-4 hover:underline"
                    >
                      {lead.email}
                    </a>
                    {lead.phone && <span className="text-slate-500"> · {lead.phone}</span>}
                  </p>
                  {lead.message && (
                    <p className="mt-1 whitespace-pre-line text-sm text-slate-600">
                      {lead.message}
                    </p>
                  )}
                </div>
                <div className="flex items-start gap-2 text-xs text-slate-500 sm:flex-col sm:items-end">
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                    {SOURCE_LABELS[lead.source] ?? lead.source}
                  </span>
                  <span>{formatDate(lead.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
