import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MonitorPlay, Store } from 'lucide-react';
import { TRIAL_DAYS } from '@domain/constants';
import { FormPageLayout } from './form-page-layout';
import { PATHS } from '@/lib/paths';

const POINTS = [
  `A free ${TRIAL_DAYS}-day trial with every feature`,
  'We set up your boards and import your inventory with you',
  'No setup fees and unlimited users',
];

export function DemoSignupPage({ form }: { form: ReactNode }) {
  return (
    <FormPageLayout
      eyebrow="Get started"
      title="Start your free demo"
      intro="Leave your details and a LotReady specialist will get your dealership running, usually within 24 hours."
      points={POINTS}
      form={form}
      aside={
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            to={PATHS.signup}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-red-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Store className="mt-0.5 h-5 w-5 text-red-600" aria-hidden />
            <span>
              <span className="block font-semibold text-slate-900">Set it up yourself</span>
              <span className="text-sm text-slate-600">Create your dealership now</span>
            </span>
          </Link>
          <Link
            to={PATHS.sandbox}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-red-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <MonitorPlay className="mt-0.5 h-5 w-5 text-red-600" aria-hidden />
            <span>
              <span className="block font-semibold text-slate-900">Just looking?</span>
              <span className="text-sm text-slate-600">Open the live sandbox</span>
            </span>
          </Link>
        </div>
      }
    />
  );
}
