import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time';
import { vendorScore, type ScoredJob } from './scorecard';

const job = (over: Partial<ScoredJob>): ScoredJob => ({
  state: 'done',
  sentAt: 0,
  dueAt: 48 * HOUR_MS,
  doneAt: 24 * HOUR_MS,
  quoteCents: 10_000,
  billedCents: null,
  reopenedCount: 0,
  ...over,
});

describe('vendorScore', () => {
  it('is empty without jobs', () => {
    expect(vendorScore([])).toEqual({
      jobs: 0,
      done: 0,
      onTimeShare: null,
      medianTurnaroundMs: null,
      quotedCents: 0,
      billedCents: 0,
      reopened: 0,
    });
  });

  it.each([
    [
      'three done, one late, an open and a cancelled one',
      [
        job({ doneAt: 10 * HOUR_MS }),
        job({ doneAt: 48 * HOUR_MS, billedCents: 12_500 }),
        job({ doneAt: 50 * HOUR_MS, reopenedCount: 1 }),
        job({ state: 'accepted', doneAt: null }),
        job({ state: 'cancelled', doneAt: null, quoteCents: 5_000 }),
      ],
      {
        jobs: 5,
        done: 3,
        onTimeShare: 2 / 3,
        medianTurnaroundMs: 48 * HOUR_MS,
        quotedCents: 45_000,
        billedCents: 32_500,
        reopened: 1,
      },
    ],
    [
      'an even count takes the middle two',
      [job({ doneAt: 10 * HOUR_MS }), job({ doneAt: 20 * HOUR_MS })],
      {
        jobs: 2,
        done: 2,
        onTimeShare: 1,
        medianTurnaroundMs: 15 * HOUR_MS,
        quotedCents: 20_000,
        billedCents: 20_000,
        reopened: 0,
      },
    ],
    [
      'nothing done yet',
      [job({ state: 'sent', doneAt: null })],
      {
        jobs: 1,
        done: 0,
        onTimeShare: null,
        medianTurnaroundMs: null,
        quotedCents: 10_000,
        billedCents: 0,
        reopened: 0,
      },
    ],
  ])('%s', (_name, jobs, score) => {
    expect(vendorScore(jobs)).toEqual(score);
  });
});
