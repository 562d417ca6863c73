import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '@domain/time';
import { ClockProvider, createManualClock } from '@/lib/clock';
import { SubletChip } from './sublet-chip';

const NOW = Date.UTC(2026, 10, 23, 15);

function chip(dueAt: number, state: 'sent' | 'accepted' = 'sent') {
  render(
    <ClockProvider clock={createManualClock(NOW)}>
      <SubletChip sublet={{ trade: 'glass', dueAt, state }} />
    </ClockProvider>,
  );
  return screen.getByTestId('tile-sublet');
}

describe('the tile’s sublet chip (issue #31)', () => {
  it('names the trade and the due day', () => {
    expect(chip(NOW + 3 * 24 * HOUR_MS).textContent).toMatch(/^Glass · due (Wed|Thu)$/);
  });

  it('says how late an open job is', () => {
    expect(chip(NOW - 2 * HOUR_MS - 5 * MINUTE_MS, 'accepted').textContent).toMatch(
      /^Glass · due .+ · 2 h late$/,
    );
  });
});
