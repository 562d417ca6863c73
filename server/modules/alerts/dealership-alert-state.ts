import { and, eq, isNotNull, isNull, max } from 'drizzle-orm';
import {
  alertPreferencesSchema,
  channelReach,
  type AlertPreferences,
  type ChannelReach,
} from '@domain/alerts/alert-preferences';
import {
  defaultStepAlertRule,
  stepAlertRuleSchema,
  type StepAlertRule,
} from '@domain/alerts/alert-rules';
import type { Acknowledgement } from '@domain/alerts/due-alerts';
import type { AlertChannel } from '@domain/alerts/gate';
import { onCallScheduleSchema, type OnCallSchedule } from '@domain/alerts/on-call';
import { thresholdsFromConfig } from '@domain/dealership-config';
import type { DealershipConfig } from '@domain/dealership-config-schema';
import type { BusinessCalendar } from '@domain/recon/business-calendar';
import type { StepThresholds } from '@domain/recon/steps';
import type { Executor } from '../../db/client';
import {
  alertDeliveries,
  alertOnCall,
  alerts,
  pushSubscriptions,
  users,
  vehicles,
  workflowSteps,
} from '../../db/schema';
import { readConfig } from '../config/repository';

/** A step as the alert job reads it: its rule (or the template's) and its effective thresholds. */
export interface AlertStep {
  id: string;
  name: string;
  ownerRole: string | null;
  timed: boolean;
  businessHours: boolean;
  thresholds: StepThresholds;
  rule: StepAlertRule;
}

export interface AlertCar {
  vehicleId: string;
  label: string;
  stepId: string;
  enteredAt: number;
  assigneeId: string | null;
  promised: boolean;
}

export interface AlertPerson {
  id: string;
  role: string;
  email: string | null;
  preferences: AlertPreferences;
  hasPush: boolean;
}

/** Everything one pass needs of one dealership, read in its tenant transaction. */
export interface DealershipAlertState {
  config: DealershipConfig;
  calendar: BusinessCalendar;
  steps: Map<string, AlertStep>;
  cars: AlertCar[];
  people: Map<string, AlertPerson>;
  onCall: OnCallSchedule;
  /** Acknowledgements per stay: `${vehicleId}:${stepId}:${enteredAt}`. */
  acknowledgements: Map<string, Acknowledgement[]>;
  lastSent: Map<string, number>;
  /** The server has an SMS provider (`app.sms`): people with a mobile number can be texted. */
  smsProvider: boolean;
}

/** What the server can send beside mail and push, read from the app by the caller. */
export interface AlertSending {
  smsProvider: boolean;
}

/** The channels a person can be reached on beyond the bell (domain/alerts/alert-preferences). */
export function reachOf(
  state: Pick<DealershipAlertState, 'smsProvider'>,
  person: AlertPerson,
): ChannelReach {
  return channelReach(person.preferences, {
    hasPush: person.hasPush,
    smsProvider: state.smsProvider,
  });
}

export const stayKey = (vehicleId: string, stepId: string, enteredAt: number) =>
  `${vehicleId}:${stepId}:${String(enteredAt)}`;
export const channelKey = (userId: string, channel: AlertChannel) => `${userId}:${channel}`;

/** How people know a car: "2019 Honda Civic · 48213". */
export function carLabel(car: { year: number; make: string; model: string; stockNumber: string }) {
  return `${String(car.year)} ${car.make} ${car.model} · ${car.stockNumber}`;
}

/** A person's stored preferences read through the schema: null or old shapes get the defaults. */
export function readAlertPreferences(stored: unknown): AlertPreferences {
  const parsed = alertPreferencesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : alertPreferencesSchema.parse({});
}

export function readOnCall(stored: unknown): OnCallSchedule {
  const parsed = onCallScheduleSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : onCallScheduleSchema.parse({});
}

/** A step's stored rule, or its template default when none (or an unreadable one) is stored. */
export function readStepRule(
  stored: unknown,
  step: { timed: boolean; businessHours: boolean; thresholds: StepThresholds | null },
): StepAlertRule {
  const parsed = stored === null ? null : stepAlertRuleSchema.safeParse(stored);
  return parsed?.success ? parsed.data : defaultStepAlertRule(step);
}

export async function readOnCallSchedule(tx: Executor, dealershipId: string) {
  const [row] = await tx
    .select({ schedule: alertOnCall.schedule })
    .from(alertOnCall)
    .where(eq(alertOnCall.dealershipId, dealershipId));
  return readOnCall(row?.schedule);
}

/** Reads one dealership's steps, cars in steps, people, on-call, acknowledgements, last sends. */
export async function readDealershipAlertState(
  tx: Executor,
  dealershipId: string,
  sending: AlertSending,
): Promise<DealershipAlertState> {
  const config = await readConfig(tx, dealershipId);
  const timeline = thresholdsFromConfig(config);
  const stepRows = await tx
    .select()
    .from(workflowSteps)
    .where(and(eq(workflowSteps.dealershipId, dealershipId), isNull(workflowSteps.archivedAt)));
  const steps = new Map<string, AlertStep>(
    stepRows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        ownerRole: row.ownerRole,
        timed: row.timed,
        businessHours: row.businessHours,
        thresholds:
          row.thresholds ?? (row.workflow === 'service' ? timeline.service : timeline.makeReady),
        rule: readStepRule(row.alertRule, row),
      },
    ]),
  );
  const carRows = await tx
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stockNumber: vehicles.stockNumber,
      stepId: vehicles.stepId,
      stepEnteredAt: vehicles.stepEnteredAt,
      assigneeId: vehicles.assigneeId,
      promised: vehicles.promised,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.dealershipId, dealershipId),
        eq(vehicles.flag, 'active'),
        isNotNull(vehicles.stepId),
        isNotNull(vehicles.stepEnteredAt),
      ),
    );
  const cars = carRows.flatMap((row) =>
    row.stepId !== null && row.stepEnteredAt !== null
      ? [
          {
            vehicleId: row.id,
            label: carLabel(row),
            stepId: row.stepId,
            enteredAt: row.stepEnteredAt,
            assigneeId: row.assigneeId,
            promised: row.promised,
          },
        ]
      : [],
  );
  const personRows = await tx
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      alertPreferences: users.alertPreferences,
    })
    .from(users)
    .where(and(eq(users.dealershipId, dealershipId), eq(users.disabled, false)));
  const subscribed = new Set(
    (
      await tx
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.dealershipId, dealershipId))
    ).map((row) => row.userId),
  );
  const people = new Map(
    personRows.map((row) => [
      row.id,
      {
        id: row.id,
        role: row.role,
        email: row.email,
        preferences: readAlertPreferences(row.alertPreferences),
        hasPush: subscribed.has(row.id),
      },
    ]),
  );
  const ackRows = await tx
    .selectDistinct({
      vehicleId: alerts.vehicleId,
      stepId: alerts.stepId,
      stayEnteredAt: alerts.stayEnteredAt,
      trigger: alerts.trigger,
      at: alerts.acknowledgedAt,
      userId: alerts.acknowledgedBy,
    })
    .from(alerts)
    .where(and(eq(alerts.dealershipId, dealershipId), isNotNull(alerts.acknowledgedAt)));
  const acknowledgements = new Map<string, Acknowledgement[]>();
  for (const row of ackRows) {
    if (row.stepId === null || row.stayEnteredAt === null || row.at === null) continue;
    const key = stayKey(row.vehicleId, row.stepId, row.stayEnteredAt);
    acknowledgements.set(key, [
      ...(acknowledgements.get(key) ?? []),
      { trigger: row.trigger, at: row.at, userId: row.userId ?? '' },
    ]);
  }
  const sentRows = await tx
    .select({
      userId: alertDeliveries.userId,
      channel: alertDeliveries.channel,
      at: max(alertDeliveries.sentAt),
    })
    .from(alertDeliveries)
    .where(and(eq(alertDeliveries.dealershipId, dealershipId), isNotNull(alertDeliveries.sentAt)))
    .groupBy(alertDeliveries.userId, alertDeliveries.channel);
  const lastSent = new Map<string, number>(
    sentRows.flatMap((row) =>
      row.at === null ? [] : [[channelKey(row.userId, row.channel), row.at] as const],
    ),
  );
  // Push falls back to mail (a forgotten subscription), so a push counts as a mail too: the
  // 30 minutes of the mail channel never let a second message through behind a fallback.
  for (const person of people.keys()) {
    const push = lastSent.get(channelKey(person, 'push'));
    const mail = lastSent.get(channelKey(person, 'mail'));
    if (push !== undefined && (mail === undefined || push > mail)) {
      lastSent.set(channelKey(person, 'mail'), push);
    }
  }
  return {
    config,
    calendar: config.businessHours,
    steps,
    cars,
    people,
    onCall: await readOnCallSchedule(tx, dealershipId),
    acknowledgements,
    lastSent,
    smsProvider: sending.smsProvider,
  };
}
