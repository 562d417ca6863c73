import { Link } from 'react-router';
import { Check, Users } from 'lucide-react';
import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIOD_UNITS,
  PLANS,
  TRIAL_DAYS,
  formatPrice,
  type PlanPrice,
} from '@domain/plans';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { PATHS } from '@/lib/paths';

/** "10% savings" for a discounted period, else null (spec 2.6). */
export function planSavingsText(price: PlanPrice): string | null {
  return price.savingsPercent > 0 ? `${price.savingsPercent}% savings` : null;
}

/** Where choosing a plan leads: the signup, which starts the trial with that plan in view. */
export function choosePlanHref(plan: string, period: string): string {
  return `${PATHS.signup}?plan=${plan}&period=${period}`;
}

const PLAN_BLURB: Record<PlanPrice['period'], string> = {
  monthly: 'Pay month to month. Cancel any time.',
  quarterly: 'Billed every three months.',
  annual: 'Billed once a year, the best value.',
};

const essentials = PLANS.essentials;
const BEST_SAVINGS = Math.max(...essentials.prices.map((price) => price.savingsPercent));

/**
 * The free trial and the Essentials plan in its three billing periods (spec 2.6); the
 * complete platform has its own card (CompletePlatformCard).
 */
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
            The complete platform with your own vehicles for {TRIAL_DAYS} days. No card needed;
            choose a plan before it ends to keep making changes.
          </p>
          <Link to={PATHS.signup} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6')}>
            Start free trial
          </Link>
        </li>
        {essentials.prices.map((price) => {
          // The one badge has a reason: the period that saves the most against monthly.
          const featured = price.savingsPercent === BEST_SAVINGS;
          const savings = planSavingsText(price);
          const label = BILLING_PERIOD_LABELS[price.period];
          return (
            <li
              key={price.period}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
                featured ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-200',
              )}
            >
              {featured && (
                <p className="absolute -top-3 left-6 rounded-full bg-red-600 px-3 py-0.5 text-xs font-semibold text-white">
                  Best value
                </p>
              )}
              <h3 className="font-semibold text-slate-900">
                <span className="block text-xs font-semibold uppercase tracking-wider text-red-700">
                  {essentials.name}
                </span>
                {label}
              </h3>
              <p className="mt-3 text-3xl font-bold text-slate-900">{formatPrice(price.price)}</p>
              <p className="text-sm text-slate-500">
                {BILLING_PERIOD_UNITS[price.period]}
                {savings && (
                  <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 text-xs font-semibold text-green-800">
                    {savings}
                  </span>
                )}
              </p>
              {compact ? (
                <p className="mt-4 flex-1 text-sm text-slate-600">{PLAN_BLURB[price.period]}</p>
              ) : (
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-600">
                  {essentials.features.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-red-600" aria-hidden />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
              <Link
                to={choosePlanHref(essentials.id, price.period)}
                className={cn(
                  buttonVariants({ variant: featured ? 'default' : 'outline' }),
                  'mt-6',
                )}
              >
                {/* The plan's name is spoken after the visible words, so the accessible name
                    still starts with what is on the button (axe: label-content-name-mismatch). */}
                Choose {label}
                <span className="sr-only"> ({essentials.name})</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 flex items-center justify-center gap-2 text-sm font-medium text-slate-700">
        <Users className="h-4 w-4 text-red-600" aria-hidden />
        All plans have unlimited users
      </p>
    </div>
  );
}
