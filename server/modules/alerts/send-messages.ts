import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alertSmsText } from '@domain/alerts/alert-sms';
import { carLinkPath } from '@domain/alerts/car-link';
import type { OutgoingMessage } from '@domain/alerts/outgoing-messages';
import { tenantHost } from '@domain/host-mode';
import { pushSubscriptions, users } from '../../db/schema';
import { withTenantTransaction } from '../../db/transactions';
import { publicOrigin } from '../../lib/public-urls';
import { readAlertPreferences } from './dealership-alert-state';

interface Dealership {
  id: string;
  slug: string;
  name: string;
}

/** A message as mail: its title, then a line per car with its link. */
function mailText(message: OutgoingMessage, origin: string): string {
  const lines = message.message.lines.map(
    (line) => `- ${line.text}\n  ${origin}${carLinkPath(line.vehicleId)}`,
  );
  return `${message.message.title}\n\n${lines.join('\n')}\n`;
}

/**
 * Sends what a pass released, after its commit: mail through the app's mailer, push through
 * the push sender (falling back to mail when a person has no subscription left or the push
 * service has forgotten theirs, which is then dropped), SMS through the provider to the
 * person's mobile (domain/alerts/alert-sms). The bell needs nothing sent: it reads
 * the alerts. Returns how many messages went out.
 */
export async function sendAlertMessages(
  app: FastifyInstance,
  dealership: Dealership,
  messages: readonly OutgoingMessage[],
): Promise<number> {
  const outside = messages.filter((message) => message.channel !== 'in-app');
  if (outside.length === 0) return 0;
  const userIds = [...new Set(outside.map((message) => message.userId))];
  const { emails, subscriptions } = await withTenantTransaction(
    app.db,
    dealership.id,
    async (tx) => ({
      emails: await tx
        .select({ id: users.id, email: users.email, preferences: users.alertPreferences })
        .from(users)
        .where(and(eq(users.dealershipId, dealership.id), inArray(users.id, userIds))),
      subscriptions: await tx
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.dealershipId, dealership.id),
            inArray(pushSubscriptions.userId, userIds),
          ),
        ),
    }),
  );
  const emailOf = new Map(emails.map((row) => [row.id, row.email]));
  const mobileOf = new Map(
    emails.map((row) => [row.id, readAlertPreferences(row.preferences).mobile]),
  );
  const origin = publicOrigin(app.config, tenantHost(dealership.slug, app.config.domains));
  const mail = async (message: OutgoingMessage) => {
    const to = emailOf.get(message.userId);
    if (!to) return 0;
    await app.mailer.send({ to, subject: message.message.title, text: mailText(message, origin) });
    return 1;
  };
  const push = async (message: OutgoingMessage) => {
    const first = message.message.lines[0];
    const payload = {
      title: message.message.title,
      body: message.message.lines.map((line) => line.text).join('\n'),
      url: message.message.lines.length === 1 && first ? carLinkPath(first.vehicleId) : '/',
    };
    let delivered = 0;
    for (const target of subscriptions.filter((row) => row.userId === message.userId)) {
      if ((await app.pushSender(target, payload)) === 'sent') {
        delivered += 1;
        continue;
      }
      await withTenantTransaction(app.db, dealership.id, (tx) =>
        tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.dealershipId, dealership.id),
              eq(pushSubscriptions.id, target.id),
            ),
          ),
      );
    }
    return delivered > 0 ? 1 : mail(message);
  };
  const text = async (message: OutgoingMessage) => {
    const to = mobileOf.get(message.userId);
    // Planned only with a provider and a number (reachOf); either may be gone by now.
    if (!app.sms || !to) return 0;
    await app.sms.send({ to, body: alertSmsText(message.message, origin) });
    return 1;
  };
  let sent = 0;
  for (const message of outside) {
    try {
      if (message.channel === 'mail') sent += await mail(message);
      else if (message.channel === 'push') sent += await push(message);
      else sent += await text(message);
    } catch (error) {
      app.log.error(
        { err: error, user: message.userId, channel: message.channel },
        'alert not sent',
      );
    }
  }
  return sent;
}
