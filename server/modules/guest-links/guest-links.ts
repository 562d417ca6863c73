import { and, eq, isNull } from 'drizzle-orm';
import type { GuestLinkPurpose } from '@domain/work/records';
import type { Executor } from '../../db/client';
import { guestLinks } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashToken, newSecretToken } from '../../lib/tokens';

/**
 * Links for people without an account (design.md, "Links for people without an account"): an
 * approver on a phone now, a vendor later (issue #31). A link is a random token stored only as
 * its hash, bound to one object, purpose and recipient, expiring, spent by one decision and
 * revocable. Every lookup runs in the tenant transaction of the host's dealership, so a token
 * of another dealership is simply not found.
 */

export const LINK_NOT_FOUND_MESSAGE = 'token: this link is not valid';
export const LINK_EXPIRED_MESSAGE = 'token: this link has expired';
export const LINK_USED_MESSAGE = 'token: this link was already used';

export type GuestLink = typeof guestLinks.$inferSelect;

/** Makes a link; answers the token to put in the URL (it is never stored). */
export async function issueGuestLink(
  tx: Executor,
  props: {
    dealershipId: string;
    purpose: GuestLinkPurpose;
    subjectId: string;
    recipientId: string | null;
    now: number;
    ttlMs: number;
  },
): Promise<string> {
  const token = newSecretToken();
  await tx.insert(guestLinks).values({
    dealershipId: props.dealershipId,
    tokenHash: hashToken(token),
    purpose: props.purpose,
    subjectId: props.subjectId,
    recipientId: props.recipientId,
    expiresAt: props.now + props.ttlMs,
    createdAt: props.now,
  });
  return token;
}

/**
 * The live link of `token` for `purpose`: 404 for an unknown, tampered or other dealership's
 * token (one answer, so nothing tells them apart), 410 for an expired, spent or revoked one.
 */
export async function openGuestLink(
  tx: Executor,
  props: { dealershipId: string; purpose: GuestLinkPurpose; token: string; now: number },
): Promise<GuestLink> {
  const [link] = await tx
    .select()
    .from(guestLinks)
    .where(
      and(
        eq(guestLinks.dealershipId, props.dealershipId),
        eq(guestLinks.tokenHash, hashToken(props.token)),
        eq(guestLinks.purpose, props.purpose),
      ),
    )
    .limit(1);
  if (!link) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE, 'token');
  if (link.usedAt !== null || link.revokedAt !== null) {
    throw new HttpError(410, LINK_USED_MESSAGE, 'token');
  }
  if (props.now >= link.expiresAt) throw new HttpError(410, LINK_EXPIRED_MESSAGE, 'token');
  return link;
}

/**
 * Spends the link in one UPDATE that only an unspent link matches, so two taps at once make
 * one decision: the second finds nothing and is told the link was used.
 */
export async function spendGuestLink(tx: Executor, link: GuestLink, now: number): Promise<void> {
  const spent = await tx
    .update(guestLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(guestLinks.dealershipId, link.dealershipId),
        eq(guestLinks.id, link.id),
        isNull(guestLinks.usedAt),
        isNull(guestLinks.revokedAt),
      ),
    )
    .returning({ id: guestLinks.id });
  if (spent.length === 0) throw new HttpError(410, LINK_USED_MESSAGE, 'token');
}

/** Revokes every live link to an object (it was decided another way). */
export async function revokeGuestLinks(
  tx: Executor,
  props: { dealershipId: string; purpose: GuestLinkPurpose; subjectId: string; now: number },
): Promise<void> {
  await tx
    .update(guestLinks)
    .set({ revokedAt: props.now })
    .where(
      and(
        eq(guestLinks.dealershipId, props.dealershipId),
        eq(guestLinks.purpose, props.purpose),
        eq(guestLinks.subjectId, props.subjectId),
        isNull(guestLinks.usedAt),
        isNull(guestLinks.revokedAt),
      ),
    );
}

/**
 * Sets when every unrevoked link to an object ends: a vendor's links live while the job is
 * open and a set time after it closes (issue #31), so closing and reopening move the end.
 */
export async function setGuestLinksExpiry(
  tx: Executor,
  props: { dealershipId: string; purpose: GuestLinkPurpose; subjectId: string; expiresAt: number },
): Promise<void> {
  await tx
    .update(guestLinks)
    .set({ expiresAt: props.expiresAt })
    .where(
      and(
        eq(guestLinks.dealershipId, props.dealershipId),
        eq(guestLinks.purpose, props.purpose),
        eq(guestLinks.subjectId, props.subjectId),
        isNull(guestLinks.revokedAt),
      ),
    );
}
