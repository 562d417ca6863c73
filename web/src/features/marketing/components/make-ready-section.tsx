import { Check } from 'lucide-react';
import { clsx as cn } from 'clsx';
import { MAKE_READY_POINTS, STATS } from '../content/features';
import { ClaimMark } from './claim-mark';

const SAMPLE_TILES = [
  {
    stock: 'A1042',
    car: '2022 Honda Accord',
    status: 'NEW',
    age: '3 min ago',
    tone: 'bg-purple-700 text-white',
  },
  {
    stock: 'B2210',
    car: '2021 Ford F-150',
    status: 'WORKING',
    age: '18 min ago',
    tone: 'bg-green-700 text-white',
  },
  {
    stock: 'C0871',
    car: '2020 Toyota RAV4',
    status: 'WRAP UP',
    age: '34 min ago',
    tone: 'bg-yellow-400 text-slate-900',
  },
  {
    stock: 'D3304',
    car: '2023 Chevy Tahoe',
    status: 'OVERDUE',
    age: '52 min ago',
    tone: 'bg-red-700 text-white',
  },
] as const;

/**
 * The make-ready feature list and the stats of spec 1. The sample tiles use the 700 shades and
 * full-opacity text so small white text keeps a 4.5:1 contrast (axe, e2e/accessibility).
 */
export function MakeReadySection() {
  return (
    <section aria-labelledby="make-ready-heading" className="render-when-near bg-slate-50 py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-red-600">Make-ready</p>
          <h2
            id="make-ready-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Front-line ready, faster
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Reconditioning is where days disappear. LotReady counts every minute and turns the board
            red before a car is forgotten behind the shop.
          </p>
          <ul className="mt-8 space-y-3">
            {MAKE_READY_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <span className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-red-600 text-white">
                  <Check className="h-3 w-3" aria-hidden />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-3 gap-4">
            {STATS.map((stat) => (
              <div
                key={stat.label}
                className="rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
              >
                <dt className="sr-only">{stat.label}</dt>
                <dd>
                  <span className="block text-2xl font-bold text-red-600 sm:text-3xl">
                    <span>{stat.value}</span>
                    <ClaimMark note={stat.note} />
                  </span>
                  <span className="mt-1 block text-xs font-medium text-slate-600 sm:text-sm">
                    {stat.label}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div
          className="grid grid-cols-2 gap-3 rounded-2xl bg-slate-900 p-4 shadow-xl sm:p-6"
          role="img"
          aria-label="Example make-ready board: one new vehicle, one working, one in wrap-up and one overdue"
        >
          {SAMPLE_TILES.map((tile) => (
            <div key={tile.stock} className={cn('rounded-xl p-4', tile.tone)}>
              <p className="text-xs font-bold tracking-wider">{tile.status}</p>
              <p className="mt-3 text-lg font-bold">#{tile.stock}</p>
              <p className="text-sm">{tile.car}</p>
              <p className="mt-3 text-xs">{tile.age}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
