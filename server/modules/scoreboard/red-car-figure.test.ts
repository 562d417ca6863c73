import { expect, it } from 'vitest';
import type { AlertList } from '@domain/api/alerts';
import type { Scoreboard } from '@domain/api/scoreboard';
import type { Vehicle } from '@domain/api/vehicles';
import { alerts } from '../../db/schema';
import { withTenantTransaction } from '../../db/transactions';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { assignedCar } from '../../test/recon';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import { raiseAlert } from '../alerts/raise-alert';

/** Tuesday 1 December 2026 in New York (UTC−5), inside the default hours (weekdays 8–18). */
const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);
const WEEK = '/api/scoreboard?from=2026-11-30&to=2026-12-06';

/** `who` takes the car's red alert ("I'm on it") at the clock's now. */
async function take(t: TestContext, who: SignedInUser, car: Vehicle) {
  const { alerts } = (await api(t, who).get('/api/alerts')).json<AlertList>();
  const red = alerts.find((alert) => alert.vehicleId === car.id && alert.trigger === 'overdue');
  const taken = await api(t, who).post(`/api/alerts/${red?.id ?? ''}/acknowledge`, {});
  expect(taken.statusCode, taken.body).toBe(200);
}

describeEachDatabase('the scoreboard’s red cars taken within an hour (issue #32)', (t) => {
  it('counts each red car once, taken when anyone took it within 60 business minutes', async () => {
    t.clock.set(ny('10:00'));
    const { manager, user } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const [soon, late, never] = [
      await assignedCar(t, manager, user),
      await assignedCar(t, manager, user),
      await assignedCar(t, manager, user),
    ];
    // Make Ready's default thresholds: red at 40 minutes, the assignee told.
    t.clock.set(ny('10:40'));
    await t.app.scheduler.runOnce(t.clock());
    t.clock.set(ny('11:10'));
    await take(t, user, soon!);
    // An hour on, the two cars nobody took climb to the managers: more people, the same cars.
    t.clock.set(ny('11:40'));
    await t.app.scheduler.runOnce(t.clock());
    t.clock.set(ny('12:10'));
    await take(t, manager, late!);
    // A late vendor job reads as red but is no car going red in a step.
    await withTenantTransaction(t.db, user.dealership.id, (tx) =>
      raiseAlert(t.app, tx, {
        dealershipId: user.dealership.id,
        key: `vendor-late:${never!.id}`,
        vehicleId: never!.id,
        userIds: [manager.user.id],
        what: 'the body shop is late',
        trigger: 'overdue',
        now: t.clock(),
      }),
    );

    const board = (await api(t, manager).get(WEEK)).json<Scoreboard>();
    expect(board.redCars).toEqual({
      current: { redCars: 3, takenInTime: 1, shareTakenInTime: 1 / 3 },
      previous: { redCars: 0, takenInTime: 0, shareTakenInTime: null },
    });
    const theirs = (await api(t, stranger).get(WEEK)).json<Scoreboard>();
    expect(theirs.redCars.current).toEqual({ redCars: 0, takenInTime: 0, shareTakenInTime: null });
    expect((await api(t, user).get(WEEK)).statusCode).toBe(403);
    // The CSV lists cars: it needs no red alerts and still answers.
    const csv = await api(t, manager).get(
      WEEK.replace('/api/scoreboard', '/api/scoreboard/cars.csv'),
    );
    expect(csv.statusCode).toBe(200);
  });

  it('reads a stay in the period it first went red, however long it stays red', async () => {
    t.clock.set(ny('10:00'));
    const { manager, user } = await staffOf(t);
    const [longRed, newRed] = [
      await assignedCar(t, manager, user),
      await assignedCar(t, manager, user),
    ];
    /** A red alert of the car's present stay, as the alert job writes one. */
    const redAlert = (car: Vehicle, raisedAt: number, level: number) => ({
      dealershipId: user.dealership.id,
      key: `red:${car.id}:${String(level)}`,
      userId: user.user.id,
      vehicleId: car.id,
      stepId: car.step?.id ?? null,
      stayEnteredAt: car.step?.enteredAt ?? null,
      trigger: 'overdue' as const,
      level,
      text: 'went red',
      raisedAt,
      createdAt: raisedAt,
    });
    await withTenantTransaction(t.db, user.dealership.id, (tx) =>
      tx.insert(alerts).values([
        // Red two weeks before this one (before the previous period), escalated again today.
        redAlert(longRed!, Date.parse('2026-11-16T10:00:00-05:00'), 0),
        redAlert(longRed!, ny('10:05'), 3),
        redAlert(newRed!, ny('10:05'), 0),
      ]),
    );
    t.clock.set(ny('12:00'));
    const board = (await api(t, manager).get(WEEK)).json<Scoreboard>();
    expect(board.redCars).toEqual({
      current: { redCars: 1, takenInTime: 0, shareTakenInTime: 0 },
      previous: { redCars: 0, takenInTime: 0, shareTakenInTime: null },
    });
  });
});
