/**
 * An alert as a text message (issue #32 item 3): short, one link. One car reads as its alert
 * with the link to the car; several read as the grouped title, the first cars and the board.
 */
import { carLinkPath } from './car-link';
import type { AlertMessage } from './grouped-message';

/** The cars a grouped text names before "and N more": two or three segments at most. */
export const SMS_LINES = 3;

/** The text for `message`, its links on `origin` (the dealership's own address). */
export function alertSmsText(message: AlertMessage, origin: string): string {
  const [only, ...rest] = message.lines;
  if (only && rest.length === 0) return `${message.title} ${origin}${carLinkPath(only.vehicleId)}`;
  const named = message.lines.slice(0, SMS_LINES).map((line) => line.text);
  const more = message.lines.length - named.length;
  const list = more > 0 ? [...named, `and ${String(more)} more`] : named;
  return `${message.title}: ${list.join('; ')} ${origin}/`;
}
