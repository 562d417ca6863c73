import { ClaimMark } from './claim-mark';
import { Link } from 'react-router';
import { Clock, Headphones, Receipt, Users } from 'lucide-react';
import { PLANS, TRIAL_DAYS } from '@domain/plans';
import { CallToAction } from './call-to-action';
import { CompletePlatformCard } from './complete-platform-card';
import { MarketingLayout, PageIntro } from './marketing-layout';
import { PricingPlans } from './pricing-plans';
import { PATHS } from '@/lib/paths';

export const EVERY_PLAN = [
  { icon: Receipt, label: 'No setup fees', note: null },
  { icon: Headphones, label: '24/7 support', note: 'support' },
  { icon: Users, label: 'Unlimited users', note: null },
  { icon: Clock, label: '24-hour setup', note: null },
] as const;

export function EveryPlanStrip() {
  return (
    <ul className="grid grid-cols-2 gap-4 rounded-2xl bg-slate-50 p-6 sm:grid-cols-4">
      {EVERY_PLAN.map(({ icon: Icon, label, note }) => (
        <li key={label} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Icon className="h-5 w-5 text-red-600" aria-hidden />
          <span>
            <span>{label}</span>
            {note && <ClaimMark note={note} />}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function PricingPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Pricing" title="Simple pricing. Unlimited users.">
        Try the complete platform free for {TRIAL_DAYS} days. Then choose {PLANS.essentials.name}{' '}
        for one lot of up to {PLANS.essentials.entitlements.vehicleLimit} vehicles, or the{' '}
        {PLANS.complete.name} for no limits. Every plan includes every user on your team.
      </PageIntro>
      <section className="mx-auto max-w-6xl space-y-12 px-4 py-16 sm:px-6">
        <div>
          <h2 className="sr-only">Plans</h2>
          <PricingPlans />
        </div>
        <CompletePlatformCard />
        <EveryPlanStrip />
        <p className="text-center text-sm text-slate-600">
          Comparing with your current system?{' '}
          <Link
            to={PATHS.pricingEnterprise}
            className="font-medium text-red-700 underline-offset-4 hover:underline"
          >
            See LotReady against enterprise software
          </Link>{' '}
          or read the{' '}
          <Link
            to={PATHS.faq}
            className="font-medium text-red-700 underline-offset-4 hover:underline"
          >
            FAQ
          </Link>
          .
        </p>
      </section>
      <CallToAction />
    </MarketingLayout>
  );
}
