import type { Vehicle } from '@domain/api/vehicles';
import { averageMakeReadyMinutes, formatMinutes } from '@/features/dashboards/model/widget-stats';
import { WidgetCard } from './widget-card';

export function AverageTimeWidget({
  vehicles,
  now,
  name,
}: {
  vehicles: readonly Vehicle[];
  now: number;
  name: string;
}) {
  const average = averageMakeReadyMinutes(vehicles, now);
  return (
    <WidgetCard title={`Average time in ${name}`}>
      <p className="text-6xl font-black tabular-nums">
        {average === null ? '—' : formatMinutes(average)}
      </p>
      <p className="mt-2 text-sm text-white/70">
        {average === null ? `No vehicles in ${name}` : `across vehicles in ${name} right now`}
      </p>
    </WidgetCard>
  );
}
