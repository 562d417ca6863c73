import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { MarketingLayout } from './marketing-layout';

interface FormPageLayoutProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  points: readonly string[];
  form: ReactNode;
  aside?: ReactNode;
}

/** A two-column page: the pitch and what happens next on the left, the form on the right. */
export function FormPageLayout({
  eyebrow,
  title,
  intro,
  points,
  form,
  aside,
}: FormPageLayoutProps) {
  return (
    <MarketingLayout>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-red-600">{eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">{title}</h1>
            <div className="mt-4 text-lg leading-8 text-slate-600">{intro}</div>
            <ul className="mt-8 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <Check className="mt-1 h-4 w-4 shrink-0 text-red-600" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            {aside && <div className="mt-8">{aside}</div>}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
            {form}
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
