import type { ReactNode } from 'react';

/** One number of the scoreboard, the line saying how it is computed, and what it was before. */
export function FigureCard({
  title,
  value,
  detail,
  how,
  before,
}: {
  title: string;
  value: string;
  /** What the value is read from, under it: "1 of 3 red cars". */
  detail?: string;
  how: ReactNode;
  before?: string;
}) {
  return (
    <section
      aria-label={title}
      className="grid content-start gap-1 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <p className="text-2xl font-black tabular-nums">{value}</p>
      {detail && <p className="text-sm font-semibold text-slate-700">{detail}</p>}
      {before && <p className="text-sm text-slate-700">{before}</p>}
      <p className="text-xs text-slate-600">{how}</p>
    </section>
  );
}
