import { describe, expect, it } from 'vitest';
import { fitLongEdge, formatBytes, PHOTO_MESSAGES } from './rules';

describe('fitLongEdge', () => {
  it.each([
    [4000, 3000, 2048, 2048, 1536],
    [3000, 4000, 2048, 1536, 2048],
    [1000, 500, 2048, 1000, 500],
    [2048, 2048, 2048, 2048, 2048],
    [10000, 1, 320, 320, 1],
  ])('%i×%i to a long edge of %i is %i×%i', (width, height, edge, w, h) => {
    expect(fitLongEdge(width, height, edge)).toEqual({ width: w, height: h });
  });
});

describe('formatBytes', () => {
  it.each([
    [100, '1 KB'],
    [512 * 1024, '512 KB'],
    [1024 * 1024, '1.0 MB'],
    [2.5 * 1024 * 1024, '2.5 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('PHOTO_MESSAGES', () => {
  it('names the limit a refused file broke', () => {
    expect(PHOTO_MESSAGES.tooLarge).toContain('15 MB');
    expect(PHOTO_MESSAGES.tooManyPixels).toContain('200 million pixels');
  });
});
