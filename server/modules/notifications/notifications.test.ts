import { localHourOf } from '@domain/recon/business-time';
import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import {
  api,
  signedInSuperAdmin,
  staffOf,
  vehicleInput,
  type SignedInUser,
} from '../../test/staff';
import type { Mail } from '../mail/mailer';
import { createNotificationScheduler } from './scheduler';

describeEachDatabase('notification scheduler', (t) => {
  /**
   * A scheduler whose mails are captured; `run` counts only mails to `domain`, since other
   * tests' dealerships (same database) are notified by the same pass.
   */
  function capture(domain: string) {
    const mails: Mail[] = [];
    const scheduler = createNotificationScheduler({
      db: t.db,
      mailer: { send: async (mail) => void (mail.to.endsWith(domain) && mails.push(mail)) },
    });
    const run = async (now: number) => {
      const before = mails.length;
      await scheduler.runOnce(now);
      return mails.length - before;
    };
    return { mails, run };
  }
  const domainOf = (who: SignedInUser) => `@${who.dealership.slug}.example`;
  async function configure(who: SignedInUser, settings: Record<string, unknown>) {
    const as = await signedInSuperAdmin(t);
    const url = `/api/super-admin/dealerships/${who.dealership.id}/notification-settings`;
    const response = await request(t.app).put(url, settings, as);
    expect(response.statusCode, response.body).toBe(200);
  }
  const add = async (who: SignedInUser, overrides: Record<string, unknown>) =>
    (await api(t, who).post('/api/vehicles', vehicleInput(overrides))).json<Vehicle>();

  it('alerts once per vehicle when Make Ready turns overdue and Service turns critical', async () => {
    const { manager } = await staffOf(t);
    await configure(manager, {
      recipients: [`gm${domainOf(manager)}`, `sm${domainOf(manager)}`],
      events: { makeReadyOverdue: true, serviceCritical: true },
      dailyDigestHour: null,
    });
    const { mails, run } = capture(domainOf(manager));
    const late = await add(manager, { type: 'make-ready' });
    await add(manager, { type: 'service' });
    await add(manager, { type: 'make-ready', isShipping: true });

    t.clock.advance(39 * MINUTE_MS);
    expect(await run(t.clock())).toBe(0);
    t.clock.advance(MINUTE_MS);
    expect(await run(t.clock())).toBe(2);
    expect(mails.map((m) => m.to)).toEqual([`gm${domainOf(manager)}`, `sm${domainOf(manager)}`]);
    expect(mails[0]!.subject).toMatch(/1 vehicle is overdue in Make Ready/);
    expect(mails[0]!.text).toContain(late.stockNumber);
    expect(await run(t.clock() + MINUTE_MS)).toBe(0);

    t.clock.advance(12 * DAY_MS);
    mails.length = 0;
    expect(await run(t.clock())).toBe(2);
    expect(mails[0]!.subject).toMatch(/critical in Service/);
    // A second process running the same pass sends nothing again.
    expect(await capture(domainOf(manager)).run(t.clock())).toBe(0);
  });

  it('alerts again after the vehicle left Make Ready and came back', async () => {
    const { manager } = await staffOf(t);
    await configure(manager, {
      recipients: [`gm${domainOf(manager)}`],
      events: { makeReadyOverdue: true, serviceCritical: false },
      dailyDigestHour: null,
    });
    const { run } = capture(domainOf(manager));
    const vehicle = await add(manager, { type: 'make-ready' });
    t.clock.advance(HOUR_MS);
    expect(await run(t.clock())).toBe(1);
    await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, { type: 'inventory', version: 1 });
    await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, { type: 'make-ready', version: 2 });
    t.clock.advance(HOUR_MS);
    expect(await run(t.clock())).toBe(1);
  });

  it("sends the daily digest once, in its hour of the dealership's own zone", async () => {
    const { manager } = await staffOf(t);
    // The default calendar's zone: New York, five hours behind UTC in winter.
    const hour = localHourOf(t.clock(), 'America/New_York');
    await configure(manager, {
      recipients: [`gm${domainOf(manager)}`],
      events: { makeReadyOverdue: false, serviceCritical: false },
      dailyDigestHour: (hour + 1) % 24,
    });
    await add(manager, { type: 'make-ready' });
    const { mails, run } = capture(domainOf(manager));
    expect(await run(t.clock())).toBe(0);
    t.clock.advance(HOUR_MS);
    expect(await run(t.clock())).toBe(1);
    expect(await run(t.clock() + 10 * MINUTE_MS)).toBe(0);
    expect(mails[0]!.subject).toMatch(/daily digest/);
    expect(mails[0]!.text).toContain('Make Ready: overdue 1');
  });

  it('mails nobody without settings, recipients or events', async () => {
    const { manager } = await staffOf(t);
    await add(manager, { type: 'make-ready' });
    t.clock.advance(DAY_MS);
    const { run } = capture(domainOf(manager));
    await run(t.clock());
    await configure(manager, {
      recipients: [],
      events: { makeReadyOverdue: true, serviceCritical: true },
      dailyDigestHour: 0,
    });
    expect(await run(t.clock())).toBe(0);
  });
});
