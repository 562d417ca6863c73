import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AlertList } from '@domain/api/alerts';
import type { Vendor, VendorJob, VendorScorecard } from '@domain/api/vendors';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowSteps } from '@domain/api/workflows';
import { HOUR_MS, DAY_MS } from '@domain/time';
import { deleteDealership } from '../../commands/delete-dealership';
import { alertDeliveries, alerts, outbox, vendorJobs } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import { describeEachDatabase } from '../../test/harness';
import { standardRecon, stepIdOf } from '../../test/recon';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import { vendorSteps } from '../../test/vendor-steps';
import { workSteps } from '../../test/work-steps';
import { runAlertPass } from '../alerts/alert-pass';
import { remindLateVendorJobs } from './late-jobs';

describeEachDatabase('vendors and sublet jobs', (t) => {
  const { addCar, addItem } = workSteps(t);
  const { addVendor, sendJob, lastMailTo, phone, queue } = vendorSteps(t);
  const vehicle = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}`)).json<Vehicle>();
  const bell = async (who: SignedInUser) =>
    (await api(t, who).get('/api/alerts')).json<AlertList>().alerts;

  /** Standard recon with "Sublet/body" moving a car on when its vendor is done. */
  const subletMovesOn = async (admin: SignedInUser) => {
    const recon = await standardRecon(t, admin);
    const response = await api(t, admin).put('/api/workflows/make-ready', {
      version: recon.version,
      steps: recon.steps.map((step) => ({
        ...step,
        moveOnVendorDone: step.name === 'Sublet/body',
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkflowSteps>();
  };

  it('keeps the vendor list: managers write, users read without contacts', async () => {
    const { user, manager } = await staffOf(t);
    const vendor = await addVendor(manager, { phone: '+15550100199' });
    expect(vendor).toMatchObject({ trade: 'glass', active: true, phone: '+15550100199' });
    const asUser = (await api(t, user).get('/api/vendors')).json<{ vendors: Vendor[] }>();
    expect(asUser.vendors).toEqual([{ ...vendor, email: null, phone: null }]);
    expect(
      (await api(t, user).post('/api/vendors', { name: 'X', trade: 'glass', email: 'x@y.example' }))
        .statusCode,
    ).toBe(403);
    const twice = await api(t, manager).post('/api/vendors', {
      name: vendor.name.toUpperCase(),
      trade: 'body',
      email: 'other@vendor.example',
    });
    expect([twice.statusCode, twice.json<{ field: string }>().field]).toEqual([409, 'name']);
    const bad = await api(t, manager).post('/api/vendors', {
      name: 'Y',
      trade: 'paint',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(['trade', 'email']).toContain(bad.json<{ field: string }>().field);
    const off = await api(t, manager).put(`/api/vendors/${vendor.id}`, {
      name: vendor.name,
      trade: 'glass',
      email: 'new@vendor.example',
      active: false,
      version: vendor.version,
    });
    expect(off.json<Vendor>()).toMatchObject({
      active: false,
      email: 'new@vendor.example',
      version: 2,
    });
    const stale = await api(t, manager).put(`/api/vendors/${vendor.id}`, {
      name: vendor.name,
      trade: 'glass',
      email: 'new@vendor.example',
      version: vendor.version,
    });
    expect(stale.statusCode).toBe(409);
    // An inactive vendor gets no new job.
    const car = await addCar(user);
    const refused = await api(t, user).post(`/api/vehicles/${car.id}/vendor-jobs`, {
      vendorId: vendor.id,
      what: 'Chip repair',
      quoteCents: 5_000,
    });
    expect([refused.statusCode, refused.json<{ field: string }>().field]).toEqual([
      400,
      'vendorId',
    ]);
  });

  it('lives a job: sent, accepted, late reminder, alert, done, next step', async () => {
    const { admin, manager, user } = await staffOf(t);
    const recon = await subletMovesOn(admin);
    const vendor = await addVendor(manager);
    const car = await addCar(user, { type: 'make-ready' });
    const moved = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Sublet/body'),
      version: (await vehicle(user, car.id)).version,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const job = await sendJob(user, car.id, { vendorId: vendor.id });
    expect(job).toMatchObject({ state: 'sent', trade: 'glass', vendorName: vendor.name });
    expect(job.dueAt).toBeGreaterThan(t.clock() + DAY_MS);
    expect((await vehicle(user, car.id)).sublet).toEqual({
      trade: 'glass',
      dueAt: job.dueAt,
      state: 'sent',
    });
    const { mail, token } = await lastMailTo(vendor.email);
    expect(mail?.subject).toBe(
      `New job: Replace windshield on the 2022 Toyota Camry (${car.stockNumber})`,
    );
    expect(mail?.textBody).toContain('Quoted: $350');
    expect(token).not.toBe('');

    const vendorPhone = phone(user.host);
    const view = await queue(user.host, token);
    expect(view).toMatchObject({
      vendorName: vendor.name,
      linkJobId: job.id,
      jobs: [
        { id: job.id, state: 'sent', vehicle: { stockNumber: car.stockNumber, make: 'Toyota' } },
      ],
    });
    const accepted = await vendorPhone.act(token, { jobId: job.id, action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await vendorPhone.act(token, { jobId: job.id, action: 'accept' })).statusCode).toBe(
      409,
    );
    const noTime = await vendorPhone.act(token, { jobId: job.id, action: 'back' });
    expect([noTime.statusCode, noTime.json<{ field: string }>().field]).toEqual([400, 'backAt']);
    await vendorPhone.act(token, { jobId: job.id, action: 'back', backAt: job.dueAt + HOUR_MS });
    await vendorPhone.act(token, { jobId: job.id, action: 'note', notes: 'Glass on order' });
    expect((await queue(user.host, token)).jobs[0]).toMatchObject({
      state: 'accepted',
      backAt: job.dueAt + HOUR_MS,
      notes: 'Glass on order',
    });

    // Past due: one reminder to the vendor, then (two hours on) one alert to the managers.
    // The late-jobs pass alone: the scheduler's other jobs (alerts) count their own work.
    const latePass = (now: number) => remindLateVendorJobs(t.app, now);
    expect(await latePass(job.dueAt)).toBe(0);
    expect(await latePass(job.dueAt + 1)).toBe(1);
    expect((await lastMailTo(vendor.email)).mail?.subject).toMatch(/^Past due: Replace windshield/);
    expect(await latePass(job.dueAt + 2)).toBe(0);
    expect(await latePass(job.dueAt + 2 * HOUR_MS)).toBe(0);
    expect(await latePass(job.dueAt + 2 * HOUR_MS + 1)).toBe(1);
    // Sublet/body's overdue rule names the assignee (none) and the managers: in their bells.
    const lateAlert = `2022 Toyota Camry · ${car.stockNumber} in Sublet/body: Glass job at ${vendor.name} is 2 h late`;
    for (const who of [manager, admin]) {
      expect((await bell(who)).map((alert) => alert.text)).toEqual([lateAlert]);
    }
    expect(await bell(user)).toEqual([]);
    expect(await latePass(job.dueAt + DAY_MS)).toBe(0);
    await runAlertPass(t.app, job.dueAt + DAY_MS);
    const vendorAlerts = await t.db
      .select({ userId: alerts.userId })
      .from(alerts)
      .where(eq(alerts.key, `vendor-late:${job.id}`));
    expect(vendorAlerts.map((row) => row.userId).sort()).toEqual(
      [manager.user.id, admin.user.id].sort(),
    );
    t.clock.set(job.dueAt + 3 * HOUR_MS);
    const done = await vendorPhone.act(token, {
      jobId: job.id,
      action: 'done',
      billedCents: 38_000,
    });
    expect(done.statusCode, done.body).toBe(200);
    // A day and more on, the staff sign in again.
    const [later, laterManager] = [
      await signedIn(t, 'user', user.dealership),
      await signedIn(t, 'manager', user.dealership),
    ];
    const after = await vehicle(later, car.id);
    expect(after.sublet).toBeNull();
    expect(after.step?.id).toBe(stepIdOf(recon, 'Detail'));
    const jobs = (await api(t, later).get(`/api/vehicles/${car.id}/vendor-jobs`)).json<{
      jobs: VendorJob[];
    }>();
    expect(jobs.jobs[0]).toMatchObject({ state: 'done', billedCents: 38_000, doneAt: t.clock() });
    const history = await api(t, laterManager).get(`/api/vehicles/${car.id}/history`);
    expect(history.body).toContain(`${vendor.name} (vendor) marked it done`);
  });

  it('alerts a late job through the gate: the assignee, once, held while closed', async () => {
    /** Tuesday 1 December 2026 in New York, the default calendar's zone (open 8–18). */
    const ny = (day: number, time: string) =>
      Date.parse(`2026-12-0${String(day)}T${time}:00-05:00`);
    t.clock.set(ny(1, '09:00'));
    const { manager, user } = await staffOf(t);
    const vendor = await addVendor(manager);
    const car = await addCar(manager);
    const assigned = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      assigneeId: user.user.id,
      version: car.version,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const job = await sendJob(manager, car.id, { vendorId: vendor.id, dueAt: ny(1, '16:00') });
    const mailsTo = async (who: SignedInUser) =>
      (
        await t.db
          .select({ subject: outbox.subject })
          .from(outbox)
          .where(eq(outbox.toAddress, who.user.email ?? ''))
      ).map((row) => row.subject);
    /** Both jobs of the scheduler that matter here, as every app process would run them. */
    const passes = async (at: number) => {
      t.clock.set(at);
      const late = await remindLateVendorJobs(t.app, at);
      await runAlertPass(t.app, at);
      await runAlertPass(t.app, at);
      return late;
    };

    expect(await passes(ny(1, '16:01'))).toBe(1);
    // Red past 18:00: the dealership is closed, so the bell has it and the mail waits.
    expect(await passes(ny(1, '18:30'))).toBe(1);
    expect(await passes(ny(1, '18:45'))).toBe(0);
    const text = `2022 Toyota Camry · ${car.stockNumber}: Glass job at ${vendor.name} is 2 h late`;
    expect((await bell(user)).map((alert) => [alert.text, alert.trigger])).toEqual([
      [text, 'overdue'],
    ]);
    expect(await bell(manager)).toEqual([]);
    expect(await mailsTo(user)).toEqual([]);
    const [held] = await t.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.userId, user.user.id), eq(alertDeliveries.channel, 'mail')));
    expect(held?.holdUntil).toBe(ny(2, '08:00'));

    // Wednesday's opening: one mail, however many passes run.
    expect(await passes(ny(2, '08:00'))).toBe(0);
    expect(await passes(ny(2, '08:05'))).toBe(0);
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`2022 Toyota Camry · ${car.stockNumber}`);
    const claims = await t.db
      .select({ userId: alerts.userId })
      .from(alerts)
      .where(eq(alerts.key, `vendor-late:${job.id}`));
    expect(claims).toEqual([{ userId: user.user.id }]);
    expect(await mailsTo(manager)).toEqual([]);
  });

  it('sends a job from a sublet work item, linked to it; refuses another car’s or kind', async () => {
    const { manager, user } = await staffOf(t);
    const other = await staffOf(t);
    const vendor = await addVendor(manager, { trade: 'dent-repair' });
    const car = await addCar(user);
    const item = await addItem(user, car.id, {
      description: 'Door ding',
      category: 'sublet',
      partsCents: 12_500,
    });
    const job = await sendJob(user, car.id, {
      vendorId: vendor.id,
      workItemId: item.id,
      what: item.description,
      quoteCents: item.totalCents,
    });
    expect(job).toMatchObject({ workItemId: item.id, what: 'Door ding', quoteCents: 12_500 });
    const listed = (await api(t, user).get(`/api/vehicles/${car.id}/vendor-jobs`)).json<{
      jobs: VendorJob[];
    }>();
    expect(listed.jobs.map((entry) => entry.workItemId)).toEqual([item.id]);
    // Sent from the record: no item.
    expect((await sendJob(user, car.id, { vendorId: vendor.id })).workItemId).toBeNull();

    const refused = async (vehicleId: string, workItemId: string) => {
      const response = await api(t, user).post(`/api/vehicles/${vehicleId}/vendor-jobs`, {
        vendorId: vendor.id,
        workItemId,
        what: 'x',
        quoteCents: 1,
      });
      return [response.statusCode, response.json<{ field: string }>().field];
    };
    const theirCar = await addCar(other.user);
    const theirItem = await addItem(other.user, theirCar.id, {
      description: 'Their dent',
      category: 'sublet',
      partsCents: 100,
    });
    expect(await refused(car.id, theirItem.id)).toEqual([400, 'workItemId']);
    const secondCar = await addCar(user);
    expect(await refused(secondCar.id, item.id)).toEqual([400, 'workItemId']);
    const wipers = await addItem(user, car.id, {
      description: 'Wipers',
      category: 'parts',
      partsCents: 3_000,
    });
    expect(await refused(car.id, wipers.id)).toEqual([400, 'workItemId']);
    expect(await refused(car.id, 'not-an-id')).toEqual([400, 'workItemId']);
  });

  it('does not move the car while another job is open, nor from a step without the switch', async () => {
    const { admin, manager, user } = await staffOf(t);
    const recon = await subletMovesOn(admin);
    const [glass, body] = [await addVendor(manager), await addVendor(manager, { trade: 'body' })];
    const car = await addCar(user, { type: 'make-ready' });
    await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Sublet/body'),
      version: (await vehicle(user, car.id)).version,
    });
    const first = await sendJob(user, car.id, { vendorId: glass.id, dueAt: t.clock() + DAY_MS });
    const firstToken = (await lastMailTo(glass.email)).token;
    await sendJob(user, car.id, {
      vendorId: body.id,
      dueAt: t.clock() + 2 * DAY_MS,
      what: 'Bumper',
    });
    const bodyToken = (await lastMailTo(body.email)).token;
    await phone(user.host).act(firstToken, { jobId: first.id, action: 'done' });
    const stays = await vehicle(user, car.id);
    expect(stays.step?.name).toBe('Sublet/body');
    expect(stays.sublet).toMatchObject({ trade: 'body', state: 'sent' });
    const [bodyJob] = (await queue(user.host, bodyToken)).jobs;
    await phone(user.host).act(bodyToken, { jobId: bodyJob?.id, action: 'done' });
    expect((await vehicle(user, car.id)).step?.name).toBe('Detail');
    // In Detail (no switch), a done job leaves the car where it is.
    const third = await sendJob(user, car.id, { vendorId: glass.id });
    await phone(user.host).act((await lastMailTo(glass.email)).token, {
      jobId: third.id,
      action: 'done',
    });
    expect((await vehicle(user, car.id)).step?.name).toBe('Detail');
  });

  it('guards the link: tampered, another dealership, another vendor’s job, expiry', async () => {
    const { manager, user } = await staffOf(t);
    const other = await staffOf(t);
    const [mine, theirs] = [await addVendor(manager), await addVendor(manager)];
    const [carA, carB, carC] = [await addCar(user), await addCar(user), await addCar(user)];
    const jobA = await sendJob(user, carA.id, { vendorId: mine.id });
    const tokenA = (await lastMailTo(mine.email)).token;
    const jobB = await sendJob(user, carB.id, { vendorId: mine.id, what: 'Tint rear' });
    const tokenB = (await lastMailTo(mine.email)).token;
    const jobC = await sendJob(user, carC.id, { vendorId: theirs.id });
    const vendorPhone = phone(user.host);

    // My queue: both of my open jobs from either link, never the other vendor's.
    const fromA = await queue(user.host, tokenA);
    const fromB = await queue(user.host, tokenB);
    expect(fromA.jobs.map((job) => job.id)).toEqual([jobA.id, jobB.id]);
    expect(fromB.jobs.map((job) => job.id).sort()).toEqual([jobA.id, jobB.id].sort());
    expect(JSON.stringify(fromA)).not.toContain(jobC.id);
    expect(JSON.stringify(fromA)).not.toContain(carC.stockNumber);
    expect(JSON.stringify(fromA)).not.toContain(user.user.username);
    // Working on another vendor's job with my link: not found.
    const stranger = await vendorPhone.act(tokenA, { jobId: jobC.id, action: 'done' });
    expect([stranger.statusCode, stranger.json<{ field: string }>().field]).toEqual([404, 'jobId']);
    // A job of my queue from the other link is mine to act on.
    expect((await vendorPhone.act(tokenB, { jobId: jobA.id, action: 'accept' })).statusCode).toBe(
      200,
    );

    // Tampered, or opened on another dealership's host: one answer.
    const tampered = `${tokenA.slice(0, -2)}${tokenA.endsWith('aa') ? 'bb' : 'aa'}`;
    expect((await vendorPhone.view(tampered)).statusCode).toBe(404);
    expect((await phone(other.user.host).view(tokenA)).statusCode).toBe(404);
    expect(
      (await phone(other.user.host).act(tokenA, { jobId: jobA.id, action: 'done' })).statusCode,
    ).toBe(404);

    // Another dealership's staff reach neither the vendor nor its jobs.
    expect(
      (await api(t, other.manager).get(`/api/vehicles/${carA.id}/vendor-jobs`)).statusCode,
    ).toBe(404);
    expect(
      (
        await api(t, other.user).patch(`/api/vendor-jobs/${jobB.id}`, {
          action: 'cancel',
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    const put = await api(t, other.manager).put(`/api/vendors/${mine.id}`, {
      name: 'Taken over',
      trade: 'glass',
      email: 'x@y.example',
      version: 1,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await api(t, other.user).get('/api/vendors')).json<{ vendors: Vendor[] }>().vendors,
    ).toEqual([]);
    const sendThere = await api(t, other.user).post(`/api/vehicles/${carA.id}/vendor-jobs`, {
      vendorId: mine.id,
      what: 'x',
      quoteCents: 1,
    });
    expect(sendThere.statusCode).toBe(404);

    // Done: the link still opens for 14 days, then 410; the cancelled job's link too.
    await vendorPhone.act(tokenA, { jobId: jobA.id, action: 'done' });
    const cancelled = await api(t, user).patch(`/api/vendor-jobs/${jobC.id}`, {
      action: 'cancel',
      version: jobC.version,
    });
    expect(cancelled.json<VendorJob>().state).toBe('cancelled');
    const tokenC = (await lastMailTo(theirs.email)).token;
    const closedAt = t.clock();
    t.clock.set(closedAt + 14 * DAY_MS - 1);
    expect((await vendorPhone.view(tokenA)).statusCode).toBe(200);
    expect((await vendorPhone.view(tokenC)).statusCode).toBe(200);
    // The other link of the same vendor stays alive while its own job is open.
    t.clock.set(closedAt + 14 * DAY_MS);
    expect((await vendorPhone.view(tokenA)).statusCode).toBe(410);
    expect((await vendorPhone.view(tokenC)).statusCode).toBe(410);
    expect((await vendorPhone.view(tokenB)).statusCode).toBe(200);
    expect((await queue(user.host, tokenB)).jobs.map((job) => job.id)).toEqual([jobB.id]);
  });

  it('scores vendors over a period for managers, with the jobs', async () => {
    const { manager, user } = await staffOf(t);
    const vendor = await addVendor(manager);
    const idle = await addVendor(manager, { trade: 'detail' });
    const [carA, carB] = [await addCar(user), await addCar(user)];
    const start = t.clock();
    const onTime = await sendJob(user, carA.id, {
      vendorId: vendor.id,
      dueAt: start + 2 * HOUR_MS,
      quoteCents: 10_000,
    });
    const tokenA = (await lastMailTo(vendor.email)).token;
    const late = await sendJob(user, carB.id, {
      vendorId: vendor.id,
      dueAt: start + 2 * HOUR_MS,
      quoteCents: 20_000,
    });
    t.clock.set(start + HOUR_MS);
    await phone(user.host).act(tokenA, { jobId: onTime.id, action: 'done', billedCents: 12_000 });
    t.clock.set(start + 6 * HOUR_MS);
    await phone(user.host).act(tokenA, { jobId: late.id, action: 'done' });
    const reopened = await api(t, user).patch(`/api/vendor-jobs/${late.id}`, {
      action: 'reopen',
      version: 1,
    });
    expect(reopened.statusCode, reopened.body).toBe(409);
    const current = (await api(t, user).get(`/api/vehicles/${carB.id}/vendor-jobs`)).json<{
      jobs: VendorJob[];
    }>().jobs[0];
    await api(t, user).patch(`/api/vendor-jobs/${late.id}`, {
      action: 'reopen',
      version: current?.version,
    });
    t.clock.set(start + 8 * HOUR_MS);
    await phone(user.host).act(tokenA, { jobId: late.id, action: 'done' });

    const day = new Date(start - DAY_MS).toISOString().slice(0, 10);
    const next = new Date(start + 2 * DAY_MS).toISOString().slice(0, 10);
    expect(
      (await api(t, user).get(`/api/vendor-scorecard?from=${day}&to=${next}`)).statusCode,
    ).toBe(403);
    const card = (
      await api(t, manager).get(`/api/vendor-scorecard?from=${day}&to=${next}`)
    ).json<VendorScorecard>();
    const row = card.vendors.find((entry) => entry.vendor.id === vendor.id);
    expect(row?.score).toEqual({
      jobs: 2,
      done: 2,
      onTimeShare: 0.5,
      medianTurnaroundMs: 4.5 * HOUR_MS,
      quotedCents: 30_000,
      billedCents: 32_000,
      reopened: 1,
    });
    expect(row?.jobs.map((job) => [job.id, job.vehicleId, job.stockNumber])).toEqual([
      [onTime.id, carA.id, carA.stockNumber],
      [late.id, carB.id, carB.stockNumber],
    ]);
    expect(card.vendors.find((entry) => entry.vendor.id === idle.id)?.score.jobs).toBe(0);
    const backwards = await api(t, manager).get(`/api/vendor-scorecard?from=${next}&to=${day}`);
    expect([backwards.statusCode, backwards.json<{ field: string }>().field]).toEqual([400, 'to']);
  });
});

describeEachDatabase('vendors leave with their dealership', (t) => {
  const { addCar } = workSteps(t);
  const { addVendor, sendJob } = vendorSteps(t);

  it('deletes a dealership that has vendors and jobs', async () => {
    const { manager, user, dealership } = await staffOf(t);
    const vendor = await addVendor(manager);
    await sendJob(user, (await addCar(user)).id, { vendorId: vendor.id });
    const deleted = await withSystemTransaction(t.db, (tx) =>
      deleteDealership(tx, { dealershipId: dealership.id, confirmName: dealership.name.trim() }),
    );
    expect(deleted).toBe(true);
    const left = await withSystemTransaction(t.db, (tx) =>
      tx.select().from(vendorJobs).where(eq(vendorJobs.dealershipId, dealership.id)),
    );
    expect(left).toEqual([]);
  });
});
