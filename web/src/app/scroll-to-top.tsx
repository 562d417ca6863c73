import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page scrolls to the top on every route change (spec 2.4). Not on the first render: a
 * pre-rendered page hydrates after the person may already have scrolled, and jumping them back
 * to the top (where lazily shown sections such as the demo form never appear) is no route change.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
