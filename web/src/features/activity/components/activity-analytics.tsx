import type { ReactNode } from 'react';
import { AlertOctagon, Boxes, Stethoscope, Wrench } from 'lucide-react';
import type { Vehicle } from '@domain/api/vehicles';
import { CRITICAL_BOTTLENECK_MINUTES } from '@domain/constants';
import type { UserDealershipConfig } from '@domain/dealership-config';
import { formatAge, makeReadyAgeMinutes } from '@domain/vehicle-status';
import { Spinner } from '@/components/ui/spinner';
import { useMinuteNow } from '@/lib/clock';

interface ActivityAnalyticsProps {
  /** Undefined until the vehicles arrive: no figure is shown before it is known. */
  vehicles: readonly Vehicle[] | undefined;
  /** Why the vehicles could not be read, if they could not. */
  error?: string | null;
  config: UserDealershipConfig;
}

const ANALYTICS_LOADING_TEXT = 'Loading figures...';

/**
 * Critical bottlenecks and current workflow counts (spec 2.14, Activity tour). Until the
 * vehicles arrive both panels say they are loading: "No bottlenecks right now" and zero counts
 * would be claims about a lot not yet read.
 */
export function ActivityAnalytics({ vehicles, error, config }: ActivityAnalyticsProps) {
  const now = useMinuteNow();
  const active = (vehicles ?? []).filter((v) => v.flag !== 'sold');
  const pending = (content: ReactNode) =>
    error ? (
      <p role="alert" className="mt-4 text-sm text-red-800">
        Could not load the figures. {error}
      </p>
    ) : vehicles === undefined ? (
      <Spinner label={ANALYTICS_LOADING_TEXT} className="py-6" />
    ) : (
      content
    );
  const bottlenecks = active
    .filter((v) => v.inMakeReady && makeReadyAgeMinutes(v, now) > CRITICAL_BOTTLENECK_MINUTES)
    .sort((a, b) => makeReadyAgeMinutes(b, now) - makeReadyAgeMinutes(a, now));
  const workflows = [
    {
      name: 'Inventory',
      count: active.filter((v) => !v.inMakeReady && !v.inService).length,
      icon: Boxes,
    },
    {
      name: config.workflows.makeReady.displayName,
      count: active.filter((v) => v.inMakeReady).length,
      icon: Wrench,
    },
    {
      name: config.workflows.service.displayName,
      count: active.filter((v) => v.inService).length,
      icon: Stethoscope,
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        data-tour="critical-bottlenecks"
        aria-labelledby="bottlenecks-title"
        className="rounded-xl border border-red-200 bg-white p-4"
      >
        <h2
          id="bottlenecks-title"
          className="flex items-center gap-2 text-base font-bold text-red-800"
        >
          <AlertOctagon className="h-5 w-5" aria-hidden />
          Critical bottlenecks
        </h2>
        <p className="text-xs text-slate-600">
          Over {CRITICAL_BOTTLENECK_MINUTES} minutes in {config.workflows.makeReady.displayName}
        </p>
        {pending(
          bottlenecks.length === 0 ? (
            <p className="mt-4 text-sm text-emerald-700">No bottlenecks right now.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {bottlenecks.slice(0, 8).map((v) => (
                <li key={v.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0 truncate">
                    <span className="font-bold tabular-nums">{v.stockNumber}</span> · {v.year}{' '}
                    {v.make} {v.model}
                  </span>
                  <span className="shrink-0 font-semibold text-red-700">
                    {formatAge(v.makeReadyAddedAt ?? v.checkInTime, now)}
                  </span>
                </li>
              ))}
              {bottlenecks.length > 8 && (
                <li className="py-2 text-xs text-slate-500">and {bottlenecks.length - 8} more</li>
              )}
            </ul>
          ),
        )}
      </section>
      <section
        data-tour="current-workflows"
        aria-labelledby="workflows-title"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="workflows-title" className="text-base font-bold">
          Current workflows
        </h2>
        <p className="text-xs text-slate-600">Active vehicles in each workflow</p>
        {pending(
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {workflows.map(({ name, count, icon: Icon }) => (
              <li key={name} className="rounded-lg bg-slate-50 p-3 text-center">
                <Icon className="mx-auto h-5 w-5 text-primary" aria-hidden />
                <p className="mt-1 text-2xl font-black tabular-nums">{count}</p>
                <p className="text-xs font-medium text-slate-600">{name}</p>
              </li>
            ))}
          </ul>,
        )}
      </section>
    </div>
  );
}
