import { describe, expect, it } from 'vitest';
import { formatPrice } from './pricing-plans';

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [59, '$59'],
    [999, '$999'],
    [1_000, '$1,000'],
    [1_234_567, '$1,234,567'],
  ])('%i is %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });
});
