import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * A scoreboard table: its caption is its name, it scrolls sideways inside its region on a
 * phone, and a line under it says how its numbers are computed.
 */
export function DataTable({
  title,
  how,
  head,
  children,
  minWidth = 'min-w-[36rem]',
}: {
  title: string;
  how: ReactNode;
  head: readonly string[];
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    <section aria-label={title} className="grid min-w-0 grid-cols-1 gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      <ScrollRegion label={`${title} table`}>
        <table className={`w-full ${minWidth} bg-white text-left text-sm`}>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {head.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">{children}</tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-slate-600">{how}</p>
    </section>
  );
}

export const CELL = 'px-3 py-2';
export const ROW_HEADER = 'px-3 py-2 font-medium text-slate-900';
