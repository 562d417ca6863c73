import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HEADLINE_MONTHLY_PRICE, PLANS, TRIAL_DAYS, formatPrice } from '@domain/plans';
import { ComparisonSection } from './comparison-section';
import { FeatureCards } from './feature-cards';
import { LandingHero } from './landing-hero';
import { MakeReadySection } from './make-ready-section';
import { MarketingLayout } from './marketing-layout';
import { CompletePlatformCard } from './complete-platform-card';
import { PricingPlans } from './pricing-plans';
import { SectionHeading } from './section-heading';
import { SuperAdminLink } from './super-admin-link';
import { TrustCards } from './trust-cards';
import { WelcomePopup } from './welcome-popup';
import { PATHS } from '@/lib/paths';

/** The landing page of spec 2.6; the inline demo form comes from the leads feature. */
export function LandingPage({ demoForm }: { demoForm: ReactNode }) {
  return (
    <MarketingLayout>
      <LandingHero />
      <FeatureCards />
      <MakeReadySection />
      <ComparisonSection />
      <section aria-labelledby="pricing-heading" className="render-when-near bg-white py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple plans, no surprises">
            Start with a free {TRIAL_DAYS}-day trial. {PLANS.essentials.name} gives you every board
            for a lot of up to {PLANS.essentials.entitlements.vehicleLimit} vehicles; the complete
            platform, at {formatPrice(HEADLINE_MONTHLY_PRICE)} per month, adds unlimited vehicles,
            wall-TV dashboards and priority support. No setup fees.
          </SectionHeading>
          <div className="mt-12 space-y-10">
            <PricingPlans compact />
            <CompletePlatformCard />
          </div>
          <p className="mt-4 text-center text-sm">
            <Link
              to={PATHS.pricing}
              className="font-medium text-red-700 underline-offset-4 hover:underline"
            >
              Compare plans in detail
            </Link>
          </p>
        </div>
      </section>
      <TrustCards />
      <section aria-labelledby="demo-heading" className="render-when-near bg-white py-20">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-red-600">
              Get a demo
            </p>
            <h2
              id="demo-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
            >
              See your own lot on LotReady
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              Tell us a little about your dealership and we will walk you through a board set up for
              the way you work. It takes twenty minutes, and we reply within 24 hours.
            </p>
            <p className="mt-4 text-sm text-slate-500">
              Prefer to explore on your own?{' '}
              <Link
                to={PATHS.sandbox}
                className="font-medium text-red-700 underline-offset-4 hover:underline"
              >
                Open the live sandbox
              </Link>
              .
            </p>
          </div>
          {demoForm}
        </div>
      </section>
      <WelcomePopup />
      <SuperAdminLink />
    </MarketingLayout>
  );
}
