import { useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';

/** An element's distance from the top of the page, wherever the page is scrolled. */
function pageTop(element: HTMLElement): number {
  let top = 0;
  for (let at: HTMLElement | null = element; at; at = at.offsetParent as HTMLElement | null) {
    top += at.offsetTop;
  }
  return top;
}

export interface WindowRows<E extends HTMLElement> {
  /** The list element (its distance from the page top is where row 0 starts). */
  listRef: React.RefObject<E | null>;
  /** The rows to build now: the ones on screen, plus a few either side. */
  rows: VirtualItem[];
  /** Space the rows above and below take, unbuilt (as padding or spacer rows). */
  before: number;
  after: number;
  /** Give each built row `ref={measure}` and `data-index={row.index}`: rows differ in height. */
  measure: (element: Element | null) => void;
}

/**
 * Which rows of a long list the page builds (@tanstack/react-virtual over the window's scroll):
 * a 10,000-vehicle lot builds the few dozen rows anyone can see, not 10,000.
 */
export function useWindowRows<E extends HTMLElement>(
  count: number,
  estimatePx: number,
  overscan = 6,
): WindowRows<E> {
  const listRef = useRef<E>(null);
  const [margin, setMargin] = useState(0);
  // What sits above the list (a toolbar, the batch bar) moves row 0 down the page: measured
  // again whenever the page's layout changes size.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const update = () => setMargin(pageTop(element));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimatePx,
    overscan,
    scrollMargin: margin,
    // A row not laid out (a hidden view, or no layout at all) keeps its estimate: a height of
    // 0 would pull every following row on screen.
    measureElement: (element) => element.getBoundingClientRect().height || estimatePx,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    listRef,
    rows,
    before: first ? first.start - margin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0,
    measure: virtualizer.measureElement,
  };
}
