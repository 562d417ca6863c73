import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { alerts, outbox } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { assignedCar } from '../../test/recon';
import { api, staffOf, type SignedInUser } from '../../test/staff';

/** Tuesday 1 December 2026 in New York (UTC-5), the default calendar's zone. */
const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);

async function mailsTo(t: TestContext, who: SignedInUser) {
  const rows = await t.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.toAddress, who.user.email ?? ''))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.subject);
}

describeEachDatabase('the alert job', (t) => {
  let cluster: FastifyInstance[] = [];
  beforeAll(async () => {
    cluster = [t.app, await t.buildApp(), await t.buildApp()];
  });
  /** One pass at the clock's now in every process at once, as three app servers would. */
  const passEverywhere = () => Promise.all(cluster.map((app) => app.scheduler.runOnce(t.clock())));

  it('sends each alert once across three processes, holds by the gate, escalates', async () => {
    t.clock.set(ny('10:00'));
    const { admin, manager, user, dealership } = await staffOf(t);
    const car = await assignedCar(t, manager, user);
    const label = `2022 Toyota Camry · ${car.stockNumber}`;

    await passEverywhere();
    t.clock.set(ny('10:30'));
    await passEverywhere();
    // Red at 40 minutes, but the person's mail had a message at 10:30: held to 11:00.
    t.clock.set(ny('10:40'));
    await passEverywhere();
    expect(await mailsTo(t, user)).toEqual([
      `${label} arrived in Make Ready`,
      `${label} turned yellow in Make Ready`,
    ]);
    t.clock.set(ny('11:00'));
    await passEverywhere();
    await passEverywhere();
    expect(await mailsTo(t, user)).toHaveLength(3);
    expect((await mailsTo(t, user))[2]).toBe(`${label} went red in Make Ready`);
    expect(await mailsTo(t, manager)).toEqual([]);

    // Nobody acknowledged for 60 business minutes: the managers are told, once each.
    t.clock.set(ny('11:40'));
    await passEverywhere();
    await passEverywhere();
    const stillRed = `${label} is red in Make Ready and nobody has taken it`;
    expect(await mailsTo(t, manager)).toEqual([stillRed]);
    expect(await mailsTo(t, admin)).toEqual([stillRed]);

    const rows = await t.db
      .select({ key: alerts.key, userId: alerts.userId, level: alerts.level })
      .from(alerts)
      .where(and(eq(alerts.dealershipId, dealership.id), eq(alerts.vehicleId, car.id)));
    const claims = rows.map((row) => `${row.key} ${row.userId}`);
    expect(new Set(claims).size).toBe(claims.length);
    expect(rows.map((row) => row.level).sort()).toEqual([0, 0, 0, 1, 1]);
  });

  it('holds red cars overnight and sends them grouped at the opening', async () => {
    t.clock.set(ny('17:50'));
    const { manager, user } = await staffOf(t);
    await assignedCar(t, manager, user);
    await assignedCar(t, manager, user);
    await passEverywhere();
    // Closed from 18:00: yellow at 18:20 and red at 18:30 wait for Wednesday's 08:00.
    t.clock.set(ny('18:35'));
    await passEverywhere();
    expect(await mailsTo(t, user)).toEqual(['2 cars arrived']);
    t.clock.set(Date.parse('2026-12-02T08:00:00-05:00'));
    await passEverywhere();
    expect(await mailsTo(t, user)).toEqual(['2 cars arrived', '2 cars went red overnight']);
  });

  it("sends each person's morning list once, from the opening, oldest red first", async () => {
    t.clock.set(Date.parse('2026-12-02T06:00:00-05:00'));
    const { manager, user, admin } = await staffOf(t);
    const early = await assignedCar(t, manager, user);
    t.clock.set(Date.parse('2026-12-02T07:30:00-05:00'));
    const late = await assignedCar(t, manager, user);
    await assignedCar(t, manager, admin);
    const off = await api(t, admin).put('/api/alert-preferences', { morningList: false });
    expect(off.statusCode).toBe(200);
    // Before the 08:00 opening: no list. The alerts of the night wait for the opening too.
    await passEverywhere();
    expect(await mailsTo(t, user)).toEqual([]);
    t.clock.set(Date.parse('2026-12-02T08:00:00-05:00'));
    await passEverywhere();
    // The night's alerts take the 08:00 slot, the late car's red the 08:30 one; the list
    // waits out their 30 minutes.
    t.clock.set(Date.parse('2026-12-02T08:30:00-05:00'));
    await passEverywhere();
    expect((await mailsTo(t, user)).filter((subject) => subject.startsWith('Your '))).toEqual([]);
    t.clock.set(Date.parse('2026-12-02T09:05:00-05:00'));
    await passEverywhere();
    await passEverywhere();
    const lists = (await mailsTo(t, user)).filter((subject) => subject.startsWith('Your '));
    expect(lists).toEqual(['Your 2 cars this morning, 2 red']);
    const [mail] = await t.db
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(and(eq(outbox.toAddress, user.user.email ?? ''), eq(outbox.subject, lists[0] ?? '')));
    const text = mail?.text ?? '';
    expect(text.indexOf(early.stockNumber)).toBeLessThan(text.indexOf(late.stockNumber));
    expect(text).toContain(`/?car=${early.id}`);
    expect((await mailsTo(t, admin)).filter((subject) => subject.startsWith('Your '))).toEqual([]);
  });
});
