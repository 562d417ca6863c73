import { Clock, Headphones, Lock, Server } from 'lucide-react';
import { SectionHeading } from './section-heading';

const TRUST_CARDS = [
  {
    icon: Lock,
    title: 'Your data is private',
    text: 'Every dealership is its own private tenant. Only your team members can access your information.',
  },
  {
    icon: Server,
    title: '99.9% uptime',
    text: 'Hosted, monitored and backed up, so the board is there when the lot opens.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    text: 'Real people, any hour. Late-night auction run or Saturday rush, we answer.',
  },
  {
    icon: Clock,
    title: '24-hour setup',
    text: 'No setup fees and no consultants. Import your inventory and go live the next day.',
  },
] as const;

export function TrustCards() {
  return (
    <section aria-labelledby="trust-heading" className="render-when-near bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="trust-heading"
          eyebrow="Why dealers trust us"
          title="Built to be relied on"
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-6 w-6 text-red-600" aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
