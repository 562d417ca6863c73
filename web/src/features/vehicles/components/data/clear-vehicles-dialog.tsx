import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { messageFromError } from '@/lib/error-message';
import { useClearVehicles } from '@/features/vehicles/api/clear-vehicles';
import { verifyPassword } from '@/features/vehicles/api/verify-password';
import {
  DEMO_CLEARED_DESCRIPTION,
  DEMO_CLEARED_TITLE,
  DEMO_CLEAR_ERROR_FALLBACK,
  DEMO_CLEAR_ERROR_TITLE,
  PASSWORD_CHECK_FAILED,
  PASSWORD_INCORRECT,
  PASSWORD_REQUIRED,
} from '@domain/vehicle/messages';

interface ClearVehiclesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string | null;
}

/** Spec 4.3 clear-all flow: password prompt → POST /api/auth/login → DELETE clear call. */
export function ClearVehiclesDialog({ open, onOpenChange, username }: ClearVehiclesDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clear = useClearVehicles();

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(PASSWORD_REQUIRED);
    setBusy(true);
    setError(null);
    const check = await verifyPassword(username ?? '', password);
    if (check !== 'ok') {
      setBusy(false);
      return setError(check === 'incorrect' ? PASSWORD_INCORRECT : PASSWORD_CHECK_FAILED);
    }
    try {
      await clear.mutateAsync();
      toast({ title: DEMO_CLEARED_TITLE, description: DEMO_CLEARED_DESCRIPTION });
      close(false);
    } catch (reason) {
      toast({
        title: DEMO_CLEAR_ERROR_TITLE,
        description: messageFromError(reason, DEMO_CLEAR_ERROR_FALLBACK),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Clear all vehicles"
        description="This removes every vehicle from the system. Enter your password to confirm."
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Password</Label>
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error ?? undefined} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Clearing…' : 'Clear all vehicles'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
