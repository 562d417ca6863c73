import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { MINUTE_MS } from '@domain/time';
import { reloadAppPreferences, setAppPreference } from '@/lib/app-preferences';
import { ClockProvider, createManualClock } from '@/lib/clock';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { useTileStatus } from './use-tile-status';

const beep = vi.hoisted(() => vi.fn());
vi.mock('@/lib/beep', () => ({ playAlertBeep: beep }));

const START = Date.UTC(2026, 0, 1, 12);
const thresholds = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);

function Probe() {
  const vehicle = buildVehicle({
    id: '00000000-0000-4000-8000-00000000beef',
    inMakeReady: true,
    type: 'make-ready',
    makeReadyAddedAt: START - 38 * MINUTE_MS,
  });
  return <p>{useTileStatus(vehicle, thresholds, 'make-ready')}</p>;
}

afterEach(() => {
  localStorage.clear();
  reloadAppPreferences();
  beep.mockClear();
});

describe('audio alerts (spec 2.9)', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('audio alerts %s → %i beep when a tile turns overdue', (on, beeps) => {
    setAppPreference('audioAlerts', on);
    const clock = createManualClock(START);
    const { container } = render(
      <ClockProvider clock={clock}>
        <Probe />
      </ClockProvider>,
    );
    expect(container).toHaveTextContent('warning');
    expect(beep).not.toHaveBeenCalled();
    act(() => clock.advance(3 * MINUTE_MS));
    expect(container).toHaveTextContent('overdue');
    expect(beep).toHaveBeenCalledTimes(beeps);
  });
});
