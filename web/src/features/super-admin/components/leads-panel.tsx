import { Building2, Inbox } from 'lucide-react';
import type { Lead } from '@domain/api/leads';
import { LEAD_SOURCE_LABELS } from '@domain/api/leads';
import { dealershipPrefillFromLead } from '@domain/follow-up';
import { Button } from '@/components/ui/button';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useLeads } from '../api/get-leads';
import { useUpdateLeadFollowUp } from '../api/update-follow-up';
import { CreateDealershipDialog } from './create-dealership-dialog';
import { FollowUpEditor } from './follow-up-editor';
import { QueryState } from '@/components/ui/query-state';
import { ReplyClock } from './reply-clock';

/**
 * The public site's demo requests, signups and pilot applications (spec 7), each followed up
 * here (issue #29): status, owner and notes, the time since it arrived against the 24-hour
 * reply, and the dealership created from it in one step.
 */
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
          Demo requests, signups and pilot applications, newest first. Each was mailed to sales when
          it arrived; the site promises a reply within 24 hours.
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
              <LeadItem key={lead.id} lead={lead} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function LeadItem({ lead }: { lead: Lead }) {
  const update = useUpdateLeadFollowUp();
  const markWon = () =>
    update.mutate(
      { id: lead.id, patch: { status: 'won' } },
      {
        onError: (error) =>
          toast({
            title: 'Lead not marked won',
            description: messageFromError(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li aria-label={lead.name} className="grid gap-1 px-5 py-4 sm:grid-cols-[1fr_auto]">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {lead.name}
          {lead.company && <span className="font-normal text-slate-500"> · {lead.company}</span>}
        </p>
        <p className="text-sm">
          <a
            href={`mailto:${lead.email}`}
            className="break-all text-red-700 underline-offset-4 hover:underline"
          >
            {lead.email}
          </a>
          {lead.phone && <span className="text-slate-500"> · {lead.phone}</span>}
        </p>
        {lead.message && (
          <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{lead.message}</p>
        )}
        {/* Keyed by the saved values, so a refetch after saving starts the form from them. */}
        <FollowUpEditor
          key={`${lead.status}|${lead.owner ?? ''}|${lead.notes}`}
          who={lead.name}
          value={lead}
          save={(patch) => update.mutateAsync({ id: lead.id, patch })}
        />
      </div>
      <div className="flex flex-wrap items-start gap-2 text-xs text-slate-500 sm:flex-col sm:items-end">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
          {LEAD_SOURCE_LABELS[lead.source] ?? lead.source}
        </span>
        <ReplyClock status={lead.status} arrivedAt={lead.createdAt} />
        <CreateDealershipDialog
          prefill={dealershipPrefillFromLead(lead)}
          onCreated={markWon}
          trigger={
            <Button size="sm" variant="outline">
              <Building2 className="h-4 w-4" aria-hidden />
              Create dealership from this lead
            </Button>
          }
        />
      </div>
    </li>
  );
}
