import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx as cn } from 'clsx';
import { CAROUSEL_SLIDES } from '../content/features';

const arrowClass =
  'grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400';

/** A manual carousel of more features: previous and next buttons and one dot per slide. */
export function FeatureCarousel() {
  const [index, setIndex] = useState(0);
  const count = CAROUSEL_SLIDES.length;
  const slide = CAROUSEL_SLIDES[index] ?? CAROUSEL_SLIDES[0]!;
  const Icon = slide.icon;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="More features"
      className="rounded-2xl bg-slate-900 px-6 py-10 text-white sm:px-12"
    >
      <div
        className="min-h-44 text-center"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live="polite"
      >
        <span className="mx-auto grid h-12 w-12 place-items-center rounded-xl bg-red-600">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <h3 className="mt-4 text-2xl font-semibold">{slide.title}</h3>
        <p className="mx-auto mt-3 max-w-xl text-slate-300">{slide.text}</p>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => go(index - 1)}
          className={arrowClass}
          aria-label="Previous feature"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden />
        </button>
        <div className="flex items-center">
          {CAROUSEL_SLIDES.map((item, position) => (
            <button
              key={item.title}
              type="button"
              onClick={() => setIndex(position)}
              aria-label={`Show ${item.title}`}
              aria-current={position === index}
              className="group grid h-8 min-w-6 place-items-center px-1 focus-visible:outline-none"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all group-focus-visible:ring-2 group-focus-visible:ring-red-400',
                  position === index
                    ? 'w-8 bg-red-500'
                    : 'w-2.5 bg-white/30 group-hover:bg-white/50',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          className={arrowClass}
          aria-label="Next feature"
        >
          <ChevronRight className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
