import { FEATURE_CARDS } from '../content/features';
import { FeatureCarouselSlot } from './feature-carousel-slot';
import { SectionHeading } from './section-heading';

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="render-when-near bg-white py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything the lot needs, nothing it doesn't"
        >
          Built with service managers and recon teams, for the way vehicles actually move through a
          dealership.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURE_CARDS.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid h-11 w-11 place-items-center rounded-xl bg-red-50 text-red-600">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        <FeatureCarouselSlot />
      </div>
    </section>
  );
}
