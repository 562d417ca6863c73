import { useState } from 'react';
import type { VendorQueue } from '@domain/api/vendors';
import { fromLocalInput, toLocalInput } from '@domain/vendors/due';
import { amountMessage, formatMoney, parseMoney, type MoneyFormat } from '@domain/work/money';
import { Button } from '@/components/ui/button';
import { LinkPageFrame, LinkPageWaiting, linkRefusal, useLinkToken } from '@/components/link-page';
import { useActOnVendorLink, useVendorLink } from '../api/vendor-link';
import { VendorJobPhotos } from './vendor-job-photos';

type Job = VendorQueue['jobs'][number];
type Act = ReturnType<typeof useActOnVendorLink>;

const STATE_TEXT: Record<Job['state'], string> = {
  sent: 'New',
  accepted: 'Accepted',
  done: 'Done',
  cancelled: 'Cancelled by the dealership',
};

function when(at: number, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

function JobCard({
  job,
  money,
  timeZone,
  act,
  token,
}: {
  token: string;
  job: Job;
  money: MoneyFormat;
  timeZone: string;
  act: Act;
}) {
  const [back, setBack] = useState(() => toLocalInput(job.backAt ?? job.dueAt, timeZone));
  const [notes, setNotes] = useState(job.notes ?? '');
  const [billed, setBilled] = useState(() => formatMoney(job.quoteCents, money));
  const [billedError, setBilledError] = useState<string | null>(null);
  const open = job.state === 'sent' || job.state === 'accepted';
  const car = `${String(job.vehicle.year)} ${job.vehicle.make} ${job.vehicle.model}`;
  const run = (action: Parameters<Act['mutate']>[0]) => act.mutate(action);
  const backAt = fromLocalInput(back, timeZone);
  const markDone = () => {
    const amount = parseMoney(billed, money.locale);
    if ('problem' in amount) return setBilledError(amountMessage('Amount', amount.problem));
    setBilledError(null);
    run({ jobId: job.id, action: 'done', billedCents: amount.cents });
  };

  return (
    <li
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-label={`${job.what}, ${car}`}
    >
      <div className="grid gap-0.5">
        <p className="text-lg font-bold">{job.what}</p>
        <p className="text-slate-700">
          {car}, {job.vehicle.color} · Stock {job.vehicle.stockNumber}
        </p>
        {job.vehicle.vin && <p className="text-sm text-slate-500">VIN {job.vehicle.vin}</p>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Due</dt>
        <dd className="font-semibold">{when(job.dueAt, timeZone)}</dd>
        <dt className="text-slate-500">Quoted</dt>
        <dd>{formatMoney(job.quoteCents, money)}</dd>
        <dt className="text-slate-500">State</dt>
        <dd className="font-semibold" data-testid="vendor-job-state">
          {STATE_TEXT[job.state]}
        </dd>
        {job.backAt !== null && (
          <>
            <dt className="text-slate-500">Back</dt>
            <dd>{when(job.backAt, timeZone)}</dd>
          </>
        )}
      </dl>
      {open && (
        <div className="grid gap-3">
          {job.state === 'sent' && (
            <Button
              size="lg"
              disabled={act.isPending}
              onClick={() => run({ jobId: job.id, action: 'accept' })}
            >
              Accept job
            </Button>
          )}
          <label className="grid gap-1 text-sm font-medium">
            The car will be back
            <span className="flex gap-2">
              <input
                type="datetime-local"
                className="min-w-0 flex-1 rounded-md border border-slate-300 p-2 text-base"
                value={back}
                onChange={(event) => setBack(event.target.value)}
              />
              <Button
                variant="outline"
                disabled={act.isPending || backAt === null}
                onClick={() => backAt !== null && run({ jobId: job.id, action: 'back', backAt })}
              >
                Save
              </Button>
            </span>
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Notes
            <textarea
              className="min-h-20 rounded-md border border-slate-300 p-2 text-base"
              value={notes}
              maxLength={1000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={act.isPending || notes.trim() === ''}
            onClick={() => run({ jobId: job.id, action: 'note', notes: notes.trim() })}
          >
            Save notes
          </Button>
          <VendorJobPhotos token={token} jobId={job.id} />
          <label className="grid gap-1 text-sm font-medium">
            Amount you bill
            <input
              inputMode="decimal"
              className="rounded-md border border-slate-300 p-2 text-base"
              value={billed}
              onChange={(event) => setBilled(event.target.value)}
            />
          </label>
          {billedError && (
            <p role="alert" className="text-sm text-red-700">
              {billedError}
            </p>
          )}
          <Button size="lg" disabled={act.isPending} onClick={markDone}>
            Mark done
          </Button>
        </div>
      )}
      {job.state === 'done' && job.doneAt !== null && (
        <p role="status" className="rounded-md bg-green-50 p-3 font-semibold text-green-900">
          Marked done {when(job.doneAt, timeZone)}. Thank you — the dealership sees it now.
        </p>
      )}
    </li>
  );
}

/**
 * The vendor link's page (issue #31 item 2): the job it was sent for and every other open job
 * of the vendor at this dealership ("my queue"), each to accept, date, note and mark done. No
 * sign-in; made for a phone.
 */
export function VendorPage() {
  const token = useLinkToken();
  const link = useVendorLink(token);
  const act = useActOnVendorLink(token);
  const queue = link.data;

  if (!queue)
    return (
      <LinkPageWaiting
        title="Vendor jobs"
        heading={VENDOR_HEADING}
        token={token}
        link={link}
        opensFrom="a job mail's link"
        expired={EXPIRED}
      />
    );

  const money = { currency: queue.currency, locale: queue.locale };
  const open = queue.jobs.filter((job) => job.state === 'sent' || job.state === 'accepted');
  return (
    <LinkPageFrame title={queue.dealershipName}>
      <div className="grid gap-1">
        <h1 className="text-xl font-bold">Jobs for {queue.vendorName}</h1>
        <p className="text-slate-600">
          {open.length === 1 ? '1 open job' : `${String(open.length)} open jobs`} with{' '}
          {queue.dealershipName}
        </p>
      </div>
      {act.isError && (
        <p role="alert" className="text-sm text-red-700">
          {linkRefusal(act.error, EXPIRED)}
        </p>
      )}
      <ul aria-label="Jobs" className="grid gap-3">
        {queue.jobs.map((job) => (
          <JobCard
            key={`${job.id}-${job.state}`}
            job={job}
            money={money}
            timeZone={queue.timeZone}
            act={act}
            token={token}
          />
        ))}
      </ul>
    </LinkPageFrame>
  );
}

/** What a 410 means for this kind of link. */
const EXPIRED = 'This link has expired: its job was closed more than 14 days ago.';

/** The page's heading until it knows the vendor (every state of a page has one). */
const VENDOR_HEADING = 'Your jobs';
