import type { WorkItemState } from './work-items';

/**
 * The states in which an item's assignee still has it to do: the car is theirs under "My cars"
 * until the item is done (or declined), then it leaves their list by itself.
 */
export const OPEN_WORK_STATES: readonly WorkItemState[] = [
  'needs_estimate',
  'awaiting_approval',
  'approved',
];

/** The people a car's open items are assigned to, once each, in the items' order. */
export function workAssigneeIdsOf(
  items: readonly { state: WorkItemState; assigneeId: string | null }[],
): string[] {
  const ids = items.flatMap((item) =>
    item.assigneeId !== null && OPEN_WORK_STATES.includes(item.state) ? [item.assigneeId] : [],
  );
  return [...new Set(ids)];
}

/**
 * "My cars" (issue #26, widened by #33): the car is assigned to the user, or one of its open
 * work items is. Nobody signed in has no cars.
 */
export function isMyCar(
  vehicle: { assigneeId: string | null; workAssigneeIds: readonly string[] },
  userId: string | null,
): boolean {
  if (userId === null) return false;
  return vehicle.assigneeId === userId || vehicle.workAssigneeIds.includes(userId);
}
