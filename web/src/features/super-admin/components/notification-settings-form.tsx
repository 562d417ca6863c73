import { useId, useState, type FormEvent } from 'react';
import { Switch } from 'radix-ui';
import { Loader2 } from 'lucide-react';
import type { NotificationSettings } from '@domain/api/super-admin';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { formatHour } from '../lib/format';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Splits the recipients box on commas, semicolons and new lines. */
export function parseRecipients(text: string): { emails: string[]; invalid: string[] } {
  const entries = text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const emails = [...new Set(entries.map((entry) => entry.toLowerCase()))];
  return { emails, invalid: emails.filter((entry) => !EMAIL.test(entry)) };
}

function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 data-[state=checked]:bg-red-600"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

export function NotificationSettingsForm({
  dealershipId,
  initial,
}: {
  dealershipId: string;
  initial: NotificationSettings;
}) {
  const id = useId();
  const save = useUpdateNotificationSettings(dealershipId);
  const [recipients, setRecipients] = useState(initial.recipients.join('\n'));
  const [events, setEvents] = useState(initial.events);
  const [digestHour, setDigestHour] = useState<number | null>(initial.dailyDigestHour);
  const [recipientsError, setRecipientsError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { emails, invalid } = parseRecipients(recipients);
    if (invalid.length > 0) {
      setRecipientsError(`Not a valid email address: ${invalid.join(', ')}`);
      return;
    }
    setRecipientsError(undefined);
    try {
      await save.mutateAsync({ recipients: emails, events, dailyDigestHour: digestHour });
      setRecipients(emails.join('\n'));
      toast({
        title: 'Notification Settings Saved',
        description: 'The new settings apply from the next alert.',
      });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: messageFromError(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Notification settings">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-recipients`}>Recipients</Label>
        <textarea
          id={`${id}-recipients`}
          rows={4}
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
          aria-invalid={recipientsError ? true : undefined}
          aria-describedby={`${id}-recipients-hint${recipientsError ? ` ${id}-recipients-error` : ''}`}
          placeholder={'gm@dealership.com\nservice@dealership.com'}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-red-600"
        />
        <p id={`${id}-recipients-hint`} className="text-xs text-slate-500">
          One email address per line (or separated by commas).
        </p>
        <FieldError id={`${id}-recipients-error`} message={recipientsError} />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Events</legend>
        <div className="divide-y divide-slate-100">
          <Toggle
            id={`${id}-overdue`}
            label="Make-ready overdue"
            hint="When a vehicle passes the overdue threshold in make-ready."
            checked={events.makeReadyOverdue}
            onChange={(value) => setEvents((current) => ({ ...current, makeReadyOverdue: value }))}
          />
          <Toggle
            id={`${id}-critical`}
            label="Service critical"
            hint="When a service vehicle reaches critical."
            checked={events.serviceCritical}
            onChange={(value) => setEvents((current) => ({ ...current, serviceCritical: value }))}
          />
        </div>
      </fieldset>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-digest`}>Daily digest</Label>
        <select
          id={`${id}-digest`}
          value={digestHour === null ? 'off' : String(digestHour)}
          onChange={(event) =>
            setDigestHour(event.target.value === 'off' ? null : Number(event.target.value))
          }
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <option value="off">Off</option>
          {Array.from({ length: 24 }, (_, hour) => (
            <option key={hour} value={hour}>
              {formatHour(hour)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
