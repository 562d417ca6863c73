import { Link } from 'react-router';
import { Check, Clock } from 'lucide-react';
import { HEADLINE_MONTHLY_PRICE, PLANS, formatPrice } from '@domain/plans';
import { buttonVariants } from '@/components/ui/button-variants';
import { choosePlanHref } from './pricing-plans';

const complete = PLANS.complete;

/** The headline plan of spec 1: the complete platform, one price of $379 per month. */
export function CompletePlatformCard() {
  return (
    <div className="grid gap-8 rounded-3xl bg-slate-900 p-8 text-white shadow-xl sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wider text-red-300">
          {complete.name}
        </h3>
        {/* Wraps inside the card on a phone: an inline run of text-5xl overflowed it. */}
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-5xl font-bold tracking-tight">
          {formatPrice(HEADLINE_MONTHLY_PRICE)}
          <span className="text-2xl font-semibold text-slate-300">per month</span>
        </p>
        <p className="mt-3 text-slate-300">{complete.summary} No setup fees.</p>
        <Link
          to={choosePlanHref(complete.id, 'monthly')}
          className={`${buttonVariants({ size: 'lg' })} mt-6`}
        >
          Choose the {complete.name}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {complete.features.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-200">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-red-300" aria-hidden />
            {item}
          </li>
        ))}
        {/* Not in the product yet: a clock, not a check, so nothing claims it is included. */}
        <li className="flex gap-2 text-sm text-slate-400">
          <Clock className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          Dealer data system integration (coming soon)
        </li>
      </ul>
    </div>
  );
}
