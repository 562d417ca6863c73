import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { instantOfLocalTime } from '@domain/recon/business-time';
import { HOUR_MS, MINUTE_MS } from '@domain/time';
import { ClockProvider, createManualClock } from '@/lib/clock';
import { WorkspaceContext } from '@/features/vehicles/hooks/vehicle-workspace';
import { SubletChip } from './sublet-chip';

const NOW = Date.UTC(2026, 10, 23, 15);

function chip(dueAt: number, state: 'sent' | 'accepted' = 'sent', timeZone = 'America/New_York') {
  const config = {
    ...DEFAULT_DEALERSHIP_CONFIG,
    businessHours: { ...DEFAULT_DEALERSHIP_CONFIG.businessHours, timeZone },
  };
  render(
    <ClockProvider clock={createManualClock(NOW)}>
      <WorkspaceContext.Provider
        value={{
          config,
          thresholds: thresholdsFromConfig(config),
          role: 'user',
          userId: null,
          autoRefresh: false,
          openRecord: () => undefined,
          closeRecord: () => undefined,
        }}
      >
        <SubletChip sublet={{ trade: 'glass', dueAt, state }} />
      </WorkspaceContext.Provider>
    </ClockProvider>,
  );
  return screen.getByTestId('tile-sublet');
}

describe('the tile’s sublet chip (issue #31)', () => {
  it('names the trade and the due day', () => {
    expect(chip(NOW + 3 * 24 * HOUR_MS).textContent).toBe('Glass · due Thu');
  });

  it('says how late an open job is', () => {
    expect(chip(NOW - 2 * HOUR_MS - 5 * MINUTE_MS, 'accepted').textContent).toBe(
      'Glass · due today · 2 h late',
    );
  });

  it('reads the due day in the dealership’s zone, not the browser’s', () => {
    // Wednesday 21:00 in Los Angeles is already Thursday in New York (and in UTC).
    const due = instantOfLocalTime('2026-11-25', '21:00', 'America/Los_Angeles');
    expect(chip(due, 'sent', 'America/Los_Angeles').textContent).toBe('Glass · due Wed');
  });
});
