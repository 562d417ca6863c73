import { ClaimMark } from './claim-mark';
import { PLANS } from '@domain/plans';
import { CallToAction } from './call-to-action';
import { ComparisonSection } from './comparison-section';
import { CompletePlatformCard } from './complete-platform-card';
import { MarketingLayout, PageIntro } from './marketing-layout';
import { EveryPlanStrip } from './pricing-page';
import { PricingPlans } from './pricing-plans';
import { SectionHeading } from './section-heading';

/** Pricing with the enterprise comparison first. */
export function PricingEnterprisePage() {
  return (
    <MarketingLayout>
      <PageIntro
        eyebrow="LotReady vs enterprise"
        title={
          <>
            Save 25% or more versus enterprise systems
            <ClaimMark note="estimate" />
          </>
        }
      >
        The workflow tracking big dealer groups pay thousands for, without the setup fees, the
        per-seat pricing or the months of rollout.
      </PageIntro>
      <section
        aria-labelledby="enterprise-plans-heading"
        className="mx-auto max-w-6xl space-y-10 px-4 pt-16 sm:px-6"
      >
        {/* The card's plan name is an h3: this section's h2 keeps the outline in order. */}
        <h2 id="enterprise-plans-heading" className="sr-only">
          Plans
        </h2>
        <CompletePlatformCard />
        <EveryPlanStrip />
      </section>
      <ComparisonSection />
      <section className="bg-slate-50 py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading eyebrow="Essentials" title="Just need the boards?">
            Every board for one lot of up to {PLANS.essentials.entitlements.vehicleLimit} vehicles.
            Move to the complete platform from Billing whenever you outgrow it.
          </SectionHeading>
          <div className="mt-10">
            <PricingPlans compact />
          </div>
        </div>
      </section>
      <CallToAction />
    </MarketingLayout>
  );
}
