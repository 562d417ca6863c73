import { HOUR_MS } from './time';

/**
 * Following up a lead or a support request (issue #29 item 3): where it stands, who has it and
 * how long it has waited. The pages promise a reply "within 24 hours" (spec 7's inline demo
 * success text), so the super admin's Leads and Support tabs count from arrival against it.
 */

export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const FOLLOW_UP_STATUS_LABELS: Readonly<Record<FollowUpStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

/** The reply the site promises to every lead and support message. */
export const REPLY_WITHIN_HOURS = 24;
export const REPLY_WITHIN_MS = REPLY_WITHIN_HOURS * HOUR_MS;

export type ReplyClock = 'answered' | 'waiting' | 'overdue';

/**
 * Whether the promise is still open: anything past "new" has had its reply; a new one is
 * overdue once REPLY_WITHIN_HOURS have passed since it arrived.
 */
export function replyClock(status: FollowUpStatus, arrivedAt: number, now: number): ReplyClock {
  if (status !== 'new') return 'answered';
  return now - arrivedAt >= REPLY_WITHIN_MS ? 'overdue' : 'waiting';
}

export interface DealershipPrefill {
  dealershipName: string;
  slug: string;
  fullName: string;
  email: string;
  username: string;
}

/** Lower-case letters and digits joined by single hyphens, at most `max` characters. */
function hyphenated(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // the accents NFKD split off: "ü" reads "u"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/**
 * "Create dealership from this lead": the new dealership's form filled in from what the lead
 * sent (its dealership's name, and the sender as the first admin). The super admin checks it
 * and chooses the password; the server validates it like any other.
 */
export function dealershipPrefillFromLead(lead: {
  name: string;
  email: string;
  company: string | null;
}): DealershipPrefill {
  const dealershipName = lead.company?.trim() || '';
  const mailbox = lead.email.split('@')[0] ?? '';
  return {
    dealershipName,
    slug: hyphenated(dealershipName, 40),
    fullName: lead.name.trim(),
    email: lead.email.trim(),
    username: mailbox.toLowerCase().replace(/[^a-z0-9._-]+/g, ''),
  };
}
