import { useEffect, useLayoutEffect, useState } from 'react';
import { TOUR_DEFAULTS } from '@domain/constants';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Scrolls the window so the element sits `scrollOffset` below the top, over `scrollDuration`. */
function scrollToElement(element: Element): () => void {
  const rect = element.getBoundingClientRect();
  const fullyVisible = rect.top >= 0 && rect.bottom <= window.innerHeight;
  if (fullyVisible) return () => undefined;
  const start = window.scrollY;
  const target = Math.max(0, start + rect.top - TOUR_DEFAULTS.scrollOffset - 80);
  if (prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
    window.scrollTo(0, target);
    return () => undefined;
  }
  let frame = 0;
  const began = performance.now();
  const step = (time: number) => {
    const progress = Math.min(1, (time - began) / TOUR_DEFAULTS.scrollDuration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, start + (target - start) * eased);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** The viewport rectangle of a step's target, tracked through scroll and resize. */
export function useTargetRect(selector: string | null): Rect | null {
  const [measured, setMeasured] = useState<{ selector: string; rect: Rect | null } | null>(null);

  useEffect(() => {
    if (!selector) return;
    const element = document.querySelector(selector);
    if (!element) return;
    return scrollToElement(element);
  }, [selector]);

  useLayoutEffect(() => {
    if (!selector) return;
    let frame = 0;
    const measure = () => {
      const element = document.querySelector(selector);
      const r = element?.getBoundingClientRect();
      setMeasured({
        selector,
        rect: r ? { top: r.top, left: r.left, width: r.width, height: r.height } : null,
      });
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [selector]);

  return selector && measured?.selector === selector ? measured.rect : null;
}
