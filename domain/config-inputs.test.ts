import { describe, expect, it } from 'vitest';
import { CONFIG_INPUT_RULES, clampConfigInput, type ConfigInputField } from './config-inputs';

describe('CONFIG_INPUT_RULES (spec 5 table)', () => {
  it('has the ranges, steps and defaults', () => {
    expect(CONFIG_INPUT_RULES).toEqual({
      maxVehicles: { min: 4, max: 36, step: 1, fallback: 16 },
      makeReadyNew: { min: 1, max: 60, step: 1, fallback: 5 },
      makeReadyWorking: { min: 5, max: 120, step: 1, fallback: 30 },
      makeReadyWarning: { min: 15, max: 180, step: 1, fallback: 40 },
      serviceNew: { min: 0.1, max: 2, step: 0.1, fallback: 0.5 },
      serviceGood: { min: 0.5, max: 10, step: 0.1, fallback: 2 },
      serviceAttention: { min: 2, max: 60, step: 1, fallback: 12 },
    });
  });
});

describe('clampConfigInput', () => {
  it.each<[ConfigInputField, string | number, number]>([
    ['maxVehicles', '', 16],
    ['maxVehicles', 'abc', 16],
    ['maxVehicles', Number.NaN, 16],
    ['maxVehicles', '12', 12],
    ['maxVehicles', 12, 12],
    ['maxVehicles', '3', 4],
    ['maxVehicles', '0', 4],
    ['maxVehicles', '40', 36],
    ['maxVehicles', '12.6', 13],
    ['makeReadyNew', '', 5],
    ['makeReadyNew', '0', 1],
    ['makeReadyNew', '-4', 1],
    ['makeReadyNew', '61', 60],
    ['makeReadyNew', ' 7 ', 7],
    ['makeReadyWorking', 'x', 30],
    ['makeReadyWorking', '4', 5],
    ['makeReadyWorking', '500', 120],
    ['makeReadyWarning', '', 40],
    ['makeReadyWarning', '14', 15],
    ['makeReadyWarning', '181', 180],
    ['serviceNew', '', 0.5],
    ['serviceNew', '0', 0.1],
    ['serviceNew', '0.25', 0.3],
    ['serviceNew', '0.3', 0.3],
    ['serviceNew', '1.7', 1.7],
    ['serviceNew', '2.5', 2],
    ['serviceGood', 'x', 2],
    ['serviceGood', '0.2', 0.5],
    ['serviceGood', '2.35', 2.4],
    ['serviceGood', '11', 10],
    ['serviceAttention', '', 12],
    ['serviceAttention', '1', 2],
    ['serviceAttention', '61', 60],
    ['serviceAttention', '30', 30],
  ])('%s %j → %s', (field, raw, value) => {
    expect(clampConfigInput(field, raw)).toBe(value);
  });
});
