import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { tenantHost } from '@domain/host-mode';
import { alerts, outbox } from '../../db/schema';
import { publicOrigin } from '../../lib/public-urls';
import { describeEachDatabase } from '../../test/harness';
import { assignedCar } from '../../test/recon';
import { api, staffOf } from '../../test/staff';
import { startTwilioStandIn } from '../../test/twilio-stand-in';
import { workSteps } from '../../test/work-steps';

/** Tuesday 1 December 2026 in New York (UTC-5), the default calendar's zone. */
const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);
const MOBILE = '+15550100199';

describeEachDatabase('alerts by SMS and approval waits', (t) => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  let cluster: FastifyInstance[] = [];
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    // Three app servers with the provider configured, as a cluster behind one address.
    cluster = await Promise.all([1, 2, 3].map(() => t.buildApp({ sms: twilio.sms })));
  });
  afterAll(() => twilio.close());
  beforeEach(() => {
    twilio.received.length = 0;
  });
  const passEverywhere = () => Promise.all(cluster.map((app) => app.scheduler.runOnce(t.clock())));
  const smsApp = () => cluster[0] ?? t.app;

  it('offers SMS only with a provider, and wants a number for it', async () => {
    const { user } = await staffOf(t);
    expect((await api(t, user).get('/api/alert-channels')).json()).toEqual({ sms: false });
    expect((await api(t, user, smsApp()).get('/api/alert-channels')).json()).toEqual({
      sms: true,
    });
    const noNumber = await api(t, user).put('/api/alert-preferences', { channels: ['sms'] });
    expect([noNumber.statusCode, noNumber.json<{ field: string }>().field]).toEqual([
      400,
      'mobile',
    ]);
    const badNumber = await api(t, user).put('/api/alert-preferences', { mobile: '555-0199' });
    expect(badNumber.json<{ message: string }>().message).toBe(
      'mobile: alertPreferences.mobile must be a mobile number such as +15550100199',
    );
  });

  it('texts each alert once across three processes, grouped by the 30 minutes', async () => {
    t.clock.set(ny('10:00'));
    const { manager, user, dealership } = await staffOf(t);
    const saved = await api(t, user).put('/api/alert-preferences', {
      channels: ['sms'],
      mobile: MOBILE,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = await assignedCar(t, manager, user);
    const second = await assignedCar(t, manager, user);
    const label = (car: Vehicle) => `2022 Toyota Camry · ${car.stockNumber}`;
    const origin = publicOrigin(t.app.config, tenantHost(dealership.slug, t.app.config.domains));

    await passEverywhere();
    await passEverywhere();
    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789:s3cret').toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.form).toEqual({
      To: MOBILE,
      From: '+15550100000',
      Body: `2 cars arrived: ${label(first)} arrived in Make Ready; ${label(second)} arrived in Make Ready ${origin}/`,
    });

    // A third car at 10:05 waits out the 30 minutes, then goes with the two yellows.
    t.clock.set(ny('10:05'));
    const third = await assignedCar(t, manager, user);
    await passEverywhere();
    expect(twilio.received).toHaveLength(1);
    t.clock.set(ny('10:30'));
    await passEverywhere();
    await passEverywhere();
    expect(twilio.received.map((r) => r.form.Body)).toEqual([
      expect.any(String),
      `2 cars turned yellow and 1 arrived: ${label(first)} turned yellow in Make Ready; ${label(second)} turned yellow in Make Ready; ${label(third)} arrived in Make Ready ${origin}/`,
    ]);
    // SMS only: no mail went to the person.
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.user.email ?? ''));
    expect(mails).toEqual([]);
  });

  it("raises an approval's wait on its step's rule, through the gate", async () => {
    t.clock.set(ny('10:00'));
    const steps = workSteps(t);
    const { manager, user, dealership } = await staffOf(t);
    const car = await assignedCar(t, manager, user);
    const label = `2022 Toyota Camry · ${car.stockNumber}`;
    await passEverywhere();
    // Sent for approval at 12:00: on Make Ready's marks it turns yellow at 12:30, red at 12:40.
    t.clock.set(ny('12:00'));
    await steps.addItem(user, car.id, {
      description: 'Bumper',
      category: 'body',
      partsCents: 70_000,
    });
    expect((await steps.send(user, car.id)).statusCode).toBe(200);
    for (const time of ['12:00', '12:29', '12:30', '12:40', '13:00']) {
      t.clock.set(ny(time));
      await passEverywhere();
      await passEverywhere();
    }
    const rows = await t.db
      .select({ userId: alerts.userId, text: alerts.text, raisedAt: alerts.raisedAt })
      .from(alerts)
      .where(and(eq(alerts.dealershipId, dealership.id), like(alerts.key, 'approval-wait:%')))
      .orderBy(asc(alerts.raisedAt));
    expect(rows.map((row) => [row.userId, row.text, row.raisedAt])).toEqual([
      [user.user.id, `${label} in Make Ready: approval of $700 is waiting`, ny('12:30')],
      [user.user.id, `${label} in Make Ready: approval of $700 is late`, ny('12:40')],
    ]);
    // The red one came 10 minutes after the yellow: the mail waited for 13:00.
    const mails = await t.db
      .select({ subject: outbox.subject, at: outbox.createdAt })
      .from(outbox)
      .where(and(eq(outbox.toAddress, user.user.email ?? ''), like(outbox.subject, '%approval%')))
      .orderBy(asc(outbox.id));
    expect(mails).toEqual([
      { subject: `${label} in Make Ready: approval of $700 is waiting`, at: ny('12:30') },
      { subject: `${label} in Make Ready: approval of $700 is late`, at: ny('13:00') },
    ]);
  });
});
