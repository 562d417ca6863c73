/**
 * The dealership's alert of a vendor job still late after its reminder (issue #31 item 3,
 * raised through the one alert gate of issue #32): who hears it and what it says.
 */
import type { AlertAudience } from '../alerts/alert-rules';
import { alertRecipients, type AlertPeople } from '../alerts/due-alerts';
import { lateText } from './due';
import { VENDOR_TRADE_LABELS, type VendorTrade } from './trades';

/** The alert's key: one claim per job and person, however many passes see it late. */
export const lateJobAlertKey = (jobId: string) => `vendor-late:${jobId}`;

/**
 * The people told of a late job: whom the car's step names for an overdue car (its alert
 * rule), when that names anyone; else the car's assignee; else the dealership's managers.
 * `overdue` is null when the car is in no step.
 */
export function lateJobAudience(
  overdue: readonly AlertAudience[] | null,
  people: AlertPeople,
): string[] {
  const byRule = overdue ? alertRecipients(overdue, people) : [];
  if (byRule.length > 0) return byRule;
  if (people.assigneeId !== null) return [people.assigneeId];
  return [...new Set(people.managerIds)];
}

/**
 * What happened, for raiseAlert to put after the car and its step: "Glass job at Clear View is
 * 2 h late" (the alert reads "2019 Honda Civic · 48213 in Body shop: Glass job at …").
 */
export function lateJobAlertWhat(input: {
  trade: VendorTrade;
  vendorName: string;
  lateMs: number;
}): string {
  const trade = VENDOR_TRADE_LABELS[input.trade];
  return `${trade} job at ${input.vendorName} is ${lateText(input.lateMs)}`;
}
