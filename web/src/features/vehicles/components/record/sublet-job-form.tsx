import { useState, type FormEvent } from 'react';
import type { Vendor, VendorJobCreate } from '@domain/api/vendors';
import type { BusinessCalendar } from '@domain/recon/business-calendar';
import { defaultDueAt, fromLocalInput, toLocalInput } from '@domain/vendors/due';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { amountMessage, parseMoney } from '@domain/work/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * Sends the car to a vendor: who, what, the quote, and when it is due (two business days).
 * From a sublet work item it starts with the item's description and estimate, and the job
 * links to the item.
 */
export function SubletJobForm({
  vendors,
  calendar,
  locale,
  now,
  busy,
  onSend,
  from,
  onCancel,
}: {
  vendors: readonly Vendor[];
  calendar: BusinessCalendar;
  locale: string;
  now: number;
  busy: boolean;
  onSend: (job: VendorJobCreate) => void;
  from?: { workItemId: string; description: string; estimateCents: number };
  onCancel?: () => void;
}) {
  const zone = calendar.timeZone;
  const [vendorId, setVendorId] = useState(vendors[0]?.id ?? '');
  const [what, setWhat] = useState(from?.description ?? '');
  const [quote, setQuote] = useState(from ? String(from.estimateCents / 100) : '');
  const [due, setDue] = useState(() => toLocalInput(defaultDueAt(now, calendar), zone));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!vendorId) return setError('Pick a vendor');
    if (!what.trim()) return setError('Say what the vendor should do');
    const money = parseMoney(quote, locale);
    if ('problem' in money) return setError(amountMessage('Quote', money.problem));
    const dueAt = fromLocalInput(due, zone);
    if (dueAt === null || dueAt <= now) return setError('Due: a time from now on');
    setError(null);
    onSend({
      vendorId,
      ...(from ? { workItemId: from.workItemId } : {}),
      what: what.trim(),
      quoteCents: money.cents,
      dueAt,
    });
    setWhat('');
    setQuote('');
  };

  return (
    <form
      onSubmit={submit}
      aria-label={from ? `Send ${from.description} to a vendor` : 'Send to a vendor'}
      className="grid gap-2 rounded-md border border-slate-200 p-3"
    >
      <NativeSelect
        aria-label="Vendor"
        value={vendorId}
        onChange={(event) => setVendorId(event.target.value)}
      >
        {vendors.map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendor.name} ({VENDOR_TRADE_LABELS[vendor.trade]})
          </option>
        ))}
      </NativeSelect>
      <Input
        aria-label="Job for the vendor"
        placeholder="e.g. Replace windshield"
        value={what}
        onChange={(event) => setWhat(event.target.value)}
      />
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2 max-sm:grid-cols-2">
        <Input
          aria-label="Quoted amount"
          inputMode="decimal"
          placeholder="Quote 0.00"
          value={quote}
          onChange={(event) => setQuote(event.target.value)}
        />
        <Input
          aria-label="Due"
          type="datetime-local"
          value={due}
          onChange={(event) => setDue(event.target.value)}
        />
        <span className="flex gap-1 max-sm:col-span-2">
          <Button type="submit" size="sm" disabled={busy}>
            Send job
          </Button>
          {onCancel && (
            <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
