import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  dueBillingNotices,
  renewalInvoice,
  subscriptionAccess,
  type ReadOnlyReason,
} from '@domain/subscription';
import { subscriptionOfRow } from '../../db/records';
import { dealerships } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import type { ScheduledJob } from '../../lib/scheduler';
import {
  invoiceMail,
  readOnlyMail,
  trialReminderMail,
  type BillingMail,
} from '../mail/billing-mails';
import { claimDeliveries } from '../notifications/repository';
import { billingMailContext, billingRecipients, sendBillingMails } from './billing-mail';
import { updateSubscription, type DealershipRow } from './repository';

/**
 * The billing job of the app's scheduler (decision 0079): the trial reminders, the renewal
 * invoice of a period paid by invoice, and the notice that access turned read-only. Each is
 * claimed under its key in notification_deliveries in the same transaction that issues a
 * renewal invoice, so across processes and restarts each goes out once; mail is sent after the
 * claim commits.
 */
export function billingNoticesJob(app: FastifyInstance): ScheduledJob {
  async function planMails(row: DealershipRow, now: number) {
    const subscription = subscriptionOfRow(row);
    const notices = dueBillingNotices(subscription, now);
    if (notices.length === 0) return null;
    return withSystemTransaction(app.db, async (tx) => {
      const claimed = await claimDeliveries(
        tx,
        row.id,
        notices.map((notice) => notice.key),
        now,
      );
      const context = billingMailContext(app, row);
      const mails: BillingMail[] = [];
      for (const notice of notices.filter((n) => claimed.has(n.key))) {
        switch (notice.kind) {
          case 'trial-ends-soon':
          case 'trial-ends-today':
            mails.push(
              trialReminderMail(context, {
                trialEndsAt: subscription.trialEndsAt ?? now,
                today: notice.kind === 'trial-ends-today',
              }),
            );
            break;
          case 'renewal-invoice': {
            const invoice = renewalInvoice(subscription, row.slug, now);
            if (!invoice || !row.plan || !row.billingPeriod) break;
            await updateSubscription(
              tx,
              row.id,
              {
                invoiceRequestedAt: invoice.issuedAt,
                invoiceAmount: invoice.amount,
                invoiceDueAt: invoice.dueAt,
                invoiceReference: invoice.reference,
              },
              now,
            );
            mails.push(
              invoiceMail(context, {
                invoice,
                plan: row.plan,
                period: row.billingPeriod,
                renewal: true,
              }),
            );
            break;
          }
          case 'read-only': {
            const { reason } = subscriptionAccess(subscription, now);
            mails.push(readOnlyMail(context, { reason: reason as ReadOnlyReason }));
            break;
          }
        }
      }
      if (mails.length === 0) return null;
      return { mails, recipients: await billingRecipients(tx, row.id) };
    });
  }

  return async (now) => {
    const rows = await withSystemTransaction(app.db, (tx) =>
      tx.select().from(dealerships).where(eq(dealerships.active, true)),
    );
    let sent = 0;
    for (const row of rows) {
      const planned = await planMails(row, now);
      if (planned) sent += await sendBillingMails(app, planned.recipients, planned.mails);
    }
    return sent;
  };
}
