import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormPageLayout } from './form-page-layout';
import { PATHS } from '@/lib/paths';

const POINTS = [
  'A 20-minute walkthrough on a board set up like your store',
  'Your questions about pricing, setup and importing answered',
  'A reply within 24 hours, no obligation',
];

export function RequestDemoPage({ form }: { form: ReactNode }) {
  return (
    <FormPageLayout
      eyebrow="Request a demo"
      title="See LotReady on your own lot"
      intro="Tell us about your dealership and we will show you how LotReady tracks your make-ready and service work, live."
      points={POINTS}
      form={form}
      aside={
        <p className="text-sm text-slate-500">
          Want to look around first?{' '}
          <Link
            to={PATHS.sandbox}
            className="font-medium text-red-700 underline-offset-4 hover:underline"
          >
            Try the interactive demo
          </Link>
          . No signup required for demo.
        </p>
      }
    />
  );
}
