import { Link } from 'react-router';
import { Check, Users } from 'lucide-react';
import { PRICING, PRICING_PLANS, TRIAL_DAYS, type PricingPlan } from '@domain/constants';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';

const PERIOD: Record<PricingPlan['id'], string> = {
  monthly: 'per month',
  quarterly: 'per quarter',
  annual: 'per year',
};

/**
 * "$1,299": whole dollars with thousands commas. Grouped by hand because toLocaleString would
 * start the browser's number formatter during hydration, a long task on a phone.
 */
export function formatPrice(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** "Quarterly $159 (10% savings)" style label of spec 2.6. */
export function planSavingsText(plan: PricingPlan): string | null {
  return plan.savingsPercent > 0 ? `${plan.savingsPercent}% savings` : null;
}

const PLAN_BLURB: Record<PricingPlan['id'], string> = {
  monthly: 'Pay month to month. Cancel any time.',
  quarterly: 'Billed every three months.',
  annual: 'Billed once a year, the best value.',
};

const PLAN_POINTS = [
  'Make-ready, service and inventory boards',
  'VIN scanning and CSV import',
  'Activity log and exports',
  '24/7 support',
];

/** The pricing list of spec 2.6: free demo, monthly, quarterly, annual, unlimited users. */
export function PricingPlans({ compact = false }: { compact?: boolean }) {
  return (
    <div>
      <ul
        className={cn('grid gap-5 sm:grid-cols-2', compact ? 'lg:grid-cols-4' : 'xl:grid-cols-4')}
      >
        <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900">Free demo</h3>
          <p className="mt-3 text-3xl font-bold text-slate-900">$0</p>
          <p className="text-sm text-slate-500">{TRIAL_DAYS}-day trial</p>
          <p className="mt-4 flex-1 text-sm text-slate-600">
            Try every feature with your own vehicles for {TRIAL_DAYS} days. No card needed.
          </p>
          <Link to="/demo-signup" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6')}>
            Start free trial
          </Link>
        </li>
        {PRICING_PLANS.map((plan) => {
          const featured = plan.id === 'quarterly';
          const savings = planSavingsText(plan);
          return (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                featured ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-200',
              )}
            >
              {featured && (
                <p className="absolute -top-3 left-6 rounded-full bg-red-600 px-3 py-0.5 text-xs font-semibold text-white">
                  Most popular
                </p>
              )}
              <h3 className="font-semibold text-slate-900">{plan.label}</h3>
              <p className="mt-3 text-3xl font-bold text-slate-900">{formatPrice(plan.price)}</p>
              <p className="text-sm text-slate-500">
                {PERIOD[plan.id]}
                {savings && (
                  <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 text-xs font-semibold text-green-700">
                    {savings}
                  </span>
                )}
              </p>
              {!compact && (
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-600">
                  {PLAN_POINTS.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
              {compact && (
                <p className="mt-4 flex-1 text-sm text-slate-600">{PLAN_BLURB[plan.id]}</p>
              )}
              <Link
                to="/signup"
                className={cn(
                  buttonVariants({ variant: featured ? 'default' : 'outline' }),
                  'mt-6',
                )}
              >
                Choose {plan.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {PRICING.unlimitedUsers && (
        <p className="mt-6 flex items-center justify-center gap-2 text-sm font-medium text-slate-700">
          <Users className="h-4 w-4 text-red-600" aria-hidden />
          All plans have unlimited users
        </p>
      )}
    </div>
  );
}
