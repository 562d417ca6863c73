import { ClaimMark } from './claim-mark';
import { Check, Minus } from 'lucide-react';
import { clsx as cn } from 'clsx';
import { COMPARISON_ROWS, type ComparisonCell } from '../content/comparison';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { SectionHeading } from './section-heading';

function Cell({ value, highlight }: { value: ComparisonCell; highlight?: boolean }) {
  if (value === true)
    return (
      <span className="inline-flex items-center gap-1">
        <Check
          className={cn('h-5 w-5', highlight ? 'text-red-600' : 'text-slate-500')}
          aria-hidden
        />
        <span className="sr-only">Included</span>
      </span>
    );
  if (value === false)
    return (
      <span className="inline-flex items-center">
        <Minus className="h-5 w-5 text-slate-300" aria-hidden />
        <span className="sr-only">Not included</span>
      </span>
    );
  return <span className={cn(highlight && 'font-semibold text-slate-900')}>{value}</span>;
}

/** Enterprise software vs LotReady vs basic tools (spec 2.6). */
export function ComparisonSection() {
  return (
    <section aria-labelledby="compare-heading" className="render-when-near bg-white py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="compare-heading"
          eyebrow="Compare"
          title="Enterprise power without the enterprise bill"
        >
          Save 25% or more versus enterprise systems
          <ClaimMark note="estimate" />, and get more than a spreadsheet can ever give you.
        </SectionHeading>
        {/* ScrollRegion is relative: the screen-reader-only cell texts are positioned; without
            it they escape the scroll box and widen the page on a phone. */}
        <ScrollRegion label="Comparison table" className="mt-12">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              LotReady, enterprise software and basic tools compared
            </caption>
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50">
                <th scope="col" className="px-4 py-4 font-medium text-slate-500">
                  <span className="sr-only">Feature</span>
                </th>
                <th scope="col" className="bg-red-600 px-4 py-4 font-semibold text-white">
                  LotReady
                </th>
                <th scope="col" className="px-4 py-4 font-semibold text-slate-700">
                  Enterprise software
                </th>
                <th scope="col" className="px-4 py-4 font-semibold text-slate-700">
                  Basic tools
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {COMPARISON_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="w-[34%] px-4 py-3 font-medium text-slate-800">
                    {row.label}
                  </th>
                  <td className="bg-red-50/60 px-4 py-3 text-slate-700">
                    <Cell value={row.lotready} highlight />
                  </td>
                  <td className="px-4 py-3 text-slate-600">
                    <Cell value={row.enterprise} />
                  </td>
                  <td className="px-4 py-3 text-slate-600">
                    <Cell value={row.basic} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}
