import { Minus, Plus, SlidersHorizontal } from 'lucide-react';
import { DEFAULT_SIZE_SCALE_PERCENT } from '@domain/constants';
import { Button } from '@/components/ui/button';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import {
  SIZE_SCALE_MAX_PERCENT,
  SIZE_SCALE_MIN_PERCENT,
  setAppPreference,
  useAppPreferences,
} from '@/lib/app-preferences';
import { playAlertBeep } from '@/lib/beep';

const SCALE_STEP = 10;

export function GeneralSettings({
  textEnlargement,
  onOpenDealershipConfig,
}: {
  textEnlargement: boolean;
  /** Absent when the person may not view the dealership's settings (spec 6, settings.view). */
  onOpenDealershipConfig?: () => void;
}) {
  const preferences = useAppPreferences();
  const scale = preferences.sizeScalePercent;
  return (
    <div className="grid gap-4">
      <ToggleSwitch
        label="Auto-refresh"
        description="Reload vehicles every 30 seconds, in case live updates are interrupted."
        checked={preferences.autoRefresh}
        onCheckedChange={(value) => setAppPreference('autoRefresh', value)}
      />
      <ToggleSwitch
        label="Audio alerts"
        description="Play a short beep when a vehicle turns overdue or critical."
        checked={preferences.audioAlerts}
        onCheckedChange={(value) => {
          setAppPreference('audioAlerts', value);
          // A preview of the sound, and it starts the page's audio inside a click: browsers
          // keep audio created later by a timer (a tile turning red) silent otherwise.
          if (value) playAlertBeep();
        }}
      />
      {textEnlargement && (
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-sm font-medium" id="size-scale-label">
              Text size
            </p>
            <p className="text-xs text-slate-600">
              Make everything larger for a wall screen or smaller for a laptop.
            </p>
          </div>
          <div className="flex items-center gap-2" role="group" aria-labelledby="size-scale-label">
            <Button
              variant="outline"
              size="icon"
              aria-label="Smaller text"
              disabled={scale <= SIZE_SCALE_MIN_PERCENT}
              onClick={() => setAppPreference('sizeScalePercent', scale - SCALE_STEP)}
            >
              <Minus className="h-4 w-4" aria-hidden />
            </Button>
            <button
              type="button"
              className="w-14 text-center text-sm font-semibold tabular-nums"
              title="Reset text size"
              onClick={() => setAppPreference('sizeScalePercent', DEFAULT_SIZE_SCALE_PERCENT)}
            >
              {scale}%
            </button>
            <Button
              variant="outline"
              size="icon"
              aria-label="Larger text"
              disabled={scale >= SIZE_SCALE_MAX_PERCENT}
              onClick={() => setAppPreference('sizeScalePercent', scale + SCALE_STEP)}
            >
              <Plus className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
      )}
      {onOpenDealershipConfig && (
        <Button variant="outline" onClick={onOpenDealershipConfig} className="justify-self-start">
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Dealership Configuration
        </Button>
      )}
    </div>
  );
}
