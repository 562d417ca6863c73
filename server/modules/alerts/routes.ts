import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alertApi } from '@domain/api/alert-endpoints';
import type { StepAlertRules } from '@domain/api/alerts';
import { WEEKDAYS } from '@domain/recon/business-calendar';
import type { Tx } from '../../db/client';
import { alertOnCall, pushSubscriptions, users, workflowSteps } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { badRequest, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import {
  acknowledgeAlert,
  countUnread,
  listCarTakers,
  listMyAlerts,
  managerIds,
} from './alert-repository';
import { announceBells, announceTaken } from './bell-events';
import { readAlertPreferences, readOnCallSchedule, readStepRule } from './dealership-alert-state';

const STEP_NOT_FOUND_MESSAGE = 'No such step';

async function stepRules(tx: Tx, dealershipId: string): Promise<StepAlertRules> {
  const rows = await tx
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.dealershipId, dealershipId), isNull(workflowSteps.archivedAt)))
    .orderBy(asc(workflowSteps.workflow), asc(workflowSteps.position));
  return {
    steps: rows.map((row) => ({
      stepId: row.id,
      workflow: row.workflow,
      name: row.name,
      rule: readStepRule(row.alertRule, row),
      isDefault: row.alertRule === null,
    })),
  };
}

/** Alerts, preferences, push subscriptions, rules and on call (domain/api/alert-endpoints). */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, alertApi.list, async (request) => {
    const { user } = authOf(request);
    return request.withTenant((tx) => listMyAlerts(tx, user.dealershipId, user.id));
  });

  registerEndpoint(app, alertApi.unread, async (request) => {
    const { user } = authOf(request);
    return {
      unread: await request.withTenant((tx) => countUnread(tx, user.dealershipId, user.id)),
    };
  });

  registerEndpoint(app, alertApi.acknowledge, async (request) => {
    const { user } = authOf(request);
    return changeTenant(request, async (tx, change) => {
      const { alert, changedFor, taken } = await acknowledgeAlert(
        tx,
        change.dealershipId,
        user.id,
        request.params.id,
        change.now,
      );
      announceBells(change.emit, changedFor, 'acknowledged');
      if (taken) announceTaken(change.emit, alert.vehicleId);
      return alert;
    });
  });

  registerEndpoint(app, alertApi.takers, async (request) => {
    const { user } = authOf(request);
    return { cars: await request.withTenant((tx) => listCarTakers(tx, user.dealershipId)) };
  });

  registerEndpoint(app, alertApi.preferences, async (request) => {
    const { user } = authOf(request);
    const [row] = await request.withTenant((tx) =>
      tx
        .select({ stored: users.alertPreferences })
        .from(users)
        .where(and(eq(users.dealershipId, user.dealershipId), eq(users.id, user.id))),
    );
    return readAlertPreferences(row?.stored);
  });

  registerEndpoint(app, alertApi.savePreferences, async (request) => {
    const { user } = authOf(request);
    await request.withTenant((tx) =>
      tx
        .update(users)
        .set({ alertPreferences: request.body, updatedAt: app.clock() })
        .where(and(eq(users.dealershipId, user.dealershipId), eq(users.id, user.id))),
    );
    return request.body;
  });

  registerEndpoint(app, alertApi.channelOptions, async () => ({ sms: app.sms !== null }));

  registerEndpoint(app, alertApi.vapidKey, async () => ({
    publicKey: (await app.vapidKeys()).publicKey,
  }));

  registerEndpoint(app, alertApi.subscribe, async (request) => {
    const { user } = authOf(request);
    const { endpoint, keys } = request.body;
    // A browser's endpoint is its own: whoever signs in on it last receives its pushes, even
    // when that was another dealership's account (a row this tenant could not see).
    await withSystemTransaction(app.db, (tx) =>
      tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    );
    await request.withTenant((tx) =>
      tx.insert(pushSubscriptions).values({
        dealershipId: user.dealershipId,
        userId: user.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        createdAt: app.clock(),
      }),
    );
    return { ok: true as const };
  });

  registerEndpoint(app, alertApi.unsubscribe, async (request) => {
    const { user } = authOf(request);
    await request.withTenant((tx) =>
      tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.dealershipId, user.dealershipId),
            eq(pushSubscriptions.userId, user.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        ),
    );
    return { ok: true as const };
  });

  registerEndpoint(app, alertApi.rules, async (request) => {
    const { user } = authOf(request);
    return request.withTenant((tx) => stepRules(tx, user.dealershipId));
  });

  registerEndpoint(app, alertApi.saveRule, async (request) => {
    const { user } = authOf(request);
    return request.withTenant(async (tx) => {
      const [saved] = await tx
        .update(workflowSteps)
        .set({ alertRule: request.body, updatedAt: app.clock() })
        .where(
          and(
            eq(workflowSteps.dealershipId, user.dealershipId),
            eq(workflowSteps.id, request.params.stepId),
            isNull(workflowSteps.archivedAt),
          ),
        )
        .returning({ id: workflowSteps.id });
      if (!saved) throw notFound(STEP_NOT_FOUND_MESSAGE);
      return stepRules(tx, user.dealershipId);
    });
  });

  registerEndpoint(app, alertApi.onCall, async (request) => {
    const { user } = authOf(request);
    return request.withTenant((tx) => readOnCallSchedule(tx, user.dealershipId));
  });

  registerEndpoint(app, alertApi.saveOnCall, async (request) => {
    const { user } = authOf(request);
    const schedule = request.body;
    return request.withTenant(async (tx) => {
      const entries: [string, string | null][] = [
        ...WEEKDAYS.map((day): [string, string | null] => [
          `onCall.week.${day}`,
          schedule.week[day],
        ]),
        ...Object.entries(schedule.dates).map(([date, id]): [string, string | null] => [
          `onCall.dates.${date}`,
          id,
        ]),
      ];
      const named = entries.flatMap(([field, id]) => (id === null ? [] : [[field, id] as const]));
      const managers = await managerIds(
        tx,
        user.dealershipId,
        named.map(([, id]) => id),
      );
      const stranger = named.find(([, id]) => !managers.has(id));
      if (stranger) throw badRequest(`${stranger[0]} must be one of your managers`, stranger[0]);
      await tx
        .insert(alertOnCall)
        .values({ dealershipId: user.dealershipId, schedule, updatedAt: app.clock() })
        .onConflictDoUpdate({
          target: alertOnCall.dealershipId,
          set: { schedule, updatedAt: app.clock() },
        });
      return schedule;
    });
  });
}
