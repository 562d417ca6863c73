import { describe, expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '../dealership-config';
import { makeReadyThresholdsForGoal } from '../recon/steps';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import { stepGoalMs } from './step-goal';

const timeline = thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG);

describe('stepGoalMs: the overdue edge', () => {
  it.each([
    [
      'the default Make Ready step: the timeline warning, 40 min',
      'make-ready',
      null,
      true,
      40 * MINUTE_MS,
    ],
    [
      'the default Service step: the timeline attention, 12 days',
      'service',
      null,
      true,
      12 * DAY_MS,
    ],
    [
      'Inspection of Standard recon: 2 h',
      'make-ready',
      makeReadyThresholdsForGoal(2 * HOUR_MS),
      true,
      2 * HOUR_MS,
    ],
    [
      'a Service step of its own: attention 3 days',
      'service',
      { newThreshold: 1, goodThreshold: 2, attentionThreshold: 3 },
      true,
      3 * DAY_MS,
    ],
    ['an untimed step has none', 'make-ready', null, false, null],
  ] as const)('%s', (_case, workflow, thresholds, timed, goal) => {
    expect(stepGoalMs({ workflow, thresholds, timed }, timeline)).toBe(goal);
  });
});
