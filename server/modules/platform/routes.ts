import type { FastifyInstance } from 'fastify';
import { platformApi } from '@domain/api/platform-endpoints';
import {
  SUBSCRIPTION_STATUS_LABELS,
  extendedTrialEnd,
  paidThroughAfterPayment,
} from '@domain/plans';
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
import { findDealershipRow, updateSubscription, type DealershipRow } from '../billing/repository';
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

  registerEndpoint(app, platformApi.extendTrial, async (request) => {
    const { id } = request.params;
    const now = app.clock();
    return system(async (tx) => {
      const row = await existingRow(tx, id);
      if (row.subscriptionStatus !== 'trialing') throw conflict(notATrialMessage(row));
      const trialEndsAt = extendedTrialEnd(row.trialEndsAt, now, request.body.days);
      await updateSubscription(tx, id, { trialEndsAt }, now);
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
      return summaryAfter(tx, id, now);
    });
  });

  registerEndpoint(app, platformApi.markPaid, async (request) => {
    const { id } = request.params;
    const now = app.clock();
    return system(async (tx) => {
      const row = await existingRow(tx, id);
      if (!row.plan || !row.billingPeriod) throw conflict(NO_PLAN_CHOSEN_MESSAGE);
      await updateSubscription(
        tx,
        id,
        {
          subscriptionStatus: 'active',
          paidThrough: paidThroughAfterPayment(row.paidThrough, now, row.billingPeriod),
          invoiceRequestedAt: null,
        },
        now,
      );
      return summaryAfter(tx, id, now);
    });
  });

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
