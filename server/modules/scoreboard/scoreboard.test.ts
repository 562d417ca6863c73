import { expect, it } from 'vitest';
import type { Scoreboard } from '@domain/api/scoreboard';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowSteps, WorkflowStepInput } from '@domain/api/workflows';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { addDaysToDate, localDateString } from '@domain/recon/business-time';
import { STEP_TEMPLATES } from '@domain/recon/steps';
import { HOUR_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

/** A New York wall-clock time in November or December (UTC−5). */
const ny = (wall: string) => Date.parse(`${wall}-05:00`);
/** The week of a Monday, and its cars as CSV. */
const weekOf = (monday: string) => `?from=${monday}&to=${addDaysToDate(monday, 6)}`;
const WEEK = `/api/scoreboard${weekOf('2026-11-23')}`;
const WEEK_CSV = `/api/scoreboard/cars.csv${weekOf('2026-11-23')}`;

describeEachDatabase('the recon scoreboard: /api/scoreboard', (t) => {
  /** Standard recon on Make Ready, its first step keeping the default step's id. */
  const standardRecon = async (admin: SignedInUser) => {
    const all = (await api(t, admin).get('/api/workflows')).json<{ workflows: WorkflowSteps[] }>();
    const current = all.workflows.find((w) => w.workflow === 'make-ready');
    const steps: WorkflowStepInput[] = STEP_TEMPLATES['standard-recon']
      .steps('make-ready')
      .map((step, index) => (index === 0 ? { ...step, id: current?.steps[0]?.id } : step));
    const response = await api(t, admin).put('/api/workflows/make-ready', {
      version: current?.version,
      steps,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkflowSteps>();
  };

  /**
   * A hand-made Monday in a dealership on Standard recon with the default calendar (open
   * 8–18 on weekdays in New York), a target of 1 day and $50 a day:
   * - A (stock number =A…, in stock Friday 08:00): Inspection 09–10, Mechanical 10–12, Detail 12–13, Frontline.
   *   T2L 77 h; recon 09–13, 0.4 business days; it lost most before its first step (73 h).
   * - B (in stock Monday 08:00): Inspection 09–10, Estimate 10–11, Detail 11–13, Frontline
   *   13–14, sent back to Detail 14–15, Frontline. T2L 7 h; recon 0.6 days; Detail 3 h.
   * - C: in Inspection, its start corrected from 09:00 to 10:00; at 16:00, 6 h in: overdue.
   */
  async function mondayHistory(monday = '2026-11-23') {
    // Each test a later week: the clock only moves forward.
    const day = (offset: number, time: string) => ny(`${addDaysToDate(monday, offset)}T${time}`);
    t.clock.set(day(0, '08:00'));
    const staff = await staffOf(t);
    const { admin } = staff;
    const config = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      scoreboard: { targetDays: 1, holdingCostPerDayCents: 5000 },
    };
    expect((await api(t, admin).put('/api/config', config)).statusCode).toBe(200);
    const recon = await standardRecon(admin);
    const stepId = (name: string) => recon.steps.find((step) => step.name === name)?.id;
    const add = async (stockNumber: string, inStock: number) => {
      const response = await api(t, admin).post(
        '/api/vehicles',
        vehicleInput({ stockNumber, type: 'make-ready', checkInTime: inStock }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Vehicle>().id;
    };
    const patch = async (id: string, time: string, change: Record<string, unknown>) => {
      t.clock.set(day(0, time));
      const { version } = (await api(t, admin).get(`/api/vehicles/${id}`)).json<Vehicle>();
      const response = await api(t, admin).patch(`/api/vehicles/${id}`, { ...change, version });
      expect(response.statusCode, response.body).toBe(200);
    };
    const move = (id: string, time: string, step: string) =>
      patch(id, time, { stepId: stepId(step) });

    t.clock.set(day(0, '09:00'));
    const a = await add(`=A${monday}`, day(-3, '08:00'));
    const b = await add(`B${monday}`, day(0, '08:00'));
    const c = await add(`C${monday}`, day(0, '08:00'));
    await move(a, '10:00', 'Mechanical');
    await move(b, '10:00', 'Estimate and approval');
    await move(b, '11:00', 'Detail');
    await move(a, '12:00', 'Detail');
    await move(a, '13:00', 'Frontline');
    await move(b, '13:00', 'Frontline');
    await move(b, '14:00', 'Detail');
    await move(b, '15:00', 'Frontline');
    await patch(c, '15:30', { stepEnteredAt: day(0, '10:00') });
    t.clock.set(day(0, '16:00'));
    return { ...staff, stockNumbers: { a: `=A${monday}`, b: `B${monday}` } };
  }

  it('answers the figures of a small hand-made history, and its cars as CSV', async () => {
    const { manager, admin, stockNumbers } = await mondayHistory();
    const response = await api(t, manager).get(WEEK);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json<Scoreboard>();
    expect([board.period, board.previousPeriod, board.timeZone]).toEqual([
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-16', to: '2026-11-22' },
      'America/New_York',
    ]);
    expect(board.current).toEqual({
      carsCompleted: 2,
      // 7 h and 77 h: the median 42 h, p90 at rank 0.9 is 70 h.
      t2lMedianDays: expect.closeTo(42 / 24, 10),
      t2lP90Days: expect.closeTo(70 / 24, 10),
      reconMedianBusinessDays: expect.closeTo(0.5, 10),
      reconP90BusinessDays: expect.closeTo(0.58, 10),
      shareWithin24h: 1,
      shareWithinTarget: 1,
      // 84 h = 3.5 days × $50.
      holdingCostCents: 17500,
    });
    expect([board.tooFewCars, board.previous.carsCompleted]).toEqual([true, 0]);
    // C: 8 h since in stock, a third of a day × $50.
    expect(board.inReconNow).toEqual({ cars: 1, overGoal: 1, holdingCostCents: 1667 });
    expect(
      board.steps.map((s) => [s.name, s.cars, s.medianMs, s.shareOnGoal, s.carsNow, s.overGoalNow]),
    ).toEqual([
      ['Inspection', 2, HOUR_MS, 1, 1, 1],
      // At its 1 h goal: overdue, so not on goal.
      ['Estimate and approval', 1, HOUR_MS, 0, 0, 0],
      ['Mechanical', 1, 2 * HOUR_MS, 1, 0, 0],
      ['Sublet/body', 0, null, null, 0, 0],
      ['Detail', 2, 2 * HOUR_MS, 1, 0, 0],
      ['Photos', 0, null, null, 0, 0],
    ]);
    expect(
      board.slowest.map((car) => [car.stockNumber, car.lostMostIn.name, car.lostMostIn.ms]),
    ).toEqual([
      [stockNumbers.a, 'Before its first step', 73 * HOUR_MS],
      [stockNumbers.b, 'Detail', 3 * HOUR_MS],
    ]);
    expect(board.trend.at(-1)).toMatchObject({ from: '2026-11-23', carsCompleted: 2 });
    expect(board.trend).toHaveLength(13);

    const csv = await api(t, admin).get(WEEK_CSV);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="scoreboard-cars-2026-11-23-to-2026-11-29.csv"',
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFStock number,VIN,Year,Make,Model,Acquired,Front-line ready,Inspection (business hours),Estimate and approval (business hours),Mechanical (business hours),Sublet/body (hours),Detail (business hours),Photos (business hours),T2L (days),Days in recon (business days),Start time corrected',
    );
    expect(lines.slice(1)).toEqual([
      // A formula-like stock number is written as text (domain/csv).
      `'${stockNumbers.a},,2022,Toyota,Camry,2026-11-20 08:00:00,2026-11-23 13:00:00,1,,2,,1,,3.21,0.4,no`,
      `${stockNumbers.b},,2022,Toyota,Camry,2026-11-23 08:00:00,2026-11-23 15:00:00,1,1,,,3,,0.29,0.6,no`,
    ]);
  });

  it('counts a step for whoever had the car when it left, through a reassignment', async () => {
    const monday = '2026-12-07';
    const at = (time: string) => ny(`${monday}T${time}`);
    t.clock.set(at('08:00'));
    const { admin, manager, user } = await staffOf(t);
    const recon = await standardRecon(admin);
    const stepId = (name: string) => recon.steps.find((step) => step.name === name)?.id;
    t.clock.set(at('09:00'));
    const added = await api(t, admin).post(
      '/api/vehicles',
      vehicleInput({ stockNumber: 'D1', type: 'make-ready', checkInTime: at('09:00') }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<Vehicle>().id;
    const patch = async (time: string, change: Record<string, unknown>) => {
      t.clock.set(at(time));
      const { version } = (await api(t, admin).get(`/api/vehicles/${id}`)).json<Vehicle>();
      const response = await api(t, admin).patch(`/api/vehicles/${id}`, { ...change, version });
      expect(response.statusCode, response.body).toBe(200);
    };
    // Reassigned during Inspection, then moved on with another assignee in the same PATCH:
    // Inspection's hour is the user's, Detail's two hours the manager's.
    await patch('09:30', { assigneeId: user.user.id });
    await patch('10:00', { stepId: stepId('Detail'), assigneeId: manager.user.id });
    await patch('12:00', { stepId: stepId('Frontline') });
    await patch('12:30', { assigneeId: admin.user.id });
    const board = (
      await api(t, manager).get(`/api/scoreboard${weekOf(monday)}`)
    ).json<Scoreboard>();
    const people = Object.fromEntries(
      board.assignees.map((row) => [
        row.userId ?? 'nobody',
        [row.cars, row.medianMs, row.shareOnGoal, row.carsNow],
      ]),
    );
    expect(people).toEqual({
      [user.user.id]: [1, HOUR_MS, 1, 0],
      [manager.user.id]: [1, 2 * HOUR_MS, 1, 0],
    });
  });

  it('keeps an admin’s guess at T2L, per dealership, and sets it beside the median', async () => {
    const { admin, manager } = await staffOf(t);
    const other = await signedIn(t, 'admin');
    const board = async (who: SignedInUser) =>
      (await api(t, who).get('/api/scoreboard')).json<Scoreboard>().belief;
    expect(await board(admin)).toBeNull();
    const refused: [SignedInUser, unknown, number, string | undefined][] = [
      [manager, { days: 5 }, 403, undefined],
      [admin, { days: 0 }, 400, 'days'],
      [admin, { days: '5' }, 400, 'days'],
      [admin, { days: 5, more: 1 }, 400, 'body'],
    ];
    for (const [who, body, status, field] of refused) {
      const response = await api(t, who).put('/api/scoreboard/belief', body);
      expect([body, response.statusCode, response.json().field]).toEqual([body, status, field]);
    }
    const kept = await api(t, admin).put('/api/scoreboard/belief', { days: 5.5 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toEqual({ days: 5.5, answeredAt: t.clock() });
    // No cars yet: the guess waits for 20 of them; another dealership was never asked.
    expect(await board(manager)).toMatchObject({
      guessDays: 5.5,
      cars: 0,
      measuredMedianDays: null,
    });
    expect(await board(other)).toBeNull();
    const skipped = await api(t, other).put('/api/scoreboard/belief', { days: null });
    expect([skipped.statusCode, (await board(other))?.guessDays]).toEqual([200, null]);
  });

  it('names the bad parameter of a period, and takes the last 4 weeks without one', async () => {
    const { manager } = await staffOf(t);
    const cases: [string, string][] = [
      ['?from=&to=2026-11-29', 'from'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
      ['?from=2026-11-23&to=29.11.2026', 'to'],
      ['?from=2026-11-23&to=2026-11-22', 'to'],
      ['?from=2025-11-23&to=2026-11-29', 'to'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/scoreboard', '/api/scoreboard/cars.csv']) {
        const response = await api(t, manager).get(`${path}${query}`);
        expect([query, response.statusCode, response.json().field]).toEqual([query, 400, field]);
      }
    }
    const year = await api(t, manager).get('/api/scoreboard?from=2025-11-29&to=2026-11-29');
    expect(year.statusCode, year.body).toBe(200);
    // No period: the last 4 weeks up to today in the dealership's zone.
    const today = localDateString(t.clock(), 'America/New_York');
    const latest = (await api(t, manager).get('/api/scoreboard')).json<Scoreboard>();
    expect(latest.period).toEqual({ from: addDaysToDate(today, -27), to: today });
  });

  it('is for managers and admins; another dealership sees only its own cars', async () => {
    const { manager, user } = await mondayHistory('2026-11-30');
    const week = `/api/scoreboard${weekOf('2026-11-30')}`;
    const weekCsv = `/api/scoreboard/cars.csv${weekOf('2026-11-30')}`;
    const stranger = await signedIn(t, 'admin');
    const expected: [SignedInUser | null, number][] = [
      [null, 401],
      [user, 403],
      [manager, 200],
      [stranger, 200],
    ];
    for (const [who, status] of expected) {
      for (const url of [week, weekCsv]) {
        const response = who
          ? await api(t, who).get(url)
          : await request(t.app).get(url, { host: manager.host });
        expect([url, response.statusCode]).toEqual([url, status]);
      }
    }
    expect((await api(t, manager).get(week)).json<Scoreboard>().current.carsCompleted).toBe(2);
    const theirs = (await api(t, stranger).get(week)).json<Scoreboard>();
    expect([theirs.current.carsCompleted, theirs.inReconNow.cars, theirs.slowest]).toEqual([
      0,
      0,
      [],
    ]);
    expect(theirs.steps.map((s) => s.name)).toEqual(['Make Ready']);
    const theirCsv = await api(t, stranger).get(weekCsv);
    expect(theirCsv.body.split('\r\n')).toHaveLength(1);
  });
});
