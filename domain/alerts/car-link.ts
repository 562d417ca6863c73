/**
 * Where an alert takes a person (issue #32 item 3): the board with the car's record open. One
 * path for the bell, the mail, the push notification and the morning list.
 */
export const CAR_LINK_PARAM = 'car';

export function carLinkPath(vehicleId: string): string {
  return `/?${CAR_LINK_PARAM}=${encodeURIComponent(vehicleId)}`;
}
