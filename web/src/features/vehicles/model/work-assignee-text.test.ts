import { describe, expect, it } from 'vitest';
import { workAssigneeText } from './work-assignee-text';

const NAMES: Record<string, string> = {
  me: 'You',
  sam: 'Sam Lee',
  alex: 'Alex Park',
  kim: 'kim',
  gone: 'Assigned',
};
const personName = (id: string) => NAMES[id] ?? 'Assigned';

describe('workAssigneeText', () => {
  it.each<[string[], string | null]>([
    [[], null],
    [['sam'], 'Item: Sam'],
    [['me'], 'Item: You'],
    [['kim'], 'Item: kim'],
    [['sam', 'me'], 'Items: You, Sam'],
    [['sam', 'alex', 'me'], 'Items: You, Sam +1'],
    [['sam', 'alex', 'kim', 'gone'], 'Items: Sam, Alex +2'],
  ])('%j → %s', (ids, expected) => {
    expect(workAssigneeText(ids, personName)).toBe(expected);
  });
});
