import { Clock, Headphones, Lock, Server } from 'lucide-react';
import { SUPPORT_PROMISE } from '../content/claims';
import { ClaimMark } from './claim-mark';
import { SectionHeading } from './section-heading';

const TRUST_CARDS = [
  {
    icon: Lock,
    title: 'Your data is private',
    text: 'Every dealership is its own private tenant. Only your team members can access your information.',
    note: null,
  },
  {
    icon: Server,
    title: '99.9% uptime',
    note: 'target',
    text: 'Our target: hosted and backed up, with a health check any monitor can watch, so the board is there when the lot opens.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    note: 'support',
    text: SUPPORT_PROMISE,
  },
  {
    icon: Clock,
    title: '24-hour setup',
    note: null,
    text: 'No setup fees and no consultants. Sign up and go live at once, or ask us and we set you up within 24 hours.',
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
          {TRUST_CARDS.map(({ icon: Icon, title, text, note }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="h-6 w-6 text-red-600" aria-hidden />
              <h3 className="mt-4 font-semibold text-slate-900">
                <span>{title}</span>
                {note && <ClaimMark note={note} />}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
