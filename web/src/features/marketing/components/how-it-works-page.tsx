import { ClipboardCheck, MonitorSmartphone, Timer, TrendingUp } from 'lucide-react';
import { CallToAction } from './call-to-action';
import { MarketingLayout, PageIntro } from './marketing-layout';

const STEPS = [
  {
    icon: ClipboardCheck,
    title: 'Check vehicles in',
    text: 'Scan a VIN with a phone, type a stock number, or import your whole inventory from a CSV file. Each vehicle lands on the inventory board with its check-in time.',
  },
  {
    icon: Timer,
    title: 'Move them into make-ready or service',
    text: 'One tap sends a vehicle to make-ready or service, alone or in a batch. The clock starts at once: make-ready counts minutes, service counts days.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Watch the colours',
    text: 'Tiles turn from purple (new) to green, yellow and red as time passes, using thresholds you choose. Starred vehicles stay at the top. Every screen updates live.',
  },
  {
    icon: TrendingUp,
    title: 'Fix the bottleneck, then measure it',
    text: 'The activity log shows who moved what and when. Filter by hour, day or month, find the stage that keeps turning red, and export the proof.',
  },
] as const;

const STATUSES = [
  {
    label: 'NEW',
    tone: 'bg-purple-600',
    text: 'Just arrived. Under 5 minutes in make-ready, or under half a day in service.',
  },
  {
    label: 'WORKING / GOOD',
    tone: 'bg-green-600',
    text: 'On track. Under 30 minutes in make-ready, or under 2 days in service.',
  },
  {
    label: 'WRAP UP / ATTENTION',
    tone: 'bg-yellow-400',
    text: 'Getting close. Under 40 minutes in make-ready, or under 12 days in service.',
  },
  {
    label: 'OVERDUE / CRITICAL',
    tone: 'bg-red-600',
    text: 'Past the limit. Someone should look at it now.',
  },
] as const;

export function HowItWorksPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="How it works" title="From check-in to front line, in four steps">
        LotReady is a live board for the vehicles your team is working on. Status comes from the
        clock, so nobody has to update it and nothing hides.
      </PageIntro>
      <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <ol className="grid gap-6 md:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="grid h-10 w-10 place-items-center rounded-full bg-red-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="h-5 w-5 text-slate-500" aria-hidden />
              </div>
              <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
              <p className="mt-2 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900">
            What the colours mean
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            These are the defaults. Every threshold and label can be changed per dealership, and
            each tile shows its status in words as well as colour.
          </p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {STATUSES.map((status) => (
              <li
                key={status.label}
                className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <span className={`mt-1 h-4 w-4 shrink-0 rounded ${status.tone}`} aria-hidden />
                <div>
                  <p className="text-sm font-bold tracking-wide text-slate-900">{status.label}</p>
                  <p className="mt-1 text-sm text-slate-600">{status.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction />
    </MarketingLayout>
  );
}
