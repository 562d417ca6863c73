import type { FastifyInstance } from 'fastify';
import { platformApi } from '@domain/api/platform-endpoints';
import { SUBSCRIPTION_STATUS_LABELS } from '@domain/plans';
import { extendedTrialEnd, paidThroughAfterPayment } from '@domain/subscription';
import { createDealership } from '../../commands/create-dealership';
import { createUser } from '../../commands/create-user';
import { uniqueViolationConstraint } from '../../db/errors';
import type { Tx } from '../../db/client';
import { withSystemTransaction } from '../../db/transactions';
import { conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { registerEndpoint } from '../../plugins/endpoints';
import { slugExists, usernameExists } from '../auth/repository';
import { SLUG_TAKEN_MESSAGE, USERNAME_TAKEN_MESSAGE } from '../auth/responses';
import { subscriptionOfRow } from '../../db/records';
import { superAdminOf } from '../../plugins/super-admin-session';
import { billingMailContext, mailDealershipAdmins } from '../billing/billing-mail';
import {
  NO_OPEN_INVOICE,
  findDealershipRow,
  updateSubscription,
  type DealershipRow,
} from '../billing/repository';
import { receiptMail } from '../mail/billing-mails';
import { listPlatformLog, writePlatformLog } from './platform-log';
import { listLeads } from '../leads/repository';
import { listSupportRequests } from '../support/repository';
import {
  dealershipExists,
  findDealershipSummary,
  listDealershipSummaries,
  readNotificationSettings,
  setDealershipActive,
  writeNotificationSettings,
} from './repository';
import { assertStrongPassword } from '../../lib/new-password';

export const DEALERSHIP_NOT_FOUND_MESSAGE = 'Dealership not found';
export const NO_PLAN_CHOSEN_MESSAGE =
  'No plan chosen yet: an admin of the dealership chooses one under Billing first';
export const notATrialMessage = (row: DealershipRow, action: 'extended' | 'ended' = 'extended') =>
  `Only a trial can be ${action}; this dealership is ${SUBSCRIPTION_STATUS_LABELS[row.subscriptionStatus].toLowerCase()}`;

export const TRIAL_NOT_RUNNING_MESSAGE = 'This trial has already ended';

function conflictFromUniqueViolation(error: unknown): never {
  const constraint = uniqueViolationConstraint(error);
  if (constraint?.startsWith('dealerships_slug')) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
  if (constraint?.startsWith('users_username'))
    throw conflict(USERNAME_TAKEN_MESSAGE, 'admin.username');
  throw error;
}

async function existingRow(tx: Tx, id: string): Promise<DealershipRow> {
  const row = await findDealershipRow(tx, id);
  if (!row) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * The platform super admin's API (domain/api/platform-endpoints): dealerships with their
 * counts and subscriptions, creating one with its first admin, activating and deactivating,
 * extending trials and marking invoices paid, the leads and support requests of the public
 * site, and each dealership's notification settings. Cross-tenant by nature, so it runs in
 * system transactions.
 */
export async function platformRoutes(app: FastifyInstance): Promise<void> {
  const system = <T>(work: Parameters<typeof withSystemTransaction<T>>[1]) =>
    withSystemTransaction(app.db, work);

  /** The dealership's summary after a change made in `tx`. */
  async function summaryAfter(tx: Tx, id: string, now: number) {
    const summary = await findDealershipSummary(tx, id, now);
    if (!summary) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
    return summary;
  }

  registerEndpoint(app, platformApi.dealerships, async () =>
    system((tx) => listDealershipSummaries(tx, app.clock())),
  );

  registerEndpoint(app, platformApi.createDealership, async (request, reply) => {
    const { name, slug, admin } = request.body;
    await assertStrongPassword(
      admin.password,
      { ...admin, dealershipName: name, subdomain: slug },
      'admin.password',
    );
    const passwordHash = await hashPassword(admin.password);
    const now = app.clock();
    const dealership = await system(async (tx) => {
      if (await slugExists(tx, slug)) throw conflict(SLUG_TAKEN_MESSAGE, 'slug');
      if (await usernameExists(tx, admin.username))
        throw conflict(USERNAME_TAKEN_MESSAGE, 'admin.username');
      const created = await createDealership(tx, { name, slug, trialEndsAt: null, now });
      await createUser(tx, {
        dealershipId: created.id,
        username: admin.username,
        fullName: admin.fullName,
        email: admin.email,
        role: 'admin',
        passwordHash,
        now,
      });
      return created;
    }).catch(conflictFromUniqueViolation);
    return reply
      .code(201)
      .send({ id: dealership.id, name: dealership.name, slug: dealership.slug });
  });

  registerEndpoint(app, platformApi.setActive, async (request) => {
    const { id } = request.params;
    const changed = await system((tx) =>
      setDealershipActive(tx, id, request.body.active, app.clock()),
    );
    if (!changed) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
    return { ok: true as const };
  });

  const actorOf = (request: Parameters<typeof superAdminOf>[0]) =>
    `${superAdminOf(request).username} (super admin)`;

  registerEndpoint(app, platformApi.extendTrial, async (request) => {
    const { id } = request.params;
    const now = app.clock();
    return system(async (tx) => {
      const row = await existingRow(tx, id);
      if (row.subscriptionStatus !== 'trialing') throw conflict(notATrialMessage(row));
      const trialEndsAt = extendedTrialEnd(row.trialEndsAt, now, request.body.days);
      await updateSubscription(tx, id, { trialEndsAt }, now);
      await writePlatformLog(tx, {
        at: now,
        actor: actorOf(request),
        action: 'trial-extended',
        dealershipId: id,
        detail: { days: request.body.days, trialEndsAt },
      });
      return summaryAfter(tx, id, now);
    });
  });

  // Ends a running trial at once: the dealership asked to stop, or its trial is being checked
  // end to end (docs/decisions/0031). Nothing is deleted; the dealership becomes read-only.
  registerEndpoint(app, platformApi.endTrial, async (request) => {
    const { id } = request.params;
    const now = app.clock();
    return system(async (tx) => {
      const row = await existingRow(tx, id);
      if (row.subscriptionStatus !== 'trialing') throw conflict(notATrialMessage(row, 'ended'));
      if (row.trialEndsAt !== null && row.trialEndsAt <= now)
        throw conflict(TRIAL_NOT_RUNNING_MESSAGE);
      await updateSubscription(tx, id, { trialEndsAt: now }, now);
      await writePlatformLog(tx, {
        at: now,
        actor: actorOf(request),
        action: 'trial-ended',
        dealershipId: id,
        detail: { trialEndsAt: now, wasToEndAt: row.trialEndsAt },
      });
      return summaryAfter(tx, id, now);
    });
  });

  // A payment the super admin confirms with its amount and reference: one more billing period
  // from the end of the paid period or of a running trial (its days are kept), the receipt
  // mailed to the dealership's admins, the action in the platform log.
  registerEndpoint(app, platformApi.markPaid, async (request) => {
    const { id } = request.params;
    const { amount, reference } = request.body;
    const now = app.clock();
    const { summary, row, paidThrough } = await system(async (tx) => {
      const row = await existingRow(tx, id);
      if (!row.plan || !row.billingPeriod) throw conflict(NO_PLAN_CHOSEN_MESSAGE);
      const paidThrough = paidThroughAfterPayment(subscriptionOfRow(row), now);
      await updateSubscription(
        tx,
        id,
        { subscriptionStatus: 'active', paidThrough, ...NO_OPEN_INVOICE },
        now,
      );
      await writePlatformLog(tx, {
        at: now,
        actor: actorOf(request),
        action: 'marked-paid',
        dealershipId: id,
        detail: { amount, reference, invoice: row.invoiceReference, paidThrough },
      });
      return { summary: await summaryAfter(tx, id, now), row, paidThrough };
    });
    if (row.plan && row.billingPeriod) {
      await mailDealershipAdmins(app, id, [
        receiptMail(billingMailContext(app, row), {
          amount,
          reference,
          paidAt: now,
          paidThrough,
          plan: row.plan,
          period: row.billingPeriod,
        }),
      ]);
    }
    return summary;
  });

  registerEndpoint(app, platformApi.setGraceDays, async (request) => {
    const { id } = request.params;
    const now = app.clock();
    return system(async (tx) => {
      const row = await existingRow(tx, id);
      await updateSubscription(tx, id, { graceDays: request.body.days }, now);
      await writePlatformLog(tx, {
        at: now,
        actor: actorOf(request),
        action: 'grace-days-set',
        dealershipId: id,
        detail: { days: request.body.days, was: row.graceDays },
      });
      return summaryAfter(tx, id, now);
    });
  });

  registerEndpoint(app, platformApi.platformLog, async () => system((tx) => listPlatformLog(tx)));

  registerEndpoint(app, platformApi.leads, async (request) =>
    listLeads(app.db, request.query.limit),
  );

  registerEndpoint(app, platformApi.supportRequests, async () => listSupportRequests(app.db));

  registerEndpoint(app, platformApi.notificationSettings, async (request) => {
    const { id } = request.params;
    return system(async (tx) => {
      if (!(await dealershipExists(tx, id))) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
      return readNotificationSettings(tx, id);
    });
  });

  registerEndpoint(app, platformApi.saveNotificationSettings, async (request) => {
    const { id } = request.params;
    await system(async (tx) => {
      if (!(await dealershipExists(tx, id))) throw notFound(DEALERSHIP_NOT_FOUND_MESSAGE);
      await writeNotificationSettings(tx, id, request.body, app.clock());
    });
    return request.body;
  });
}
