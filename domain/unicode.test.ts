import { describe, expect, it } from 'vitest';
import { isWellFormedText } from './unicode';

describe('isWellFormedText', () => {
  it.each([
    ['', true],
    ['Citroën', true],
    ['emoji 🚗 pair', true],
    ['\ud83d\ude97', true],
    ['\ud800', false],
    ['lone high \ud83d at the end', false],
    ['lone low \ude97 in the middle', false],
    ['reversed pair \ude97\ud83d', false],
  ])('%j → %s', (value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });
});
