import { useState, type FormEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { messageFromError } from '@/lib/error-message';

interface ConfirmActionDialogProps {
  /** The button that opens the dialog: its text and accessible name. */
  trigger: string;
  triggerLabel: string;
  triggerVariant?: 'default' | 'outline';
  title: string;
  description: ReactNode;
  /** The confirming button's text. */
  confirm: string;
  /** Fields the action needs (a payment's amount and reference), if any. */
  children?: ReactNode;
  /** Whether the fields are complete enough to confirm. */
  ready?: boolean;
  onOpen?: () => void;
  /** Runs the action; a thrown error is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
}

/**
 * A super-admin action on a dealership's trial or payment, confirmed before it runs (issue
 * #29): it changes what the dealership can do, and it is written to the platform log.
 */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setError(null);
    if (next) props.onOpen?.();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.ready === false) return;
    setPending(true);
    setError(null);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(messageFromError(failure, 'That did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          size="sm"
          variant={props.triggerVariant ?? 'outline'}
          aria-label={props.triggerLabel}
        >
          {props.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent title={props.title} description={props.description}>
        <form className="grid gap-3" onSubmit={(event) => void submit(event)}>
          {props.children}
          <p className="text-sm text-slate-600">This is written to the platform log.</p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || props.ready === false}>
              {pending && (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              {props.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
