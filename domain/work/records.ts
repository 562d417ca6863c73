import type { WorkCategory } from './work-items';

/** An approval request: open until decided (every line) or withdrawn (its items pulled back). */
export const APPROVAL_REQUEST_STATES = ['open', 'decided', 'withdrawn'] as const;

/** How an item was decided: by the rule, from a link without signing in, or on the record. */
export const DECIDED_HOW = ['rule', 'link', 'record'] as const;
export type DecidedHow = (typeof DECIDED_HOW)[number];

/** What a guest link opens: an approval request, or a vendor's sublet job (issue #31). */
export const GUEST_LINK_PURPOSES = ['approval', 'vendor-job'] as const;
export type GuestLinkPurpose = (typeof GUEST_LINK_PURPOSES)[number];

/** The public page an approval link opens; the token travels in the fragment (never logged). */
export const APPROVAL_PAGE_PATH = '/approve';
/** How long an approval link lives (issue #33 item 3). */
export const APPROVAL_LINK_TTL_HOURS = 24;

/** One line of a job template: an item it adds, priced at the dealership's rate when applied. */
export interface TemplateLine {
  description: string;
  category: WorkCategory;
  partsCents: number;
  labourHundredths: number;
}
