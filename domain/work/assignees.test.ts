import { describe, expect, it } from 'vitest';
import type { WorkItemState } from './work-items';
import { isMyCar, workAssigneeIdsOf } from './assignees';

const SAM = 'sam';
const ALEX = 'alex';

describe('workAssigneeIdsOf', () => {
  it.each<[string, [WorkItemState, string | null][], string[]]>([
    ['no items', [], []],
    ['unassigned items', [['approved', null]], []],
    ['needs an estimate', [['needs_estimate', SAM]], [SAM]],
    ['awaits approval', [['awaiting_approval', SAM]], [SAM]],
    ['approved, still to do', [['approved', SAM]], [SAM]],
    ['done: no longer theirs', [['done', SAM]], []],
    ['declined: no longer theirs', [['declined', SAM]], []],
    [
      'once each, in the items order',
      [
        ['approved', ALEX],
        ['needs_estimate', SAM],
        ['approved', ALEX],
      ],
      [ALEX, SAM],
    ],
  ])('%s', (_, items, expected) => {
    expect(workAssigneeIdsOf(items.map(([state, assigneeId]) => ({ state, assigneeId })))).toEqual(
      expected,
    );
  });
});

describe('isMyCar', () => {
  it.each<[string, string | null, string[], string | null, boolean]>([
    ['the car is assigned to me', SAM, [], SAM, true],
    ['an open item is assigned to me', null, [SAM], SAM, true],
    ['the car is another person’s', ALEX, [], SAM, false],
    ['another person’s item', ALEX, [ALEX], SAM, false],
    ['nobody signed in', null, [SAM], null, false],
    ['an unassigned car, nobody signed in', null, [], null, false],
  ])('%s', (_, assigneeId, workAssigneeIds, userId, expected) => {
    expect(isMyCar({ assigneeId, workAssigneeIds }, userId)).toBe(expected);
  });
});
