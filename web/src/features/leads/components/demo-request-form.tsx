import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { contactEmailSchema } from '@domain/api/contact-fields';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { buildLead, createLead, type LeadSource } from '../api/create-lead';
import { usePresubmitTracking } from '../hooks/use-presubmit-tracking';
import { ContactFields } from './contact-fields';
import { HoneypotField } from './honeypot-field';

export const LEAD_ERROR_TEXT = 'Something went wrong. Please try again.';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: contactEmailSchema,
  phone: z.string().trim().max(40),
  company: z.string().trim().min(1, 'Dealership name is required').max(120),
  message: z.string().trim().max(2000),
  website: z.string(),
});
type Values = z.infer<typeof schema>;

interface DemoRequestFormProps {
  source: Extract<LeadSource, 'request_demo' | 'demo_signup'>;
  submitLabel: string;
  onSuccess: () => void;
}

/** The full demo request form: posts a lead, then the page moves on to its confirmation. */
export function DemoRequestForm({ source, submitLabel, onSuccess }: DemoRequestFormProps) {
  const client = useApiClient();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', company: '', message: '', website: '' },
  });
  const [name, email, company, message, website] = useWatch({
    control,
    name: ['name', 'email', 'company', 'message', 'website'],
  });
  const tracking = usePresubmitTracking({ name, email, company, message });

  const submit = handleSubmit(async (values) => {
    tracking.trackFinalSubmit(values, values.website);
    try {
      await createLead(client, buildLead(values, source));
      onSuccess();
    } catch (error) {
      setError('root', { message: messageFromError(error, LEAD_ERROR_TEXT) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Demo request" className="relative grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          name={register('name')}
          email={register('email')}
          company={register('company')}
          phone={register('phone')}
          errors={{
            name: errors.name?.message,
            email: errors.email?.message,
            company: errors.company?.message,
            phone: errors.phone?.message,
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="demo-request-message">What would you like to see? (optional)</Label>
        <textarea
          id="demo-request-message"
          rows={4}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          placeholder="Number of rooftops, monthly volume, the tools you use today..."
          {...register('message')}
        />
      </div>
      <HoneypotField value={website} onChange={(value) => setValue('website', value)} />
      {errors.root?.message && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting && (
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        )}
        {isSubmitting ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
