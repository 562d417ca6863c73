import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { AlertTriangle, CheckCircle2, ScanLine, Sparkles } from 'lucide-react';
import { vinFeedback } from '@domain/vin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from '@/components/ui/field-error';

/** What the server's decode of the VIN did: filled fields to check, or why it could not. */
export interface VinNote {
  tone: 'filled' | 'muted';
  text: string;
}

interface VinFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  value: string;
  /** The form's year: with 1980 or earlier, an 11-13 character VIN is a pre-1981 one. */
  year?: number;
  note?: VinNote | null;
  error?: string;
  onScan: () => void;
}

export const VinField = forwardRef<HTMLInputElement, VinFieldProps>(
  ({ value, year, note, error, onScan, ...props }, ref) => {
    const id = useId();
    const feedback = vinFeedback(value, year);
    return (
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={id}>VIN</Label>
        <div className="flex gap-2">
          <Input
            ref={ref}
            id={id}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            className="font-mono uppercase"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-feedback ${id}-note${error ? ` ${id}-error` : ''}`}
            {...props}
          />
          <button
            type="button"
            onClick={onScan}
            className="inline-flex h-10 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ScanLine className="h-4 w-4" aria-hidden />
            Scan
          </button>
        </div>
        <p
          id={`${id}-feedback`}
          aria-live="polite"
          className={
            feedback.tone === 'ok'
              ? 'flex items-center gap-1 text-xs text-emerald-700'
              : feedback.tone === 'warn'
                ? 'flex items-center gap-1 text-xs text-amber-800'
                : 'text-xs text-slate-500'
          }
        >
          {feedback.tone === 'ok' && <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />}
          {feedback.tone === 'warn' && <AlertTriangle className="h-3.5 w-3.5" aria-hidden />}
          {feedback.text}
        </p>
        <p
          id={`${id}-note`}
          aria-live="polite"
          className={
            note?.tone === 'filled'
              ? 'flex items-center gap-1 text-xs font-medium text-sky-800'
              : 'text-xs text-slate-500'
          }
        >
          {note?.tone === 'filled' && <Sparkles className="h-3.5 w-3.5" aria-hidden />}
          {note?.text}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  },
);
VinField.displayName = 'VinField';
