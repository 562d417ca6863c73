import type { Emit } from '../../plugins/tenant-change';

/**
 * Tells each person's own streams that their bell changed (GET /api/events, type 'alerts'):
 * the event names its addressee, so no other stream hears it, and carries no alert's text;
 * the bell reads its count and list itself.
 */
export function announceBells(
  emit: Emit,
  userIds: Iterable<string>,
  action: 'raised' | 'acknowledged',
): void {
  for (const userId of new Set(userIds)) emit({ type: 'alerts', action, userId });
}

/** Tells every stream of the dealership that someone took a car ("On it: Sam" on its tile). */
export function announceTaken(emit: Emit, vehicleId: string): void {
  emit({ type: 'on-it', id: vehicleId, action: 'taken' });
}
