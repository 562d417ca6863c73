import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { FollowUpPatch } from '@domain/api/follow-up';
import { FOLLOW_UP_NOTES_MAX, FOLLOW_UP_OWNER_MAX } from '@domain/api/follow-up';
import {
  FOLLOW_UP_STATUSES,
  FOLLOW_UP_STATUS_LABELS,
  type FollowUpStatus,
} from '@domain/follow-up';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';

interface FollowUp {
  status: FollowUpStatus;
  owner: string | null;
  notes: string;
}

interface FollowUpEditorProps {
  /** Names the entry for screen readers: "Follow-up of Dana Dealer". */
  who: string;
  value: FollowUp;
  save: (patch: FollowUpPatch) => Promise<unknown>;
}

/**
 * A lead's or support request's status, owner and notes (issue #29), saved together. Starts
 * from what the server holds; a refetch after saving brings the saved values back.
 */
export function FollowUpEditor({ who, value, save }: FollowUpEditorProps) {
  const [status, setStatus] = useState<FollowUpStatus>(value.status);
  const [owner, setOwner] = useState(value.owner ?? '');
  const [notes, setNotes] = useState(value.notes);
  const [saving, setSaving] = useState(false);
  const changed =
    status !== value.status || owner.trim() !== (value.owner ?? '') || notes !== value.notes;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save({ status, owner, notes });
      toast({
        title: 'Follow-up saved',
        description: `${who}: ${FOLLOW_UP_STATUS_LABELS[status]}`,
      });
    } catch (error) {
      toast({
        title: 'Follow-up not saved',
        description: messageFromError(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Follow-up of ${who}`}
      className="mt-3 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[10rem_1fr]"
    >
      <FormField label="Status">
        <NativeSelect
          value={status}
          onChange={(event) => setStatus(event.target.value as FollowUpStatus)}
        >
          {FOLLOW_UP_STATUSES.map((option) => (
            <option key={option} value={option}>
              {FOLLOW_UP_STATUS_LABELS[option]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Owner">
        <Input
          value={owner}
          maxLength={FOLLOW_UP_OWNER_MAX}
          placeholder="Who follows it up"
          onChange={(event) => setOwner(event.target.value)}
        />
      </FormField>
      <FormField label="Notes" className="sm:col-span-2">
        <textarea
          value={notes}
          maxLength={FOLLOW_UP_NOTES_MAX}
          rows={2}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" size="sm" disabled={!changed || saving}>
          {saving && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          Save follow-up
        </Button>
      </div>
    </form>
  );
}
