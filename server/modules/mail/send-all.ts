import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mail } from './mailer';

/**
 * Hands over mails that follow a write already committed (a stored lead, a support request).
 * A failure is logged, not answered: the row is kept and the super admin's list shows it, and
 * an error would only make the sender send it again.
 */
export async function sendAll(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  mails: readonly Mail[],
): Promise<void> {
  const results = await Promise.allSettled(mails.map((mail) => app.mailer.send(mail)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      log.error({ err: result.reason, to: mails[index]!.to }, 'a notification mail was not sent');
    }
  });
}
