import { describe, expect, it } from 'vitest';
import {
  CUSTOM_DASHBOARDS_MESSAGE,
  ESSENTIALS_VEHICLE_LIMIT,
  vehicleLimitMessage,
} from '@domain/plans';
import { READ_ONLY_MESSAGES } from '@domain/subscription';
import { MINUTE_MS } from '@domain/time';
import { definedEndpoints } from '../../test/endpoint-definitions';
import { createTestDealership } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin, vehicleInput } from '../../test/staff';
import { TRIAL_NOT_RUNNING_MESSAGE } from '../platform/routes';

/** Every staff endpoint that writes, as 'METHOD /path', and whether read-only may still call it. */
const STAFF_WRITES = [...definedEndpoints()]
  .filter(([, endpoint]) => endpoint.access.kind === 'staff' && endpoint.method !== 'GET')
  .map(([route, endpoint]) => [route, !!endpoint.allowedWhileReadOnly] as const);
/** A path parameter no row has: the guard answers before any row is looked up. */
const SOME_ID = '0196f000-0000-7000-8000-000000000000';

describeEachDatabase('what a subscription allows (0030, 0031)', (t) => {
  const board = { name: 'Wall TV', widgets: [] };

  // A trial a minute from its end (a week would outlast the session's idle limit).
  async function trialAdmin() {
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + MINUTE_MS });
    return signedIn(t, 'admin', dealership);
  }

  it('lets a trial change everything, then keeps it visible but refuses writes once it ends', async () => {
    const admin = await trialAdmin();
    const created = await api(t, admin).post('/api/vehicles', vehicleInput());
    expect(created.statusCode, created.body).toBe(201);
    expect((await api(t, admin).post('/api/dashboards', board)).statusCode).toBe(201);

    t.clock.advance(MINUTE_MS);
    const refused = await api(t, admin).post('/api/vehicles', vehicleInput());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ message: READ_ONLY_MESSAGES['trial-ended'] });
    const list = await api(t, admin).get('/api/vehicles');
    expect(list.statusCode).toBe(200);
    expect(list.json<unknown[]>()).toHaveLength(1);
    const preferences = await api(t, admin).post('/api/user/preferences', {
      onboardingCompleted: true,
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
  });

  describe('a trial that ended without a plan', () => {
    it('lists the writes this table covers: vehicles, import, users, settings, dashboards', () => {
      const refused = STAFF_WRITES.filter(([, allowed]) => !allowed).map(([route]) => route);
      expect(refused).toEqual(
        expect.arrayContaining([
          'POST /api/vehicles',
          'PATCH /api/vehicles/:id',
          'DELETE /api/vehicles/:id',
          'POST /api/vehicles/batch',
          'POST /api/vehicles/import',
          'POST /api/vehicles/restore',
          'POST /api/users',
          'PATCH /api/users/:id',
          'DELETE /api/users/:id',
          'PUT /api/config',
          'POST /api/dashboards',
          'PATCH /api/dashboards/:id',
          'DELETE /api/dashboards/:id',
        ]),
      );
      expect(STAFF_WRITES.filter(([, allowed]) => allowed).map(([route]) => route)).toEqual([
        'POST /api/auth/logout-everywhere',
        'POST /api/billing/plan',
        'POST /api/billing/cancel',
        'POST /api/user/preferences',
        // A manager mails this week's summary to themselves: a read, as the scoreboard is.
        'POST /api/scoreboard/weekly-mail',
      ]);
    });

    it.each(STAFF_WRITES.filter(([, allowed]) => !allowed))(
      'refuses %s with 402 and the way out, before reading its body',
      async (route) => {
        const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + MINUTE_MS });
        const admin = await signedIn(t, 'admin', dealership);
        t.clock.advance(MINUTE_MS);
        const [method, path] = route.split(' ') as [string, string];
        // Every id in the path is some id; the guard answers before any of them is looked up.
        const url = path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
          name === 'workflow' ? 'make-ready' : SOME_ID,
        );
        const client = api(t, admin);
        const answer =
          method === 'DELETE'
            ? await client.delete(url)
            : await client[method.toLowerCase() as 'post' | 'put' | 'patch'](url, {});
        expect([answer.statusCode, answer.json().message]).toEqual([
          402,
          READ_ONLY_MESSAGES['trial-ended'],
        ]);
      },
    );

    it('still signs a person out everywhere', async () => {
      const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + MINUTE_MS });
      const admin = await signedIn(t, 'admin', dealership);
      t.clock.advance(MINUTE_MS);
      const answer = await api(t, admin).post('/api/auth/logout-everywhere', {});
      expect(answer.statusCode, answer.body).toBe(200);
    });

    it('ends when the super admin ends the trial early, and only a running trial', async () => {
      const root = await signedInSuperAdmin(t);
      const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + 5 * MINUTE_MS });
      const admin = await signedIn(t, 'admin', dealership);
      const end = `/api/super-admin/dealerships/${dealership.id}/end-trial`;
      const ended = await request(t.app).post(end, {}, root);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toMatchObject({ trialEndsAt: t.clock(), status: 'read-only' });
      const refused = await api(t, admin).post('/api/vehicles', vehicleInput());
      expect(refused.statusCode).toBe(402);
      const again = await request(t.app).post(end, {}, root);
      expect([again.statusCode, again.json().message]).toEqual([409, TRIAL_NOT_RUNNING_MESSAGE]);
    });
  });

  it('makes a cancelled subscription read-only, and an invoice not yet due does not', async () => {
    const cancelled = await createTestDealership(t, {
      subscription: { status: 'cancelled', plan: 'complete', billingPeriod: 'monthly' },
    });
    const invoice = {
      amount: 379,
      issuedAt: t.clock(),
      dueAt: t.clock() + MINUTE_MS,
      reference: 'LR-X',
    };
    const pastDue = await createTestDealership(t, {
      subscription: { status: 'past_due', plan: 'complete', billingPeriod: 'monthly', invoice },
    });
    const refused = await api(t, await signedIn(t, 'admin', cancelled)).post(
      '/api/vehicles',
      vehicleInput(),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([
      402,
      READ_ONLY_MESSAGES.cancelled,
    ]);
    const due = await api(t, await signedIn(t, 'admin', pastDue)).post(
      '/api/vehicles',
      vehicleInput(),
    );
    expect(due.statusCode).toBe(201);
  });

  it('keeps custom dashboards to the complete platform', async () => {
    const essentials = await createTestDealership(t, {
      subscription: { status: 'active', plan: 'essentials', billingPeriod: 'annual' },
    });
    const manager = await signedIn(t, 'manager', essentials);
    const refused = await api(t, manager).post('/api/dashboards', board);
    expect([refused.statusCode, refused.json().message]).toEqual([402, CUSTOM_DASHBOARDS_MESSAGE]);
    expect((await api(t, manager).get('/api/dashboards')).statusCode).toBe(200);
  });

  it('holds Essentials to its vehicle limit on create, import and the demo vehicles', async () => {
    const essentials = await createTestDealership(t, {
      subscription: { status: 'active', plan: 'essentials', billingPeriod: 'monthly' },
    });
    const manager = await signedIn(t, 'manager', essentials);
    const rows = Array.from({ length: ESSENTIALS_VEHICLE_LIMIT - 1 }, (_, index) => ({
      ...vehicleInput(),
      rowNumber: index + 2,
    }));
    const imported = await api(t, manager).post('/api/vehicles/import', { rows });
    expect(imported.statusCode, imported.body).toBe(200);

    const demo = await api(t, manager).post('/api/dev/add-demo-vehicles', {});
    expect([demo.statusCode, demo.json().message]).toEqual([
      402,
      vehicleLimitMessage(ESSENTIALS_VEHICLE_LIMIT),
    ]);
    expect((await api(t, manager).post('/api/vehicles', vehicleInput())).statusCode).toBe(201);
    const over = await api(t, manager).post('/api/vehicles', vehicleInput());
    expect(over.statusCode).toBe(402);
    // Re-importing the same rows only updates them, so it passes at the limit.
    expect((await api(t, manager).post('/api/vehicles/import', { rows })).statusCode).toBe(200);
    const list = await api(t, manager).get('/api/vehicles');
    expect(list.json<unknown[]>()).toHaveLength(ESSENTIALS_VEHICLE_LIMIT);
  });
});
