import { Link } from 'react-router';
import { Check } from 'lucide-react';
import { PRICING } from '@domain/constants';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatPrice } from './pricing-plans';

const INCLUDED = [
  'Make-ready, service and inventory boards',
  'Custom dashboards for wall TVs',
  'Unlimited users and roles',
  'Guided setup within 24 hours',
  '24/7 priority support',
  'Dealer data system integration (coming soon)',
];

/** The headline plan of spec 1: from $379 per month. */
export function CompletePlatformCard() {
  return (
    <div className="grid gap-8 rounded-3xl bg-slate-900 p-8 text-white shadow-xl sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-red-400">
          Complete dealership platform
        </p>
        <p className="mt-3 text-5xl font-bold tracking-tight">
          <span className="text-2xl font-semibold text-slate-300">From </span>
          {formatPrice(PRICING.headlineMonthlyPrice)}
          <span className="text-2xl font-semibold text-slate-300"> per month</span>
        </p>
        <p className="mt-3 text-slate-300">
          No setup fees. Save 25% or more versus enterprise systems.
        </p>
        <Link to="/request-demo" className={`${buttonVariants({ size: 'lg' })} mt-6`}>
          Talk to us
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {INCLUDED.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-200">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-red-400" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
