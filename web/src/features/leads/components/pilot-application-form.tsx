import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { contactEmailSchema } from '@domain/api/contact-fields';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { Label } from '@/components/ui/label';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { buildLead, createLead } from '../api/create-lead';
import { ContactFields } from './contact-fields';
import { HoneypotField } from './honeypot-field';
import { LEAD_ERROR_TEXT } from './demo-request-form';

export const VOLUME_OPTIONS = ['Under 50', '50 to 150', '150 to 300', 'More than 300'] as const;
export const TOOL_OPTIONS = [
  'Whiteboard or paper',
  'Spreadsheets',
  'Enterprise software',
  'Other',
] as const;

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  email: contactEmailSchema,
  phone: z.string().trim().max(40),
  company: z.string().trim().min(1, 'Dealership name is required').max(120),
  role: z.string().trim().max(100),
  volume: z.string().min(1, 'Choose your monthly volume'),
  tools: z.string(),
  message: z.string().trim().max(2000),
  website: z.string(),
});
type Values = z.infer<typeof schema>;

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-red-600';

/** The details beyond the lead's own fields travel in its message. */
export function pilotMessage(values: Values): string {
  const lines = [
    values.role && `Role: ${values.role}`,
    `Vehicles per month: ${values.volume}`,
    values.tools && `Current tools: ${values.tools}`,
    values.message,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The pilot program application: posts a lead with source 'pilot_program'. */
export function PilotApplicationForm({ onSuccess }: { onSuccess: () => void }) {
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
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      company: '',
      role: '',
      volume: '',
      tools: '',
      message: '',
      website: '',
    },
  });
  const website = useWatch({ control, name: 'website' });

  const submit = handleSubmit(async (values) => {
    try {
      await createLead(
        client,
        buildLead({ ...values, message: pilotMessage(values) }, 'pilot_program'),
      );
      onSuccess();
    } catch (error) {
      setError('root', { message: messageFromError(error, LEAD_ERROR_TEXT) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Pilot program application"
      className="relative grid gap-4"
    >
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
          }}
        />
        <FormTextField
          label="Your role (optional)"
          placeholder="General manager, service director..."
          {...register('role')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="pilot-volume">Vehicles reconditioned per month</Label>
          <select
            id="pilot-volume"
            className={selectClass}
            aria-invalid={errors.volume ? true : undefined}
            aria-describedby={errors.volume ? 'pilot-volume-error' : undefined}
            {...register('volume')}
          >
            <option value="">Choose...</option>
            {VOLUME_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
          {errors.volume?.message && (
            <p id="pilot-volume-error" role="alert" className="text-sm text-red-700">
              {errors.volume.message}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pilot-tools">What do you use today? (optional)</Label>
        <select id="pilot-tools" className={selectClass} {...register('tools')}>
          <option value="">Choose...</option>
          {TOOL_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="pilot-message">
          What would make LotReady a must-have for you? (optional)
        </Label>
        <textarea
          id="pilot-message"
          rows={4}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
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
        {isSubmitting ? 'Submitting...' : 'Apply for the Pilot'}
      </Button>
    </form>
  );
}
