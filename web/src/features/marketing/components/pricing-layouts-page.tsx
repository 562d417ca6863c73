import { ScrollRegion } from '@/components/ui/scroll-region';
import { useState, type ReactNode } from 'react';
import {
  BILLING_PERIOD_LABELS,
  PLANS,
  TRIAL_DAYS,
  formatPrice,
  type BillingPeriod,
} from '@domain/plans';
import { clsx as cn } from 'clsx';
import { MarketingLayout, PageIntro } from './marketing-layout';
import { planSavingsText, PricingPlans } from './pricing-plans';

const PRICES = PLANS.essentials.prices;

function LayoutSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-6" aria-labelledby={`layout-${number}`}>
      <h2 id={`layout-${number}`} className="text-xl font-semibold text-slate-900">
        <span className="mr-2 text-red-600">Layout {number}.</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PlanTable() {
  return (
    <ScrollRegion label="Plans table">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Price
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Savings
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Users
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              Free demo
            </th>
            <td className="px-4 py-3">$0 for {TRIAL_DAYS} days</td>
            <td className="px-4 py-3">-</td>
            <td className="px-4 py-3">Unlimited</td>
          </tr>
          {PRICES.map((plan) => (
            <tr key={plan.period}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {PLANS.essentials.name} {BILLING_PERIOD_LABELS[plan.period]}
              </th>
              <td className="px-4 py-3">{formatPrice(plan.price)}</td>
              <td className="px-4 py-3">{planSavingsText(plan) ?? '-'}</td>
              <td className="px-4 py-3">Unlimited</td>
            </tr>
          ))}
          {PLANS.complete.prices.map((plan) => (
            <tr key={plan.period}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {PLANS.complete.name}
              </th>
              <td className="px-4 py-3">{formatPrice(plan.price)} per month</td>
              <td className="px-4 py-3">-</td>
              <td className="px-4 py-3">Unlimited</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function BillingToggle() {
  const [selected, setSelected] = useState<BillingPeriod>('quarterly');
  const plan = PRICES.find((item) => item.period === selected) ?? PRICES[0]!;
  const savings = planSavingsText(plan);
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 p-6 text-center shadow-sm">
      <div
        role="group"
        aria-label="Billing period"
        className="inline-flex rounded-lg bg-slate-100 p-1"
      >
        {PRICES.map((item) => (
          <button
            key={item.period}
            type="button"
            aria-pressed={item.period === selected}
            onClick={() => setSelected(item.period)}
            className={cn(
              'rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
              item.period === selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
            )}
          >
            {BILLING_PERIOD_LABELS[item.period]}
          </button>
        ))}
      </div>
      <p className="mt-6 text-5xl font-bold text-slate-900">{formatPrice(plan.price)}</p>
      <p className="mt-2 text-sm text-slate-600">
        {PLANS.essentials.name}, {BILLING_PERIOD_LABELS[plan.period]} billing
        {savings ? `, ${savings}` : ''}. All plans have unlimited users.
      </p>
    </div>
  );
}

/** A demo of alternative presentations of the same plans. */
export function PricingLayoutsPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="Pricing layouts" title="The same plans, three ways">
        A design demo: the LotReady plans presented as cards, as a table and with a billing toggle.
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16 sm:px-6">
        <LayoutSection number={1} title="Cards">
          <PricingPlans compact />
        </LayoutSection>
        <LayoutSection number={2} title="Table">
          <PlanTable />
        </LayoutSection>
        <LayoutSection number={3} title="Billing toggle">
          <BillingToggle />
        </LayoutSection>
      </div>
    </MarketingLayout>
  );
}
