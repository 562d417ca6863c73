import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantHost } from '@domain/host-mode';
import type { ApprovalReason } from '@domain/work/approval';
import { APPROVAL_LINK_TTL_HOURS, APPROVAL_PAGE_PATH } from '@domain/work/records';
import type { WorkSettings } from '@domain/work/settings';
import type { Vehicle } from '@domain/api/vehicles';
import { HOUR_MS } from '@domain/time';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { publicOrigin } from '../../lib/public-urls';
import { issueGuestLink } from '../guest-links/guest-links';
import { approvalMail, approvalText } from './approval-messages';

export interface ApprovalInvite {
  email: string;
  token: string;
}

/**
 * Who is asked: the named approver when active, else every active manager and admin. Each gets
 * a link of their own, bound to the request and to them, so the decision is theirs in history.
 */
export async function issueApprovalLinks(
  tx: Executor,
  props: { dealershipId: string; requestId: string; approverId: string | null; now: number },
): Promise<ApprovalInvite[]> {
  const recipients = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.dealershipId, props.dealershipId),
        eq(users.disabled, false),
        isNotNull(users.email),
        props.approverId === null
          ? inArray(users.role, ['manager', 'admin'])
          : eq(users.id, props.approverId),
      ),
    );
  const invites: ApprovalInvite[] = [];
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    const token = await issueGuestLink(tx, {
      dealershipId: props.dealershipId,
      purpose: 'approval',
      subjectId: props.requestId,
      recipientId: recipient.id,
      now: props.now,
      ttlMs: APPROVAL_LINK_TTL_HOURS * HOUR_MS,
    });
    invites.push({ email: recipient.email, token });
  }
  return invites;
}

/** The link's address on the dealership's own host; the token in the fragment, never logged. */
export function approvalLinkUrl(app: FastifyInstance, slug: string, token: string): string {
  const origin = publicOrigin(app.config, tenantHost(slug, app.config.domains));
  return `${origin}${APPROVAL_PAGE_PATH}#token=${token}`;
}

/**
 * Mails each invite (and texts the approver's phone when a provider is configured), after the
 * request committed. A failed text is logged: the mail and the record still carry the request.
 */
export async function sendApprovalInvites(
  app: FastifyInstance,
  props: {
    dealership: { slug: string; name: string };
    vehicle: Vehicle;
    totalCents: number;
    lines: readonly { description: string; totalCents: number }[];
    reasons: readonly ApprovalReason[];
    work: WorkSettings;
    invites: readonly ApprovalInvite[];
  },
): Promise<void> {
  for (const [index, invite] of props.invites.entries()) {
    const input = {
      dealershipName: props.dealership.name,
      vehicle: props.vehicle,
      totalCents: props.totalCents,
      lines: props.lines,
      reasons: props.reasons,
      link: approvalLinkUrl(app, props.dealership.slug, invite.token),
      money: props.work,
    };
    await app.mailer.send({ to: invite.email, ...approvalMail(input) });
    // The phone is the approver's: it gets the first link (the named approver's own).
    if (index === 0 && app.sms && props.work.approverPhone) {
      try {
        await app.sms.send({ to: props.work.approverPhone, body: approvalText(input) });
      } catch (error) {
        app.log.error({ err: error }, 'approval text not sent');
      }
    }
  }
}
