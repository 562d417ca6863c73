import { Link } from 'react-router';
import { ArrowRight, CheckCircle2, MonitorPlay } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { ESSENTIALS_PRICES, HEADLINE_MONTHLY_PRICE, formatPrice } from '@domain/plans';
import { type ClaimNote } from '../content/claims';
import { ClaimMark } from './claim-mark';
import { DemoVideo } from './demo-video';
import { LogoRain } from './logo-rain';
import { PATHS } from '@/lib/paths';

/** Spec 1's claims; the headline keeps the spec's words, its footnote says the one price. */
const HERO_CLAIMS: readonly { text: string; note?: ClaimNote }[] = [
  {
    text: `Complete platform from ${formatPrice(HEADLINE_MONTHLY_PRICE)} per month`,
    note: 'headline',
  },
  { text: `Boards only from ${formatPrice(ESSENTIALS_PRICES.monthly.price)}` },
  { text: 'No setup fees' },
  { text: 'Unlimited users' },
  { text: '24-hour setup' },
];

export function LandingHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-red-50/70 via-white to-white">
      <LogoRain />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-red-200 bg-white px-3 py-1 text-xs font-semibold text-red-700 shadow-sm">
            <span className="h-1.5 w-1.5 rounded-full bg-red-600" aria-hidden />
            Vehicle workflow software for dealerships
          </p>
          <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl lg:text-[3.4rem]">
            Know where every vehicle is,{' '}
            <span className="text-red-600">and how long it has waited.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">
            LotReady puts make-ready, service and inventory on one colour-coded board. Your team
            sees a bottleneck minutes after it starts, not at the end of the month.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to={PATHS.requestDemo}
              className={cn(buttonVariants({ size: 'lg-narrow' }), 'shadow-sm')}
            >
              Get Started
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <Link
              to={PATHS.sandbox}
              className={buttonVariants({ size: 'lg-narrow', variant: 'outline' })}
            >
              <MonitorPlay className="h-4 w-4" aria-hidden />
              Try Interactive Demo
            </Link>
            <a
              href={PATHS.login}
              className={buttonVariants({ size: 'lg-narrow', variant: 'ghost' })}
            >
              Existing User Login
            </a>
          </div>
          <p className="mt-4 text-sm font-medium text-slate-500">No signup required for demo</p>
          <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex sm:flex-wrap">
            {HERO_CLAIMS.map(({ text, note }) => (
              <li key={text} className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4 shrink-0 text-red-600" aria-hidden />
                <span>
                  <span>{text}</span>
                  {note && <ClaimMark note={note} />}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
