import type { Vehicle } from '@domain/api/vehicles';
import type { VendorJob } from '@domain/api/vendors';
import { can } from '@domain/permissions';
import { lateByMs } from '@domain/vendors/jobs';
import { lateText } from '@domain/vendors/due';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import { Button } from '@/components/ui/button';
import { useMinuteNow } from '@/lib/clock';
import { useWriteAccess } from '@/lib/write-access';
import {
  useChangeVendorJobs,
  useVehicleVendorJobs,
  useVendorChoices,
} from '@/features/vehicles/api/vendor-jobs';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { SubletJobForm } from './sublet-job-form';

export const STATE_TEXT: Record<VendorJob['state'], string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  done: 'Done',
  cancelled: 'Cancelled',
};

function when(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

function JobRow({
  job,
  money,
  timeZone,
  now,
  editable,
  busy,
  onChange,
}: {
  job: VendorJob;
  money: MoneyFormat;
  timeZone: string;
  now: number;
  editable: boolean;
  busy: boolean;
  onChange: (kind: 'cancel' | 'reopen') => void;
}) {
  const late = lateByMs(job, now);
  const open = job.state === 'sent' || job.state === 'accepted';
  return (
    <li
      className="grid gap-1 rounded-md border border-slate-200 p-2 text-sm"
      data-testid="sublet-job"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {VENDOR_TRADE_LABELS[job.trade]} · {job.vendorName}
        </span>
        <span className="font-semibold">
          {STATE_TEXT[job.state]}
          {late > 0 && <span className="text-red-700"> · {lateText(late)}</span>}
        </span>
      </div>
      <p>
        {job.what} · {formatMoney(job.billedCents ?? job.quoteCents, money)}
        {job.billedCents !== null && job.billedCents !== job.quoteCents && ' billed'}
      </p>
      <p className="text-slate-600">
        Due {when(job.dueAt, timeZone)}
        {job.backAt !== null && ` · back ${when(job.backAt, timeZone)}`}
        {job.doneAt !== null && ` · done ${when(job.doneAt, timeZone)}`}
      </p>
      {job.vendorNotes && <p className="text-slate-600">Vendor: {job.vendorNotes}</p>}
      {editable && (open || job.state === 'done') && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() => onChange(open ? 'cancel' : 'reopen')}
        >
          {open ? 'Cancel job' : 'Reopen job'}
        </Button>
      )}
    </li>
  );
}

/**
 * What the record's sublets and a sublet work item both work from: the car's jobs, the active
 * vendors to send to, whether this person may send, and the dealership's zone for due days.
 */
export function useSubletJobs(vehicle: Vehicle) {
  const { role, config } = useVehicleWorkspace();
  const { readOnly } = useWriteAccess();
  const now = useMinuteNow();
  const jobs = useVehicleVendorJobs(vehicle.id, vehicle.version);
  const vendors = useVendorChoices();
  const change = useChangeVendorJobs(vehicle.id);
  return {
    config,
    now,
    jobs,
    change,
    vendors,
    editable: can(role, 'vehicles.edit') && !readOnly,
    active: (vendors.data?.vendors ?? []).filter((vendor) => vendor.active),
    timeZone: config.businessHours.timeZone,
  };
}

/**
 * The record's sublets (issue #31 item 2): the car's jobs at outside vendors, late ones named,
 * and sending a new one. Photos from the vendor's link will show with their job once #31's
 * photos are merged.
 */
export function RecordSublets({ vehicle }: { vehicle: Vehicle }) {
  const { config, now, jobs, change, vendors, editable, active, timeZone } = useSubletJobs(vehicle);
  const list = jobs.data?.jobs ?? [];

  return (
    <section aria-labelledby="record-sublets-title" className="grid gap-3">
      <h3 id="record-sublets-title" className="text-sm font-semibold text-slate-500">
        Sublets
      </h3>
      {list.length > 0 ? (
        <ul aria-label="Sublet jobs" className="grid gap-1.5">
          {list.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              money={config.work}
              timeZone={timeZone}
              now={now}
              editable={editable}
              busy={change.isPending}
              onChange={(kind) => change.mutate({ kind, jobId: job.id, version: job.version })}
            />
          ))}
        </ul>
      ) : (
        jobs.isSuccess && <p className="text-sm text-slate-500">No job at a vendor.</p>
      )}
      {editable &&
        (active.length > 0 ? (
          <SubletJobForm
            vendors={active}
            calendar={config.businessHours}
            locale={config.work.locale}
            now={now}
            busy={change.isPending}
            onSend={(job) => change.mutate({ kind: 'send', job })}
          />
        ) : (
          vendors.isSuccess && (
            <p className="text-sm text-slate-500">
              No vendor yet: a manager adds them on the Vendors page.
            </p>
          )
        ))}
    </section>
  );
}
