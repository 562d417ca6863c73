import { formatDuration } from './duration';

/** "awaiting approval · 2 h" on the tile and the record (issue #33 item 4). */
export function approvalWaitText(since: number, now: number): string {
  return `awaiting approval · ${formatDuration(Math.max(0, now - since))}`;
}
