import { useLayoutEffect, useState, type RefObject } from 'react';

export interface VirtualRange {
  columns: number;
  start: number;
  end: number;
  pitch: number;
}

/** Columns at a container width, matching the board's breakpoints (sm, lg, xl). */
export function columnsForWidth(width: number, wideColumns: number): number {
  if (width < 600) return 1;
  if (width < 1000) return 2;
  if (width < 1240) return 3;
  return wideColumns;
}

function remPx(): number {
  const size = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/**
 * Which rows of a long grid are on screen (plus `overscan` rows either side), following
 * window scroll and resizes, so a 500-vehicle board renders only the tiles anyone can see.
 */
export function useVirtualRows(
  ref: RefObject<HTMLElement | null>,
  count: number,
  wideColumns: number,
  rowRem: number,
  gapRem: number,
  overscan = 2,
): VirtualRange {
  const [range, setRange] = useState<VirtualRange>(() => {
    const columns = columnsForWidth(
      typeof window === 'undefined' ? 1280 : window.innerWidth,
      wideColumns,
    );
    return { columns, start: 0, end: Math.min(count, columns * 8), pitch: (rowRem + gapRem) * 16 };
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const px = remPx();
      const pitch = (rowRem + gapRem) * px;
      const columns = columnsForWidth(rect.width, wideColumns);
      const rows = Math.ceil(count / columns);
      const firstRow = Math.max(0, Math.floor(-rect.top / pitch) - overscan);
      const lastRow = Math.min(rows, Math.ceil((window.innerHeight - rect.top) / pitch) + overscan);
      const next = {
        columns,
        start: firstRow * columns,
        end: Math.min(count, Math.max(firstRow, lastRow) * columns),
        pitch,
      };
      setRange((current) =>
        current.columns === next.columns &&
        current.start === next.start &&
        current.end === next.end &&
        current.pitch === next.pitch
          ? current
          : next,
      );
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [count, gapRem, overscan, ref, rowRem, wideColumns]);

  return range;
}
