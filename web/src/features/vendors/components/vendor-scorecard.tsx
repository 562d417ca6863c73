import { useState } from 'react';
import { addDaysToDate, localDateString } from '@domain/recon/business-time';
import { HOUR_MS } from '@domain/time';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { formatMoney } from '@domain/work/money';
import { Input } from '@/components/ui/input';
import { useClock } from '@/lib/clock';
import { useVendorScorecard } from '../api/vendors';

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function share(value: number | null) {
  return value === null ? '—' : `${String(Math.round(value * 100))} %`;
}

function turnaround(ms: number | null) {
  if (ms === null) return '—';
  const hours = ms / HOUR_MS;
  return hours < 48 ? `${hours.toFixed(1)} h` : `${(hours / 24).toFixed(1)} d`;
}

/**
 * Every vendor's scorecard over a period (issue #31 item 4): jobs, on-time share, median
 * turnaround, quoted and billed, reopened; each job opens its car.
 */
export function VendorScorecard({ onOpenVehicle }: { onOpenVehicle: (id: string) => void }) {
  const clock = useClock();
  const [to, setTo] = useState(() => localDateString(clock.now(), ZONE));
  const [from, setFrom] = useState(() => addDaysToDate(to, -29));
  const card = useVendorScorecard({ from, to });
  const money = card.data ? { currency: card.data.currency, locale: card.data.locale } : null;

  return (
    <section aria-labelledby="vendor-scorecard-title" className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="vendor-scorecard-title" className="mr-auto text-lg font-bold">
          Scorecard
        </h2>
        <label className="grid gap-1 text-xs font-semibold text-slate-600">
          From
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="grid gap-1 text-xs font-semibold text-slate-600">
          To
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs uppercase text-slate-500">
            <tr>
              <th className="p-2">Vendor</th>
              <th className="p-2 text-right">Jobs</th>
              <th className="p-2 text-right">On time</th>
              <th className="p-2 text-right">Median turnaround</th>
              <th className="p-2 text-right">Quoted</th>
              <th className="p-2 text-right">Billed</th>
              <th className="p-2 text-right">Reopened</th>
            </tr>
          </thead>
          <tbody>
            {card.data?.vendors.map(({ vendor, score, jobs }) => (
              <tr key={vendor.id} className="border-t border-slate-100 align-top">
                <td className="p-2">
                  <p className="font-semibold">{vendor.name}</p>
                  <p className="text-xs text-slate-500">{VENDOR_TRADE_LABELS[vendor.trade]}</p>
                  {jobs.length > 0 && (
                    <ul className="mt-1 grid gap-0.5 text-xs" aria-label={`Jobs of ${vendor.name}`}>
                      {jobs.map((job) => (
                        <li key={job.id}>
                          <button
                            type="button"
                            className="text-left underline"
                            onClick={() => onOpenVehicle(job.vehicleId)}
                          >
                            {job.stockNumber}: {job.what}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="p-2 text-right tabular-nums">{score.jobs}</td>
                <td className="p-2 text-right tabular-nums">{share(score.onTimeShare)}</td>
                <td className="p-2 text-right tabular-nums">
                  {turnaround(score.medianTurnaroundMs)}
                </td>
                <td className="p-2 text-right tabular-nums">
                  {money && formatMoney(score.quotedCents, money)}
                </td>
                <td className="p-2 text-right tabular-nums">
                  {money && formatMoney(score.billedCents, money)}
                </td>
                <td className="p-2 text-right tabular-nums">{score.reopened}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
