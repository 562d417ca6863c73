import type { Vehicle } from '@domain/api/vehicles';
import { estimateLine, estimateVariance } from '@domain/work/estimate';
import { cn } from '@/lib/cn';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';

const TONE_TEXT = { neutral: 'text-slate-700', amber: 'text-amber-700', red: 'text-red-700' };

/**
 * "Est $1,200 · Actual $1,480 · +23 %" (issue #33 item 5), amber past +10 %, red past +20 %, in
 * the dealership's currency and locale. Lists leave it out for a car with no estimate and no
 * spend (`always` shows "Actual $0" on the record).
 */
export function ReconCost({
  vehicle,
  always = false,
  className,
}: {
  vehicle: Pick<Vehicle, 'reconEstimateCents' | 'reconActualCents'>;
  always?: boolean;
  className?: string;
}) {
  const { config } = useVehicleWorkspace();
  const { reconEstimateCents: estimate, reconActualCents: actual } = vehicle;
  if (!always && estimate === null && actual === 0) return null;
  const tone = estimate === null ? null : estimateVariance(estimate, actual)?.tone;
  return (
    <span
      data-testid="recon-cost"
      data-tone={tone ?? 'neutral'}
      className={cn('font-semibold tabular-nums', TONE_TEXT[tone ?? 'neutral'], className)}
    >
      {estimateLine(estimate, actual, config.work)}
    </span>
  );
}
