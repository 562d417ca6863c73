import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { signupRequestSchema, type SignupRequest } from '@domain/api/auth';
import { TRIAL_DAYS } from '@domain/constants';
import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  formatPrice,
  PLAN_IDS,
  PLANS,
  priceOf,
  type BillingPeriod,
  type PlanId,
} from '@domain/plans';
import { HttpError } from '@domain/http-errors';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { messageFromError } from '@/lib/error-message';
import { configuredDomains } from '@/lib/host';
import { toast } from '@/lib/toast';
import { useSignup } from '../api/signup';
import { ssoCallbackUrl } from '../lib/host-urls';
import { storeSignedIn } from '../lib/signed-in-storage';
import { AuthLayout } from './auth-layout';
import { browserLocation } from '@/lib/browser-location';
import { PATHS } from '@/lib/paths';

const FIELDS: readonly (keyof SignupRequest)[] = [
  'dealershipName',
  'slug',
  'fullName',
  'email',
  'username',
  'password',
];

/** A subdomain suggestion from the dealership name: "Sunset Motors" → "sunset-motors". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The plan chosen on /pricing (`?plan=essentials&period=annual`), when it names one we offer. */
function chosenPlanOf(
  params: URLSearchParams,
): { plan: PlanId; billingPeriod?: BillingPeriod } | null {
  const plan = PLAN_IDS.find((id) => id === params.get('plan'));
  if (!plan) return null;
  const billingPeriod = BILLING_PERIODS.find((period) => period === params.get('period'));
  return billingPeriod && priceOf(plan, billingPeriod) ? { plan, billingPeriod } : { plan };
}

function chosenPlanText({ plan, billingPeriod }: { plan: PlanId; billingPeriod?: BillingPeriod }) {
  const price = billingPeriod && priceOf(plan, billingPeriod);
  const name = PLANS[plan].name;
  return price && billingPeriod
    ? `${name}, ${BILLING_PERIOD_LABELS[billingPeriod]} ${formatPrice(price.price)}`
    : name;
}

/** Self-serve dealer signup: creates the dealership with a 7-day trial, then signs in. */
export function SignupPage() {
  const signup = useSignup();
  const [searchParams] = useSearchParams();
  const [chosenPlan] = useState(() => chosenPlanOf(searchParams));
  const [slugEdited, setSlugEdited] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: {
      dealershipName: '',
      slug: '',
      fullName: '',
      email: '',
      username: '',
      password: '',
    },
  });
  const appDomain = configuredDomains().appDomain;
  const slug = useWatch({ control, name: 'slug' });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await signup.mutateAsync({ ...values, ...chosenPlan });
      storeSignedIn(answer.user, answer.tenant);
      toast({
        title: 'Dealership Created',
        description: `Your ${TRIAL_DAYS}-day free trial has started. Welcome, ${answer.user.fullName}!`,
      });
      setRedirecting(true);
      browserLocation.assign(
        answer.redirectUrl ?? ssoCallbackUrl(answer.tenant.slug, answer.tempToken),
      );
    } catch (error) {
      const field =
        error instanceof HttpError
          ? (error.body as { field?: string } | undefined)?.field
          : undefined;
      const message = messageFromError(error, 'Please check the form and try again.');
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setError(field as keyof SignupRequest, { message });
      }
      toast({ title: 'Signup Failed', description: message, variant: 'destructive' });
    }
  });
  const pending = isSubmitting || redirecting;
  const nameField = register('dealershipName');
  const slugField = register('slug');

  return (
    <AuthLayout
      title="Create your dealership"
      description={`Free for ${TRIAL_DAYS} days. No card, no setup fees, unlimited users.`}
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={PATHS.login}
            className="font-medium text-red-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      {chosenPlan && (
        <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Chosen plan: <strong className="text-slate-900">{chosenPlanText(chosenPlan)}</strong>. It
          is recorded now; the free trial comes first, and you pay only once an admin confirms it
          under Billing.
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create your dealership">
        <FormTextField
          label="Dealership name"
          autoComplete="organization"
          error={errors.dealershipName?.message}
          {...nameField}
          onChange={(event) => {
            void nameField.onChange(event);
            if (!slugEdited) setValue('slug', slugFromName(event.target.value));
          }}
        />
        <FormTextField
          label="Subdomain"
          autoCapitalize="none"
          spellCheck={false}
          hint={`Your team signs in at ${slug || 'your-dealership'}.${appDomain}`}
          error={errors.slug?.message}
          {...slugField}
          onChange={(event) => {
            setSlugEdited(true);
            void slugField.onChange(event);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            label="Your full name"
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <FormTextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            error={errors.username?.message}
            {...register('username')}
          />
          <FormTextField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending}>
          {pending && (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
          {pending ? 'Creating Dealership...' : 'Start Free Trial'}
        </Button>
      </form>
    </AuthLayout>
  );
}
