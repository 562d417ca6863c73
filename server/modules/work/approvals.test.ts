import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { AlertList } from '@domain/api/alerts';
import { carLinkPath } from '@domain/alerts/car-link';
import type { Vehicle } from '@domain/api/vehicles';
import type { ApprovalView, SentForApproval, VehicleWork } from '@domain/api/work';
import { DAY_MS, MINUTE_MS } from '@domain/time';
import { tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import { startTwilioStandIn } from '../../test/twilio-stand-in';
import { workSteps } from '../../test/work-steps';
import { lastWeek } from './clustering-check';

/** Tuesday 1 December 2026 in New York, inside the default business hours. */
const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);

describeEachDatabase('approvals: auto, by link, on the record, escalated', (t) => {
  const steps = workSteps(t);
  /** Someone on a phone with the link: no cookie, the dealership's host. */
  const guest = (host: string) => ({
    view: (token: string) => request(t.app).post('/api/approval-links/view', { token }, { host }),
    decide: (token: string, body: Record<string, unknown>) =>
      request(t.app).post('/api/approval-links/decide', { token, ...body }, { host }),
  });
  const vehicle = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}`)).json<Vehicle>();

  /** A car with items of the given categories and totals (parts only), sent for approval. */
  const sent = async (
    who: SignedInUser,
    items: readonly (readonly [string, number])[],
    car?: Vehicle,
  ) => {
    const target = car ?? (await steps.addCar(who));
    for (const [category, partsCents] of items) {
      await steps.addItem(who, target.id, { description: `${category} job`, category, partsCents });
    }
    const response = await steps.send(who, target.id);
    expect(response.statusCode, response.body).toBe(200);
    return { car: target, sent: response.json<SentForApproval>() };
  };

  it('approves by the rule within the limit, recorded as the rule’s decision', async () => {
    const { user, manager } = await staffOf(t);
    const { car, sent: result } = await sent(user, [
      ['mechanical', 30_000],
      ['detail', 20_000],
    ]);
    expect(result.outcome).toBe('approved-by-rule');
    expect(result.work.items.map((item) => [item.state, item.decidedHow, item.decidedBy])).toEqual([
      ['approved', 'rule', 'the auto-approve rule'],
      ['approved', 'rule', 'the auto-approve rule'],
    ]);
    expect(await vehicle(user, car.id)).toMatchObject({
      reconActualCents: 50_000,
      awaitingApprovalSince: null,
    });
    expect((await steps.lastMailTo(manager.user.email)).mail).toBeUndefined();
    // Nothing left to send.
    const again = await steps.send(user, car.id);
    expect([again.statusCode, again.json<{ field: string }>().field]).toEqual([409, 'itemIds']);
  });

  it.each([
    ['over the limit', [['mechanical', 50_001]], null, ['over-limit']],
    ['a category that always asks', [['body', 1_000]], null, ['category']],
    ['past the estimate by more than 10 %', [['mechanical', 11_001]], 10_000, ['overrun']],
  ] as const)('asks a person when %s', async (_name, items, estimate, reasons) => {
    const { user, manager, admin } = await staffOf(t);
    const car = await steps.addCar(user, { reconEstimateCents: estimate });
    const { sent: result } = await sent(user, [...items], car);
    expect(result.outcome).toBe('requested');
    expect(result.work.request?.reasons).toEqual(reasons);
    expect((await vehicle(user, car.id)).awaitingApprovalSince).toBe(t.clock());
    // No approver named: every manager and admin gets a link of their own.
    const [toManager, toAdmin] = [
      await steps.lastMailTo(manager.user.email),
      await steps.lastMailTo(admin.user.email),
    ];
    expect(toManager.mail?.subject).toMatch(/^Approve \$[\d,.]+ of work on the 2022 Toyota Camry/);
    expect(toManager.token).not.toBe(toAdmin.token);
  });

  it('approves all from the link without signing in, once', async () => {
    const { user, manager, admin, dealership } = await staffOf(t);
    const { car } = await sent(user, [
      ['body', 40_000],
      ['mechanical', 30_000],
    ]);
    const { mail, token } = await steps.lastMailTo(manager.user.email);
    expect(mail?.textBody).toContain('Total: $700');
    expect(mail?.textBody).toContain(`http://${tenantHostOf(dealership)}`);
    const phone = guest(user.host);
    const view = await phone.view(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<ApprovalView>()).toMatchObject({
      state: 'open',
      totalCents: 70_000,
      vehicle: { stockNumber: car.stockNumber },
      lines: [{ description: 'body job' }, { description: 'mechanical job' }],
    });
    const decided = await phone.decide(token, { decision: 'approve', note: 'Go ahead' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<ApprovalView>().state).toBe('decided');
    const work = await steps.work(user, car.id);
    expect(
      work.items.map((item) => [item.state, item.decidedHow, item.decidedBy, item.decisionNote]),
    ).toEqual([
      ['approved', 'link', manager.user.fullName, 'Go ahead'],
      ['approved', 'link', manager.user.fullName, 'Go ahead'],
    ]);
    expect(work.request).toBeNull();
    expect(await vehicle(user, car.id)).toMatchObject({
      reconActualCents: 70_000,
      awaitingApprovalSince: null,
    });
    // Reused, or the other approver's link of the decided request: refused.
    expect((await phone.decide(token, { decision: 'decline' })).statusCode).toBe(410);
    expect((await phone.view(token)).statusCode).toBe(410);
    const adminToken = (await steps.lastMailTo(admin.user.email)).token;
    expect((await phone.decide(adminToken, { decision: 'decline' })).statusCode).toBe(410);
  });

  it('declines all, or decides line by line, with a note', async () => {
    const { user, manager } = await staffOf(t);
    const declined = await sent(user, [['sublet', 9_000]]);
    const phone = guest(user.host);
    const first = (await steps.lastMailTo(manager.user.email)).token;
    expect((await phone.decide(first, { decision: 'decline', note: 'Too much' })).statusCode).toBe(
      200,
    );
    expect((await steps.work(user, declined.car.id)).items.map((item) => item.state)).toEqual([
      'declined',
    ]);

    const { car } = await sent(user, [
      ['body', 40_000],
      ['detail', 30_000],
    ]);
    const token = (await steps.lastMailTo(manager.user.email)).token;
    const [body, detail] = (await steps.work(user, car.id)).items;
    const partial = await phone.decide(token, {
      decision: 'lines',
      lines: [{ itemId: body?.id, approve: true }],
    });
    expect([partial.statusCode, partial.json<{ field: string }>().field]).toEqual([400, 'lines']);
    const lines = await phone.decide(token, {
      decision: 'lines',
      lines: [
        { itemId: body?.id, approve: true },
        { itemId: detail?.id, approve: false },
      ],
      note: 'Detail in house',
    });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json<ApprovalView>().lines.map((line) => line.state)).toEqual([
      'approved',
      'declined',
    ]);
    expect((await vehicle(user, car.id)).reconActualCents).toBe(40_000);
  });

  it('refuses an expired, tampered or other dealership’s link', async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    await sent(user, [['body', 10_000]]);
    const { token } = await steps.lastMailTo(manager.user.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await guest(user.host).view(tampered)).statusCode).toBe(404);
    expect((await guest(stranger.host).view(token)).statusCode).toBe(404);
    expect((await guest(stranger.host).decide(token, { decision: 'approve' })).statusCode).toBe(
      404,
    );
    t.clock.advance(DAY_MS - 1);
    expect((await guest(user.host).view(token)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await guest(user.host).decide(token, { decision: 'approve' });
    expect([expired.statusCode, expired.json<{ field: string }>().field]).toEqual([410, 'token']);
  });

  it('lets a signed-in manager decide from the record, and kills the links', async () => {
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'manager');
    const { car, sent: result } = await sent(user, [['body', 10_000]]);
    const requestId = result.work.request?.id ?? '';
    const url = `/api/approval-requests/${requestId}/decision`;
    expect((await api(t, user).post(url, { decision: 'approve' })).statusCode).toBe(403);
    expect((await api(t, stranger).post(url, { decision: 'approve' })).statusCode).toBe(404);
    const decided = await api(t, manager).post(url, { decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<VehicleWork>().items[0]).toMatchObject({
      state: 'approved',
      decidedHow: 'record',
      decidedBy: manager.user.fullName,
    });
    const twice = await api(t, manager).post(url, { decision: 'decline' });
    expect(twice.statusCode).toBe(409);
    const { token } = await steps.lastMailTo(manager.user.email);
    expect((await guest(user.host).decide(token, { decision: 'decline' })).statusCode).toBe(410);
    expect((await steps.work(user, car.id)).items[0]?.state).toBe('approved');
  });

  it('lets a signed-in manager decide each line from the record, with a note in history', async () => {
    const { user, manager } = await staffOf(t);
    const { car, sent: result } = await sent(user, [
      ['body', 40_000],
      ['sublet', 30_000],
    ]);
    const url = `/api/approval-requests/${result.work.request?.id ?? ''}/decision`;
    const [body, sublet] = result.work.items;
    const lines = [
      { itemId: body?.id, approve: true },
      { itemId: sublet?.id, approve: false },
    ];
    const byUser = await api(t, user).post(url, { decision: 'lines', lines });
    expect(byUser.statusCode).toBe(403);
    const decided = await api(t, manager).post(url, {
      decision: 'lines',
      lines,
      note: 'Sublet next month',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(
      decided
        .json<VehicleWork>()
        .items.map((item) => [item.state, item.decidedHow, item.decisionNote]),
    ).toEqual([
      ['approved', 'record', 'Sublet next month'],
      ['declined', 'record', 'Sublet next month'],
    ]);
    const log = (await api(t, manager).get('/api/activity-logs')).json<ActivityLog[]>();
    const name = manager.user.fullName;
    expect(
      log
        .filter((entry) => entry.stockNumber === car.stockNumber)
        .map((entry) => entry.additionalInfo?.detailedAction)
        .slice(0, 2)
        .sort(),
    ).toEqual([
      `Work approved by ${name} on the record: body job ($400) (note: Sublet next month)`,
      `Work declined by ${name} on the record: sublet job ($300) (note: Sublet next month)`,
    ]);
    expect((await vehicle(user, car.id)).reconActualCents).toBe(40_000);
  });

  it('tells the fallback through the alert gate after the business minutes, once', async () => {
    t.clock.set(ny('10:00'));
    const { user, manager, admin, dealership } = await staffOf(t);
    const fallback = await signedIn(t, 'manager', dealership);
    await steps.setWork(admin, {
      approverId: manager.user.id,
      fallbackApproverId: fallback.user.id,
      escalateAfterMinutes: 60,
    });
    // The fallback's quiet hours: the gate holds the mail, the bell lists the alert at once.
    const quiet = await api(t, fallback).put('/api/alert-preferences', {
      channels: ['in-app', 'mail'],
      quietHours: { start: '10:30', end: '13:00' },
      timeZone: 'America/New_York',
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    const { car, sent: result } = await sent(user, [['body', 10_000]]);
    const requestId = result.work.request?.id ?? '';
    expect(await t.app.scheduler.runOnce(ny('10:59'))).toBe(0);
    const [one, other] = await Promise.all([
      t.app.scheduler.runOnce(ny('11:00')),
      (await t.buildApp()).scheduler.runOnce(ny('11:00')),
    ]);
    expect(one + other).toBe(1);
    const bell = (await api(t, fallback).get('/api/alerts')).json<AlertList>();
    const escalation = `2022 Toyota Camry · ${car.stockNumber}: approval of $100 unanswered for 60 business minutes is yours to decide`;
    expect(bell.alerts.map((alert) => alert.text)).toContain(escalation);

    await t.app.scheduler.runOnce(ny('12:59'));
    expect((await steps.lastMailTo(fallback.user.email)).mail).toBeUndefined();
    await t.app.scheduler.runOnce(ny('13:00'));
    const { mail, token } = await steps.lastMailTo(fallback.user.email);
    expect(mail?.textBody).toContain(escalation);
    expect(mail?.textBody).toContain(carLinkPath(car.id));
    // The link opens the record, where the fallback decides signed in.
    expect(token).toBe('');
    const decided = await api(t, fallback).post(`/api/approval-requests/${requestId}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Claimed once: a later pass raises it again for nobody.
    await t.app.scheduler.runOnce(ny('13:30'));
    const again = (await api(t, fallback).get('/api/alerts')).json<AlertList>();
    expect(again.alerts.filter((alert) => alert.text === escalation)).toHaveLength(1);
  });

  it('limits how often one address may try links', async () => {
    const { user } = await staffOf(t);
    const phone = guest(user.host);
    const bad = 'x'.repeat(43);
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await phone.view(bad)).statusCode).toBe(404);
    }
    expect((await phone.view(bad)).statusCode).toBe(429);
  });

  it('texts the approver through the SMS provider when one is configured', async () => {
    const twilio = await startTwilioStandIn();
    try {
      const app = await t.buildApp({ sms: twilio.sms });
      const { user, admin } = await staffOf(t);
      await steps.setWork(admin, { approverId: admin.user.id, approverPhone: '+15550100199' });
      const car = await steps.addCar(user);
      await steps.addItem(user, car.id, { description: 'Bumper', category: 'body' });
      const response = await api(t, user, app).post(
        `/api/vehicles/${car.id}/approval-requests`,
        {},
      );
      expect(response.statusCode, response.body).toBe(200);
      const { token } = await steps.lastMailTo(admin.user.email);
      expect(twilio.received.map((request) => request.form.To)).toEqual(['+15550100199']);
      expect(twilio.received[0]?.form.Body).toContain(`#token=${token}`);
    } finally {
      twilio.close();
    }
  });

  it('flags a week when more than 20 % of auto-approved cars sit just under the limit', async () => {
    const { user, manager } = await staffOf(t);
    // 2 of 5 cars at $475 and $500 (within 5 % under the $500 limit): 40 %.
    for (const cents of [47_500, 50_000, 10_000, 10_000, 47_499]) {
      const { sent: result } = await sent(user, [['mechanical', cents]]);
      expect(result.outcome).toBe('approved-by-rule');
    }
    const monday = lastWeek(t.clock()).to;
    const nextWeek = monday + 7 * DAY_MS + MINUTE_MS;
    expect(lastWeek(nextWeek)).toEqual({ from: monday, to: monday + 7 * DAY_MS });
    await t.app.scheduler.runOnce(nextWeek);
    const { mail } = await steps.lastMailTo(manager.user.email);
    expect(mail?.subject).toBe('Recon work is clustering under the $500 limit');
    expect(mail?.textBody).toMatch(/^Last week 2 of the 5 cars approved by the rule/);
    // Claimed once: another pass, or another process, mails nothing more.
    await (await t.buildApp()).scheduler.runOnce(nextWeek + MINUTE_MS);
    expect((await steps.lastMailTo(manager.user.email)).mail?.id).toBe(mail?.id);
  });
});
