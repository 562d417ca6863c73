import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeFailure } from '@/lib/error-message';
import { useCreateSupportRequest } from '../api/create-support-request';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  company: '',
  dealership: '',
  message: '',
  website: '',
};
type Field = keyof typeof EMPTY;

export const CONTACT_SENT_TITLE = 'Message sent';
export const CONTACT_SENT_TEXT = 'Thank you. Support will answer by email or phone.';
const FAILED = 'Your message was not sent. Please try again.';

const textareaClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** The contact page's form: a support request the super admin reads (decision 0032). */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const send = useCreateSupportRequest();
  const failure = send.isError ? describeFailure(send.error, FAILED) : null;
  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({
      ...values,
      phone: values.phone || null,
      company: values.company || null,
      dealership: values.dealership || null,
    });
  };

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
      >
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden />
        <p className="mt-3 text-xl font-semibold text-slate-900">{CONTACT_SENT_TITLE}</p>
        <p className="mt-1 text-slate-700">{CONTACT_SENT_TEXT}</p>
      </div>
    );
  }

  const field = (name: Field, label: string, props: Record<string, string | boolean> = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        aria-invalid={failure?.field === name || undefined}
        onChange={(event) => set(name)(event.target.value)}
        {...props}
      />
    </div>
  );

  return (
    <form
      onSubmit={submit}
      aria-label="Contact support"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Name *', { required: true, autoComplete: 'name' })}
        {field('email', 'Email *', { required: true, type: 'email', autoComplete: 'email' })}
        {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
        {field('company', 'Dealership (optional)', { autoComplete: 'organization' })}
      </div>
      {field('dealership', 'Your LotReady address, if you have one (e.g. sunset-motors)')}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-message`}>How can we help? *</Label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          value={values.message}
          aria-invalid={failure?.field === 'message' || undefined}
          onChange={(event) => set('message')(event.target.value)}
          className={textareaClass}
        />
      </div>
      <div aria-hidden className="absolute -left-[9999px]">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            name="website"
            value={values.website}
            onChange={(event) => set('website')(event.target.value)}
          />
        </label>
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending && (
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        )}
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
