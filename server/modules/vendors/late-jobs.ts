import { and, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  LATE_ALERT_AFTER_REMINDER_MS,
  OPEN_VENDOR_JOB_STATES,
  VENDOR_LINK_OPEN_MS,
} from '@domain/vendors/jobs';
import { lateJobAlertKey, lateJobAlertWhat, lateJobAudience } from '@domain/vendors/late-alert';
import type { Executor, Tx } from '../../db/client';
import { dealerships, vendorJobs } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { findVehicleRow, toVehicle, type VehicleRow } from '../../db/vehicle-rows';
import { withTenantChange, type Emit } from '../../plugins/tenant-change';
import {
  readDealershipAlertState,
  type DealershipAlertState,
} from '../alerts/dealership-alert-state';
import { alertPeople } from '../alerts/plan-alerts';
import { raiseAlert } from '../alerts/raise-alert';
import { readConfig } from '../config/repository';
import { issueGuestLink } from '../guest-links/guest-links';
import { remindVendor } from './notify';
import { findJobRow, type VendorJobRow, type VendorRow } from './repository';

type Stage = 'remind' | 'alert';

/** Every active dealership's open jobs at the stage's moment: past due, or reminded long enough. */
async function dueForStage(app: FastifyInstance, stage: Stage, now: number) {
  return withSystemTransaction(app.db, (tx) =>
    tx
      .select({ dealershipId: vendorJobs.dealershipId, id: vendorJobs.id })
      .from(vendorJobs)
      .innerJoin(dealerships, eq(dealerships.id, vendorJobs.dealershipId))
      .where(
        and(
          inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
          lt(vendorJobs.dueAt, now),
          eq(dealerships.active, true),
          stage === 'remind'
            ? isNull(vendorJobs.remindedAt)
            : and(
                isNotNull(vendorJobs.remindedAt),
                isNull(vendorJobs.alertedAt),
                lte(vendorJobs.remindedAt, now - LATE_ALERT_AFTER_REMINDER_MS),
              ),
        ),
      ),
  );
}

/**
 * Claims one stage of a late job in one UPDATE that only an unclaimed open job matches, so
 * across every app process each job is reminded once and alerted once.
 */
async function claim(tx: Executor, dealershipId: string, id: string, stage: Stage, now: number) {
  const column = stage === 'remind' ? vendorJobs.remindedAt : vendorJobs.alertedAt;
  const [claimed] = await tx
    .update(vendorJobs)
    .set(stage === 'remind' ? { remindedAt: now } : { alertedAt: now })
    .where(
      and(
        eq(vendorJobs.dealershipId, dealershipId),
        eq(vendorJobs.id, id),
        inArray(vendorJobs.state, [...OPEN_VENDOR_JOB_STATES]),
        isNull(column),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * The people a late job's alert names, with the alerts' own reading of the dealership: the
 * car's step's overdue rule when it names anyone, else the assignee, else the managers
 * (domain/vendors/late-alert). Disabled people are not in the state, so never named.
 */
function lateJobRecipients(
  state: DealershipAlertState,
  vehicle: { id: string; assigneeId: string | null },
  now: number,
): string[] {
  const car = state.cars.find((entry) => entry.vehicleId === vehicle.id);
  const step = car ? state.steps.get(car.stepId) : undefined;
  if (car && step) return lateJobAudience(step.rule.overdue, alertPeople(state, car, step, now));
  const people = [...state.people.values()];
  return lateJobAudience(null, {
    assigneeId:
      vehicle.assigneeId !== null && state.people.has(vehicle.assigneeId)
        ? vehicle.assigneeId
        : null,
    ownerRoleUserIds: [],
    managerIds: people.filter((p) => p.role === 'manager' || p.role === 'admin').map((p) => p.id),
    onCallId: null,
  });
}

/**
 * The dealership's alert of a job still late after its reminder (issue #31 item 3), raised
 * through the one alert gate (issue #32) in the claiming transaction: the bell lists it at
 * once, mail and push follow by the alert job's passes within business hours, quiet hours and
 * the 30-minute limit, grouped with whatever else waits.
 */
async function alertLateVendorJob(
  app: FastifyInstance,
  tx: Tx,
  props: {
    dealershipId: string;
    job: VendorJobRow;
    vendor: VendorRow;
    vehicle: VehicleRow;
    now: number;
    /** The claim's withTenantChange: the bells hear of the alert once it commits. */
    emit: Emit;
  },
): Promise<string[]> {
  const state = await readDealershipAlertState(tx, props.dealershipId, {
    smsProvider: app.sms !== null,
  });
  return raiseAlert(
    app,
    tx,
    {
      dealershipId: props.dealershipId,
      key: lateJobAlertKey(props.job.id),
      vehicleId: props.vehicle.id,
      userIds: lateJobRecipients(state, props.vehicle, props.now),
      what: lateJobAlertWhat({
        trade: props.vendor.trade,
        vendorName: props.vendor.name,
        lateMs: props.now - props.job.dueAt,
      }),
      trigger: 'overdue',
      now: props.now,
    },
    props.emit,
  );
}

/**
 * One pass of the late-job job (a job of the one scheduler, decision 0079): each open job past
 * due gets one reminder to its vendor; still open two hours later, one alert to the dealership
 * through the alerts' gate. Each claim commits with its link or its alert; the vendor's mail
 * follows the commit, the alert's mail and push the alert job's pass.
 */
export async function remindLateVendorJobs(app: FastifyInstance, now: number): Promise<number> {
  let sent = 0;
  for (const candidate of await dueForStage(app, 'remind', now)) {
    const done = await withTenantChange(app, candidate.dealershipId, async (tx) => {
      const claimed = await claim(tx, candidate.dealershipId, candidate.id, 'remind', now);
      if (!claimed) return null;
      const found = await findJobRow(tx, candidate.dealershipId, claimed.id);
      const row = await findVehicleRow(tx, candidate.dealershipId, claimed.vehicleId);
      const [dealership] = await tx
        .select({ slug: dealerships.slug, name: dealerships.name })
        .from(dealerships)
        .where(eq(dealerships.id, candidate.dealershipId));
      if (!found || !row || !dealership) return null;
      const config = await readConfig(tx, candidate.dealershipId);
      const token = await issueGuestLink(tx, {
        dealershipId: candidate.dealershipId,
        purpose: 'vendor-job',
        subjectId: claimed.id,
        recipientId: found.vendor.id,
        now,
        ttlMs: VENDOR_LINK_OPEN_MS,
      });
      return { ...found, job: claimed, vehicle: toVehicle(row), dealership, config, token };
    });
    if (!done) continue;
    await remindVendor(app, {
      dealership: done.dealership,
      vendor: done.vendor,
      job: done.job,
      vehicle: done.vehicle,
      timeZone: done.config.businessHours.timeZone,
      money: done.config.work,
      token: done.token,
    });
    sent += 1;
  }
  for (const candidate of await dueForStage(app, 'alert', now)) {
    const told = await withTenantChange(app, candidate.dealershipId, async (tx, announce) => {
      const claimed = await claim(tx, candidate.dealershipId, candidate.id, 'alert', now);
      if (!claimed) return null;
      const found = await findJobRow(tx, candidate.dealershipId, claimed.id);
      const vehicle = await findVehicleRow(tx, candidate.dealershipId, claimed.vehicleId);
      if (!found || !vehicle) return null;
      return alertLateVendorJob(app, tx, {
        dealershipId: candidate.dealershipId,
        job: claimed,
        vendor: found.vendor,
        vehicle,
        now,
        emit: announce.emit,
      });
    });
    if (told) sent += 1;
  }
  return sent;
}

/** The late-job pass as a job of the app's scheduler (server/lib/scheduler.ts). */
export function registerLateVendorJobs(app: FastifyInstance): void {
  app.scheduler.add('late vendor jobs', (now) => remindLateVendorJobs(app, now));
}
