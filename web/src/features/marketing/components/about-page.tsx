import { SUPPORT_PROMISE } from '../content/claims';
import { ClaimMark } from './claim-mark';
import { Handshake, Heart, Zap } from 'lucide-react';
import { CallToAction } from './call-to-action';
import { MarketingLayout, PageIntro } from './marketing-layout';

const VALUES = [
  {
    icon: Zap,
    title: 'Fast to start',
    text: 'No setup fees, no consultants, no six-month rollout. Import your inventory today and the board is live tomorrow.',
  },
  {
    icon: Handshake,
    title: 'Fair pricing',
    text: 'One price for the dealership with unlimited users, because the porter and the GM should see the same board.',
  },
  {
    icon: Heart,
    title: 'Built with dealers',
    text: 'Our pilot dealerships shape what we build next. Features ship when recon teams tell us they save time, not before.',
  },
] as const;

export function AboutPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="About us" title="We help dealerships get cars to the front line faster">
        Every day a vehicle waits in reconditioning costs money. We started LotReady to make that
        wait visible to everyone on the team, at a price a single-rooftop store can afford.
      </PageIntro>
      <section className="mx-auto grid max-w-5xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <div className="space-y-4 text-lg leading-8 text-slate-600">
          <h2 className="text-2xl font-bold text-slate-900">Our story</h2>
          <p>
            Most small and medium dealerships track make-ready on a whiteboard, a spreadsheet or a
            group chat. Enterprise systems exist, but they cost thousands, take weeks to roll out
            and charge for every seat.
          </p>
          <p>
            LotReady sits in between: a focused, colour-coded board for inventory, make-ready and
            service that anyone on the lot can learn in minutes. The boards alone cost from $59 per
            month, the complete platform $379 per month, with no setup fees.
          </p>
        </div>
        <div className="rounded-2xl bg-slate-900 p-8 text-white">
          <h2 className="text-2xl font-bold">Our promise</h2>
          <ul className="mt-6 space-y-4 text-slate-300">
            <li>
              <span className="font-semibold text-white">Your data is yours.</span> Each dealership
              is a private space only your team can reach.
            </li>
            <li>
              <span className="font-semibold text-white">Someone answers.</span> 24/7 support
              <ClaimMark note="support" />: {SUPPORT_PROMISE}
            </li>
            <li>
              <span className="font-semibold text-white">It stays up.</span> Our target is 99.9%
              uptime
              <ClaimMark note="target" />, with a health check any monitor can watch.
            </li>
          </ul>
        </div>
      </section>
      <section className="bg-slate-50 py-16">
        <ul className="mx-auto grid max-w-5xl gap-6 px-4 sm:px-6 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-6 w-6 text-red-600" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </MarketingLayout>
  );
}
