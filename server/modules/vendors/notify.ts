import type { FastifyInstance } from 'fastify';
import { tenantHost } from '@domain/host-mode';
import type { Vehicle } from '@domain/api/vehicles';
import { VENDOR_PAGE_PATH } from '@domain/vendors/jobs';
import type { MoneyFormat } from '@domain/work/money';
import { publicOrigin } from '../../lib/public-urls';
import {
  vendorJobMail,
  vendorJobText,
  vendorReminderMail,
  type VendorJobMessageInput,
} from './messages';
import type { VendorJobRow, VendorRow } from './repository';

/** The link's address on the dealership's own host; the token in the fragment, never logged. */
export function vendorLinkUrl(app: FastifyInstance, slug: string, token: string): string {
  const origin = publicOrigin(app.config, tenantHost(slug, app.config.domains));
  return `${origin}${VENDOR_PAGE_PATH}#token=${token}`;
}

export interface VendorMessage {
  dealership: { slug: string; name: string };
  vendor: VendorRow;
  job: VendorJobRow;
  vehicle: Vehicle;
  token: string;
  timeZone: string;
  money: MoneyFormat;
}

function messageInput(app: FastifyInstance, message: VendorMessage): VendorJobMessageInput {
  return {
    dealershipName: message.dealership.name,
    vendorName: message.vendor.name,
    vehicle: message.vehicle,
    what: message.job.what,
    quoteCents: message.job.quoteCents,
    dueAt: message.job.dueAt,
    timeZone: message.timeZone,
    money: message.money,
    link: vendorLinkUrl(app, message.dealership.slug, message.token),
  };
}

/**
 * Mails the vendor its new job (and texts its phone when a provider is configured, through the
 * approvals' interface), after the job committed. A failed text is logged: the mail and the
 * record still carry the job.
 */
export async function sendJobToVendor(app: FastifyInstance, message: VendorMessage): Promise<void> {
  const input = messageInput(app, message);
  await app.mailer.send({ to: message.vendor.email, ...vendorJobMail(input) });
  if (app.sms && message.vendor.phone) {
    try {
      await app.sms.send({ to: message.vendor.phone, body: vendorJobText(input) });
    } catch (error) {
      app.log.error({ err: error }, 'vendor job text not sent');
    }
  }
}

/** The late job's one reminder to its vendor, with a fresh link to the same page. */
export async function remindVendor(app: FastifyInstance, message: VendorMessage): Promise<void> {
  await app.mailer.send({
    to: message.vendor.email,
    ...vendorReminderMail(messageInput(app, message)),
  });
}
