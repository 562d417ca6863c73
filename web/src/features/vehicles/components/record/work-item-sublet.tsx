import { useState } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { VendorJob } from '@domain/api/vendors';
import type { WorkItem } from '@domain/api/work';
import { subletChipText } from '@domain/vendors/chip';
import { isOpenJob, lateByMs } from '@domain/vendors/jobs';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { STATE_TEXT, useSubletJobs } from './record-sublets';
import { SubletJobForm } from './sublet-job-form';

/** The item's newest job: a cancelled one may have been sent again. */
function latestJobOf(jobs: readonly VendorJob[], itemId: string): VendorJob | null {
  return jobs
    .filter((job) => job.workItemId === itemId)
    .reduce<VendorJob | null>(
      (latest, job) => (!latest || job.sentAt > latest.sentAt ? job : latest),
      null,
    );
}

/**
 * A sublet work item's vendor job (issue #31 item 2): its chip ("Glass · due Thu · Sent ·
 * Clearview Glass"), and "Send to vendor" with the item's description and estimate.
 */
export function WorkItemSublet({ vehicle, item }: { vehicle: Vehicle; item: WorkItem }) {
  const { config, now, jobs, change, editable, active, timeZone: zone } = useSubletJobs(vehicle);
  const [sending, setSending] = useState(false);
  const job = latestJobOf(jobs.data?.jobs ?? [], item.id);
  const open = job !== null && isOpenJob(job.state);
  const chip =
    job &&
    [
      open ? subletChipText(job, now, zone) : VENDOR_TRADE_LABELS[job.trade],
      STATE_TEXT[job.state],
      job.vendorName,
    ].join(' · ');

  return (
    <>
      {(job || (editable && !open && !sending && active.length > 0)) && (
        <div className="flex flex-wrap items-center gap-2">
          {chip && (
            <span
              className={cn(
                'rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900',
                open && lateByMs(job, now) > 0 && 'bg-red-100 text-red-900',
              )}
              data-testid="work-item-sublet"
            >
              {chip}
            </span>
          )}
          {editable && !open && !sending && active.length > 0 && (
            <Button
              size="sm"
              variant="outline"
              className="ml-auto h-7"
              onClick={() => setSending(true)}
            >
              Send to vendor
            </Button>
          )}
        </div>
      )}
      {sending && editable && (
        <SubletJobForm
          vendors={active}
          calendar={config.businessHours}
          locale={config.work.locale}
          now={now}
          busy={change.isPending}
          from={{
            workItemId: item.id,
            description: item.description,
            estimateCents: item.totalCents,
          }}
          onCancel={() => setSending(false)}
          onSend={(sent) =>
            change.mutate({ kind: 'send', job: sent }, { onSuccess: () => setSending(false) })
          }
        />
      )}
    </>
  );
}
