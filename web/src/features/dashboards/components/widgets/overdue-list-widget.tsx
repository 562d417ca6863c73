import type { Vehicle } from '@domain/api/vehicles';
import type { UserDealershipConfig } from '@domain/dealership-config';
import { formatAge, type StatusThresholds } from '@domain/vehicle-status';
import { overdueVehicles } from '@/features/dashboards/model/widget-stats';
import { WidgetCard } from './widget-card';

export function OverdueListWidget({
  vehicles,
  thresholds,
  config,
  now,
}: {
  vehicles: readonly Vehicle[];
  thresholds: StatusThresholds;
  config: UserDealershipConfig;
  now: number;
}) {
  const list = overdueVehicles(vehicles, thresholds, now);
  return (
    <WidgetCard title="Overdue and critical">
      {list.length === 0 ? (
        <p className="text-lg font-semibold text-emerald-300">Nothing overdue. Nice work.</p>
      ) : (
        <ul className="divide-y divide-white/10">
          {list.slice(0, 10).map(({ vehicle, workflow, since }) => (
            <li
              key={`${workflow}-${vehicle.id}`}
              className="flex items-center justify-between gap-3 py-2"
            >
              <span className="min-w-0 truncate text-lg">
                <span className="font-black tabular-nums">{vehicle.stockNumber}</span>{' '}
                <span className="text-white/80">
                  {vehicle.year} {vehicle.make} {vehicle.model}
                </span>
              </span>
              <span className="shrink-0 text-right text-sm">
                <span className="block font-bold text-red-300">{formatAge(since, now)}</span>
                <span className="block text-white/60">
                  {workflow === 'make-ready'
                    ? config.workflows.makeReady.displayName
                    : config.workflows.service.displayName}
                </span>
              </span>
            </li>
          ))}
          {list.length > 10 && (
            <li className="py-2 text-sm text-white/60">and {list.length - 10} more</li>
          )}
        </ul>
      )}
    </WidgetCard>
  );
}
