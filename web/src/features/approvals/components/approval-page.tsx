import { useState } from 'react';
import { APPROVAL_REASON_TEXT } from '@domain/work/approval';
import { formatMoney } from '@domain/work/money';
import { WORK_CATEGORY_LABELS, WORK_ITEM_STATE_LABELS } from '@domain/work/work-items';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LinkPageFrame, LinkPageWaiting, linkRefusal, useLinkToken } from '@/components/link-page';
import { useApprovalLink, useDecideFromLink } from '../api/approval-link';

/**
 * The approval link's page (issue #33 item 3): the car, the total and the lines, Approve all,
 * Decline all or line by line with a note. No sign-in; made for a phone.
 */
export function ApprovalPage() {
  const token = useLinkToken();
  const link = useApprovalLink(token);
  const decide = useDecideFromLink(token);
  const [note, setNote] = useState('');
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const view = link.data;

  if (!view)
    return (
      <LinkPageWaiting
        title="Approval"
        heading={APPROVAL_HEADING}
        token={token}
        link={link}
        opensFrom="an approval mail's link"
        expired={EXPIRED}
      />
    );

  const money = { currency: view.currency, locale: view.locale };
  const open = view.state === 'open';
  const waiting = view.lines.filter((line) => line.state === 'awaiting_approval');
  const allChosen = waiting.length > 0 && waiting.every((line) => choices[line.id] !== undefined);
  const noteValue = note.trim() || undefined;

  return (
    <LinkPageFrame title={view.dealershipName}>
      <div className="grid gap-1">
        <h1 className="text-xl font-bold">
          {view.vehicle.year} {view.vehicle.make} {view.vehicle.model}
        </h1>
        <p className="text-slate-600">
          {view.vehicle.color} · Stock {view.vehicle.stockNumber}
        </p>
      </div>
      <p className="text-3xl font-bold tabular-nums" aria-label="Total">
        {formatMoney(view.totalCents, money)}
      </p>
      {open && view.reasons.length > 0 && (
        <p className="text-sm text-slate-600">
          Needs you: {view.reasons.map((reason) => APPROVAL_REASON_TEXT[reason]).join('; ')}
        </p>
      )}
      <ul aria-label="Lines" className="grid gap-2">
        {view.lines.map((line) => (
          <li key={line.id} className="grid gap-2 rounded-lg border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">{line.description}</p>
                <p className="text-sm text-slate-500">{WORK_CATEGORY_LABELS[line.category]}</p>
              </div>
              <p className="font-semibold tabular-nums">{formatMoney(line.totalCents, money)}</p>
            </div>
            {open && line.state === 'awaiting_approval' ? (
              <div
                className="grid grid-cols-2 gap-2"
                role="group"
                aria-label={`Decide ${line.description}`}
              >
                {[true, false].map((approve) => (
                  <Button
                    key={String(approve)}
                    size="sm"
                    variant={
                      choices[line.id] === approve
                        ? approve
                          ? 'default'
                          : 'destructive'
                        : 'outline'
                    }
                    aria-pressed={choices[line.id] === approve}
                    onClick={() => setChoices({ ...choices, [line.id]: approve })}
                  >
                    {approve ? 'Approve' : 'Decline'}
                  </Button>
                ))}
              </div>
            ) : (
              <p
                className={cn(
                  'text-sm font-semibold',
                  line.state === 'declined' ? 'text-red-700' : 'text-green-800',
                )}
              >
                {WORK_ITEM_STATE_LABELS[line.state]}
              </p>
            )}
          </li>
        ))}
      </ul>
      {open ? (
        <div className="grid gap-3">
          <label className="grid gap-1 text-sm font-medium">
            Note (optional)
            <textarea
              className="min-h-20 rounded-md border border-slate-300 p-2 text-base"
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          {allChosen && (
            <Button
              size="lg"
              disabled={decide.isPending}
              onClick={() =>
                decide.mutate({
                  decision: 'lines',
                  lines: waiting.map((line) => ({
                    itemId: line.id,
                    approve: choices[line.id] === true,
                  })),
                  note: noteValue,
                })
              }
            >
              Save my line decisions
            </Button>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="lg"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ decision: 'approve', note: noteValue })}
            >
              Approve all
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ decision: 'decline', note: noteValue })}
            >
              Decline all
            </Button>
          </div>
          {decide.isError && (
            <p role="alert" className="text-sm text-red-700">
              {linkRefusal(decide.error, EXPIRED)}
            </p>
          )}
        </div>
      ) : (
        <p role="status" className="rounded-md bg-green-50 p-3 font-semibold text-green-900">
          Decided. Thank you — the team sees it now.
        </p>
      )}
    </LinkPageFrame>
  );
}

/** What a 410 means for this kind of link. */
const EXPIRED =
  'This link has expired or was already used. The request may have been decided already.';

/** The page's heading until it knows the car (every state of a page has one: axe, screen readers). */
const APPROVAL_HEADING = 'Recon work to approve';
