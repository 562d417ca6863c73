import { dueText, lateText } from './due';
import { lateByMs, type VendorJobState } from './jobs';
import { VENDOR_TRADE_LABELS, type VendorTrade } from './trades';

/** What a car's row keeps of its earliest-due open job, for the board's chip. */
export interface VehicleSublet {
  trade: VendorTrade;
  dueAt: number;
  state: VendorJobState;
}

/** The board's chip (issue #31 item 3): 'Glass · due Thu', 'Glass · due Thu · 2 h late'. */
export function subletChipText(sublet: VehicleSublet, now: number, timeZone: string): string {
  const parts = [VENDOR_TRADE_LABELS[sublet.trade], dueText(sublet.dueAt, now, timeZone)];
  const late = lateByMs(sublet, now);
  if (late > 0) parts.push(lateText(late));
  return parts.join(' · ');
}
