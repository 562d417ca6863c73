import { useEffect, useId, useState, type FormEvent } from 'react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { INLINE_FORM_SUCCESS_MS } from '@domain/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { buildLead, createLead } from '../api/create-lead';
import { usePresubmitTracking } from '../hooks/use-presubmit-tracking';
import { HoneypotField } from './honeypot-field';

/** Spec 4.3: idle, sending, success or error. */
export type InlineFormState = 'idle' | 'sending' | 'success' | 'error';

export const INLINE_SUCCESS_TITLE = 'Demo Request Sent!';
export const INLINE_SUCCESS_TEXT = "Thank you! We'll contact you within 24 hours.";
export const INLINE_ERROR_TEXT = 'Something went wrong. Please try again.';

const EMPTY = { name: '', email: '', company: '', message: '', website: '' };

/** The landing page's inline demo request form (spec 2.6, 4.3, 5). */
export function InlineDemoForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<InlineFormState>('idle');
  const [failure, setFailure] = useState(INLINE_ERROR_TEXT);
  const client = useApiClient();
  const tracking = usePresubmitTracking(values);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setState('idle');
    }, INLINE_FORM_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const canSubmit = state !== 'sending' && values.name.trim() !== '' && values.email.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setState('sending');
    tracking.trackFinalSubmit(values, values.website);
    try {
      await createLead(client, buildLead(values, 'inline_form'));
      setState('success');
    } catch (error) {
      // What was typed stays; the visitor reads why and can send again.
      setFailure(messageFromError(error, INLINE_ERROR_TEXT));
      setState('error');
    }
  };

  if (state === 'success') {
    return (
      <div
        role="status"
        className="flex min-h-80 flex-col items-center justify-center rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
      >
        <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
        <p className="mt-4 text-xl font-semibold text-slate-900">{INLINE_SUCCESS_TITLE}</p>
        <p className="mt-2 text-slate-700">{INLINE_SUCCESS_TEXT}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Request a demo"
      className="relative grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name *</Label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-email`}>Email *</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-company`}>Dealership (optional)</Label>
        <Input
          id={`${id}-company`}
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={(event) => set('company')(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>Message (optional)</Label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={values.message}
          onChange={(event) => set('message')(event.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          placeholder="How many vehicles do you move a month? What slows you down?"
        />
      </div>
      <HoneypotField value={values.website} onChange={set('website')} />
      {state === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!canSubmit}>
        {state === 'sending' && (
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        )}
        {state === 'sending' ? 'Sending...' : 'Request My Demo'}
      </Button>
      <p className="text-center text-xs text-slate-500">No obligation. We reply within 24 hours.</p>
    </form>
  );
}
