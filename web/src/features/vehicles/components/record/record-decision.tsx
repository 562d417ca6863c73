import { useState } from 'react';
import type { ApprovalDecision, ApprovalRequest, WorkItem } from '@domain/api/work';
import { formatMoney, type MoneyFormat } from '@domain/work/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A signed-in manager's decision on the record (issue #33 item 3): approve or decline all, or
 * each waiting line, with a note. The server records each decision in the car's history.
 */
export function RecordDecision({
  request,
  items,
  money,
  busy,
  onDecide,
}: {
  request: ApprovalRequest;
  items: readonly WorkItem[];
  money: MoneyFormat;
  busy: boolean;
  onDecide: (decision: ApprovalDecision) => void;
}) {
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const [note, setNote] = useState('');
  const waiting = items.filter(
    (item) => item.requestId === request.id && item.state === 'awaiting_approval',
  );
  const allChosen = waiting.length > 0 && waiting.every((item) => choices[item.id] !== undefined);
  const noteValue = note.trim() || undefined;
  const decide = (decision: ApprovalDecision) =>
    onDecide(noteValue ? { ...decision, note: noteValue } : decision);

  return (
    <div className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm">
      <p className="font-semibold">{formatMoney(request.totalCents, money)} waits for a decision</p>
      {waiting.length > 1 && (
        <ul aria-label="Decide line by line" className="grid gap-1.5">
          {waiting.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2">
              <span className="mr-auto min-w-0 truncate">
                {item.description} · {formatMoney(item.totalCents, money)}
              </span>
              <span role="group" aria-label={`Decide ${item.description}`} className="flex gap-1">
                {[true, false].map((approve) => (
                  <Button
                    key={String(approve)}
                    size="sm"
                    className="h-7"
                    variant={
                      choices[item.id] === approve
                        ? approve
                          ? 'default'
                          : 'destructive'
                        : 'outline'
                    }
                    aria-pressed={choices[item.id] === approve}
                    onClick={() => setChoices({ ...choices, [item.id]: approve })}
                  >
                    {approve ? 'Approve' : 'Decline'}
                  </Button>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Input
        aria-label="Decision note"
        placeholder="Note (optional)"
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {allChosen && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              decide({
                decision: 'lines',
                lines: waiting.map((item) => ({ itemId: item.id, approve: choices[item.id]! })),
              })
            }
          >
            Save line decisions
          </Button>
        )}
        <Button size="sm" disabled={busy} onClick={() => decide({ decision: 'approve' })}>
          Approve all
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => decide({ decision: 'decline' })}
        >
          Decline all
        </Button>
      </div>
    </div>
  );
}
