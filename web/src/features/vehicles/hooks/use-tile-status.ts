import { useEffect, useRef } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { DisplayStatus, StatusThresholds, Workflow } from '@domain/vehicle-status';
import { getAppPreferences } from '@/lib/app-preferences';
import { playAlertBeep } from '@/lib/beep';
import { useLiveStatus, type TileClock } from './use-live-status';

const ALERT_STATUSES: ReadonlySet<DisplayStatus> = new Set(['overdue', 'critical']);

/** A board tile's live status; beeps once when it turns overdue or critical (audio alerts on). */
export function useTileStatus(
  vehicle: Vehicle,
  thresholds: StatusThresholds,
  workflow: Workflow,
  clock?: TileClock,
): DisplayStatus {
  const status = useLiveStatus(vehicle, thresholds, workflow, clock);
  const previous = useRef<DisplayStatus | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (
      before &&
      before !== status &&
      ALERT_STATUSES.has(status) &&
      getAppPreferences().audioAlerts
    ) {
      playAlertBeep();
    }
  }, [status]);
  return status;
}
