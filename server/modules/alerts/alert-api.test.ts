import { expect, it } from 'vitest';
import type { AlertList, CarTaker, StepAlertRules } from '@domain/api/alerts';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { assignedCar } from '../../test/recon';
import { request } from '../../test/http';
import { withTenantTransaction } from '../../db/transactions';
import { raiseAlert } from './raise-alert';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';

const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);

const myAlerts = async (t: TestContext, who: SignedInUser) =>
  (await api(t, who).get('/api/alerts')).json<AlertList>();

describeEachDatabase('the alerts API', (t) => {
  it("stops the escalation when the assignee says I'm on it, and the car shows who", async () => {
    t.clock.set(ny('10:00'));
    const { manager, user } = await staffOf(t);
    const car = await assignedCar(t, manager, user);
    t.clock.set(ny('10:40'));
    await t.app.scheduler.runOnce(t.clock());
    const before = await myAlerts(t, user);
    // Its arrival and its red; yellow is dropped once red is due too.
    expect(before.alerts.map((alert) => alert.trigger).sort()).toEqual(['entered', 'overdue']);
    expect(before.unread).toBe(2);
    const red = before.alerts.find((alert) => alert.trigger === 'overdue');
    expect(red?.text).toBe(`2022 Toyota Camry · ${car.stockNumber} went red in Make Ready`);
    expect((await api(t, user).get('/api/alerts/unread')).json()).toEqual({ unread: 2 });

    t.clock.set(ny('10:50'));
    const taken = await api(t, user).post(`/api/alerts/${red?.id ?? ''}/acknowledge`, {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      readAt: ny('10:50'),
      acknowledgedAt: ny('10:50'),
      acknowledgedBy: { id: user.user.id, name: user.user.fullName },
    });
    expect((await api(t, user).get('/api/alerts/unread')).json()).toEqual({ unread: 1 });
    const takers = (await api(t, manager).get('/api/alerts/on-it')).json<{ cars: CarTaker[] }>();
    expect(takers.cars).toEqual([
      { vehicleId: car.id, userId: user.user.id, name: user.user.fullName, at: ny('10:50') },
    ]);

    // An hour of business time after red: nobody is paged, the car is taken.
    t.clock.set(ny('12:00'));
    await t.app.scheduler.runOnce(t.clock());
    expect((await myAlerts(t, manager)).alerts).toEqual([]);
  });

  it('keeps each person to their own alerts and each dealership to its own', async () => {
    t.clock.set(ny('10:00'));
    const { manager, user, admin } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    await assignedCar(t, manager, user);
    await t.app.scheduler.runOnce(t.clock());
    const [alert] = (await myAlerts(t, user)).alerts;
    expect(alert).toBeDefined();
    for (const other of [manager, admin, stranger]) {
      const response = await api(t, other).post(`/api/alerts/${alert?.id ?? ''}/acknowledge`, {});
      expect(response.statusCode).toBe(404);
    }
    expect((await myAlerts(t, stranger)).alerts).toEqual([]);
    expect((await api(t, stranger).get('/api/alerts/on-it')).json()).toEqual({ cars: [] });
    const bad = await api(t, user).post('/api/alerts/not-an-id/acknowledge', {});
    expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'id']);
  });

  it('lets managers set rules per step and the on-call rota, and nobody else', async () => {
    const { manager, user, admin } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    expect((await api(t, user).get('/api/alert-rules')).statusCode).toBe(403);
    expect((await api(t, user).get('/api/on-call')).statusCode).toBe(403);
    const rules = (await api(t, manager).get('/api/alert-rules')).json<StepAlertRules>();
    const [step] = rules.steps;
    expect(step?.isDefault).toBe(true);
    expect(step?.rule).toEqual({
      entered: ['assignee'],
      warning: ['assignee'],
      overdue: ['assignee'],
      escalateAfterMinutes: 60,
    });
    const url = `/api/alert-rules/${step?.stepId ?? ''}`;
    const rule = { overdue: ['assignee', 'managers'], escalateAfterMinutes: 30 };
    expect((await api(t, user).put(url, rule)).statusCode).toBe(403);
    expect((await api(t, stranger).put(url, rule)).statusCode).toBe(404);
    const saved = await api(t, manager).put(url, rule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StepAlertRules>().steps[0]).toMatchObject({
      isDefault: false,
      rule: { entered: ['assignee'], overdue: ['assignee', 'managers'], escalateAfterMinutes: 30 },
    });
    const tooSoon = await api(t, manager).put(url, { escalateAfterMinutes: 1 });
    expect([tooSoon.statusCode, tooSoon.json<{ field: string }>().field]).toEqual([
      400,
      'escalateAfterMinutes',
    ]);

    const rota = { week: { monday: manager.user.id }, dates: { '2026-12-25': admin.user.id } };
    const set = await api(t, manager).put('/api/on-call', rota);
    expect(set.statusCode, set.body).toBe(200);
    expect((await api(t, admin).get('/api/on-call')).json()).toMatchObject(rota);
    expect((await api(t, stranger).get('/api/on-call')).json()).toMatchObject({ dates: {} });
    for (const [body, field] of [
      [{ week: { tuesday: stranger.user.id } }, 'onCall.week.tuesday'],
      [{ week: { friday: user.user.id } }, 'onCall.week.friday'],
      [{ dates: { '2026-13-01': null } }, 'dates'],
    ] as const) {
      const refused = await api(t, manager).put('/api/on-call', body);
      expect([refused.statusCode, refused.json<{ field: string }>().field]).toEqual([400, field]);
    }
  });

  it('keeps my preferences and my browsers', async () => {
    const { user } = await staffOf(t);
    expect((await api(t, user).get('/api/alert-preferences')).json()).toEqual({
      channels: ['in-app', 'push'],
      quietHours: null,
      timeZone: null,
      morningList: true,
      mobile: null,
    });
    const mine = {
      channels: ['in-app', 'mail', 'sms'],
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/Chicago',
      morningList: false,
      mobile: '+15550100199',
    };
    expect((await api(t, user).put('/api/alert-preferences', mine)).statusCode).toBe(200);
    expect((await api(t, user).get('/api/alert-preferences')).json()).toEqual(mine);
    const bad = await api(t, user).put('/api/alert-preferences', {
      quietHours: { start: '22:00', end: '25:00' },
    });
    expect([bad.statusCode, bad.json<{ field: string }>().field]).toEqual([400, 'quietHours.end']);

    const key = (await api(t, user).get('/api/push/vapid-public-key')).json<{
      publicKey: string;
    }>();
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    };
    expect((await api(t, user).post('/api/push/subscriptions', subscription)).statusCode).toBe(200);
    const plain = await api(t, user).post('/api/push/subscriptions', {
      ...subscription,
      endpoint: 'http://push.example.test/send/abc',
    });
    expect([plain.statusCode, plain.json<{ field: string }>().field]).toEqual([400, 'endpoint']);
    const gone = await request(t.app).delete('/api/push/subscriptions', user.as, {
      endpoint: subscription.endpoint,
    });
    expect(gone.statusCode, gone.body).toBe(200);
  });

  it('raises an alert from another module through the gate, once per key', async () => {
    t.clock.set(ny('10:00'));
    const { manager, user } = await staffOf(t);
    const car = await assignedCar(t, manager, user);
    const raise = () =>
      withTenantTransaction(t.db, user.dealership.id, (tx) =>
        raiseAlert(t.app, tx, {
          dealershipId: user.dealership.id,
          key: `vendor-late:${car.id}`,
          vehicleId: car.id,
          userIds: [manager.user.id],
          what: 'the body shop is late',
          trigger: 'overdue',
          now: t.clock(),
        }),
      );
    expect(await raise()).toEqual([manager.user.id]);
    expect(await raise()).toEqual([]);
    const listed = await myAlerts(t, manager);
    // The alert says the car, the step it is in, and what happened.
    expect(listed.alerts.map((alert) => alert.text)).toEqual([
      `2022 Toyota Camry · ${car.stockNumber} in Make Ready: the body shop is late`,
    ]);
  });
});
