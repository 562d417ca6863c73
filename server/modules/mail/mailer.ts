import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertOutboxMail } from './repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Queues a mail. Resolves once it is handed over: written to the outbox, or given to SMTP,
   * whose delivery runs in the background so that the answer's timing does not reveal whether
   * a mail was sent at all (password reset).
   */
  send: (mail: Mail) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerDeps {
  config: ServerConfig;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the server log and the dev outbox.
 * nodemailer is loaded at the first mail, not at start (docs/decisions/0066-lazy-start.md).
 */
export function createMailer({ config, db, clock, log }: MailerDeps): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    const smtp = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      ));
    return {
      send: async (mail) => {
        smtp()
          .then((ready) =>
            ready.sendMail({
              from: config.mailFrom,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
            }),
          )
          .catch((error: unknown) => log.error({ err: error, to: mail.to }, 'sending mail failed'));
      },
    };
  }
  return {
    send: async (mail) => {
      // Never the text: a reset or sign-in mail carries a live token, and logs travel far.
      log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the dev outbox (no SMTP_URL)');
      await insertOutboxMail(db, {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        createdAt: clock(),
      });
    },
  };
}

/** Decorates `app.mailer` (a test may pass its own). */
export function registerMailer(app: FastifyInstance, mailer?: Mailer): void {
  app.decorate(
    'mailer',
    mailer ?? createMailer({ config: app.config, db: app.db, clock: app.clock, log: app.log }),
  );
}
