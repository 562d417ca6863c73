import { describe, expect, it } from 'vitest';
import { classifyMove, stepMoveText, timeCorrectionText } from './moves';

describe('classifyMove', () => {
  it.each([
    // [from, to, reason]
    [null, 0, 'entered'],
    [null, 3, 'entered'],
    [0, 1, 'moved'],
    [4, 5, 'moved'],
    [0, 2, 'skipped'],
    [1, 6, 'skipped'],
    [2, 1, 'sent_back'],
    [6, 0, 'sent_back'],
  ])('from %s to %s is %s', (from, to, reason) => {
    expect(classifyMove(from, to)).toBe(reason);
  });
});

describe('activity texts', () => {
  it('writes a move as the issue says', () => {
    expect(stepMoveText('Inspection', 'Mechanical')).toBe('moved from Inspection to Mechanical');
  });
  it('writes a correction', () => {
    expect(timeCorrectionText('Nov 27, 9:00 AM', 'Nov 27, 8:00 AM')).toBe(
      'time corrected from Nov 27, 9:00 AM to Nov 27, 8:00 AM',
    );
  });
});
