import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';

const FeatureCarousel = lazy(() =>
  import('./feature-carousel').then((module) => ({ default: module.FeatureCarousel })),
);

/** Loads the feature carousel only when it scrolls near the viewport (spec 2.6). */
export function FeatureCarouselSlot() {
  return (
    <WhenVisible
      className="mt-16"
      placeholder={<div className="h-72 rounded-2xl bg-slate-50" aria-hidden />}
    >
      <FeatureCarousel />
    </WhenVisible>
  );
}
