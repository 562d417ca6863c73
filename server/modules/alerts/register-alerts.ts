import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { runAlertPass } from './alert-pass';
import { sendMorningLists } from './morning-list-job';
import { createPushSender, type PushSender } from './push-sender';
import { vapidKeyLoader, type VapidKeyPair } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's VAPID key pair, made once per database (vapid-keys.ts). */
    vapidKeys: () => Promise<VapidKeyPair>;
    /** Sends one web push notification (push-sender.ts). */
    pushSender: PushSender;
  }
}

/** The mail address in "Reply-To: LotReady <alerts@…>": the contact a push service may use. */
function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/** The alerts' services and their job of the one scheduler (server/lib/scheduler.ts). */
export function registerAlerts(app: FastifyInstance, options: { pushAgent?: Agent } = {}): void {
  const keys = vapidKeyLoader(app.db, app.clock);
  app.decorate('vapidKeys', keys);
  app.decorate(
    'pushSender',
    createPushSender({
      keys,
      subject: vapidSubject(app.config.mailFrom),
      agent: options.pushAgent,
    }),
  );
  app.scheduler.add('alerts', (now) => runAlertPass(app, now));
  app.scheduler.add('morning list', (now) => sendMorningLists(app, now));
}
