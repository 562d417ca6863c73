import { ChevronDown } from 'lucide-react';
import { FAQ_ENTRIES } from '../content/faq';
import { CallToAction } from './call-to-action';
import { MarketingLayout, PageIntro } from './marketing-layout';

export function FaqPage() {
  return (
    <MarketingLayout>
      <PageIntro eyebrow="FAQ" title="Frequently asked questions">
        Pricing, setup, users and data: the questions dealers ask us most.
      </PageIntro>
      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 shadow-sm">
          {FAQ_ENTRIES.map((entry) => (
            <details key={entry.question} className="group px-5 py-4 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary [&::-webkit-details-marker]:hidden">
                {entry.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-slate-400 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="mt-3 leading-7 text-slate-600">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
      <CallToAction title="Still have a question? Ask us in a demo." />
    </MarketingLayout>
  );
}
