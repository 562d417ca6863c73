import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { tenantHost } from '@domain/host-mode';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { publicOrigin } from '../../lib/public-urls';
import type { BillingMail, BillingMailContext } from '../mail/billing-mails';

/** The dealership's own links and the platform's support contacts for a billing mail. */
export function billingMailContext(
  app: FastifyInstance,
  dealership: { name: string; slug: string },
): BillingMailContext {
  const origin = publicOrigin(app.config, tenantHost(dealership.slug, app.config.domains));
  return {
    dealershipName: dealership.name,
    signInUrl: `${origin}/`,
    billingUrl: `${origin}/billing`,
    supportEmail: app.config.supportEmail,
    supportPhone: app.config.supportPhone,
    cardPayments: app.stripe !== null && Boolean(app.config.stripeWebhookSecret),
  };
}

/** Who hears about billing: the dealership's admins that have an address and are not disabled. */
export async function billingRecipients(tx: Tx, dealershipId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.dealershipId, dealershipId),
        eq(users.role, 'admin'),
        eq(users.disabled, false),
        isNotNull(users.email),
      ),
    );
  return [...new Set(rows.flatMap((row) => (row.email ? [row.email] : [])))];
}

/** Sends each mail to each recipient, after the change it tells of has committed. */
export async function sendBillingMails(
  app: FastifyInstance,
  recipients: readonly string[],
  mails: readonly BillingMail[],
): Promise<number> {
  let sent = 0;
  for (const mail of mails) {
    for (const to of recipients) {
      await app.mailer.send({ to, ...mail });
      sent += 1;
    }
  }
  return sent;
}

/** Mails the dealership's admins (their addresses read in a system transaction). */
export async function mailDealershipAdmins(
  app: FastifyInstance,
  dealershipId: string,
  mails: readonly BillingMail[],
): Promise<number> {
  const recipients = await withSystemTransaction(app.db, (tx) =>
    billingRecipients(tx, dealershipId),
  );
  return sendBillingMails(app, recipients, mails);
}
