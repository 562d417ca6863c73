import { DAY_MS, HOUR_MS } from '../time';

/**
 * A sublet job's life (issue #31 item 2): sent to the vendor, accepted by them, done; or
 * cancelled by the dealership. A done job may be reopened (back to accepted), which the
 * scorecard counts.
 */
export const VENDOR_JOB_STATES = ['sent', 'accepted', 'done', 'cancelled'] as const;
export type VendorJobState = (typeof VENDOR_JOB_STATES)[number];

/** The states in which the vendor still owes the work. */
export const OPEN_VENDOR_JOB_STATES = ['sent', 'accepted'] as const satisfies VendorJobState[];

export function isOpenJob(state: VendorJobState): boolean {
  return (OPEN_VENDOR_JOB_STATES as readonly string[]).includes(state);
}

/** The public page a vendor's link opens; the token travels in the fragment (never logged). */
export const VENDOR_PAGE_PATH = '/vendor';

/** A vendor's link lives while its job is open and this long after the job closes (item 2). */
export const VENDOR_LINK_DAYS_AFTER_CLOSE = 14;
export const VENDOR_LINK_AFTER_CLOSE_MS = VENDOR_LINK_DAYS_AFTER_CLOSE * DAY_MS;
/**
 * The bound of a link whose job is still open: far enough that no real job reaches it, so the
 * job's closing (which sets the 14 days) is what ends the link.
 */
export const VENDOR_LINK_OPEN_MS = 365 * DAY_MS;

/** A late job's one reminder goes to the vendor; this long later the dealership is told. */
export const LATE_ALERT_AFTER_REMINDER_MS = 2 * HOUR_MS;

/** What a job's vendor may do from the link, by the job's state. */
export type VendorAction = 'accept' | 'back' | 'note' | 'done';

export function vendorMay(action: VendorAction, state: VendorJobState): boolean {
  if (action === 'accept') return state === 'sent';
  return isOpenJob(state);
}

/** How late an open job is at `now` in ms (0 when on time, done or cancelled). */
export function lateByMs(job: { state: VendorJobState; dueAt: number }, now: number): number {
  return isOpenJob(job.state) && now > job.dueAt ? now - job.dueAt : 0;
}

/** Whether a finished job was done by its due time (the scorecard's on-time share). */
export function doneOnTime(job: { dueAt: number; doneAt: number }): boolean {
  return job.doneAt <= job.dueAt;
}
