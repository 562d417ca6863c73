import { expect, it } from 'vitest';
import type { Scoreboard } from '@domain/api/scoreboard';
import { MINUTE_MS } from '@domain/time';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf } from '../../test/staff';
import { workSteps } from '../../test/work-steps';

/** A New York wall-clock time in December (UTC−5). */
const ny = (wall: string) => Date.parse(`${wall}-05:00`);
const WEEK = '/api/scoreboard?from=2026-12-07&to=2026-12-13';

describeEachDatabase('the scoreboard’s approval figures (issue #33)', (t) => {
  const steps = workSteps(t);

  it('reads the median wait and the share auto-approved, of this dealership only', async () => {
    // Monday 7 December, 09:00: inside the default business hours (weekdays 8–18).
    t.clock.set(ny('2026-12-07T09:00'));
    const { user, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const requests: string[] = [];
    for (let car = 0; car < 6; car += 1) {
      const { id } = await steps.addCar(user);
      // Body work always asks (the default rules); a small parts job is approved by the rule.
      const asks = car < 3;
      await steps.addItem(user, id, {
        description: asks ? 'Bumper' : 'Wipers',
        category: asks ? 'body' : 'parts',
        partsCents: 2_000,
      });
      expect((await steps.send(user, id)).statusCode).toBe(200);
      if (asks) requests.push((await steps.work(user, id)).request?.id ?? '');
    }
    // Decided after 20, 40 and 90 business minutes: the middle one is the median.
    for (const [index, at] of [
      '2026-12-07T09:20',
      '2026-12-07T09:40',
      '2026-12-07T10:30',
    ].entries()) {
      t.clock.set(ny(at));
      const decided = await api(t, manager).post(
        `/api/approval-requests/${requests[index]}/decision`,
        { decision: index === 2 ? 'decline' : 'approve' },
      );
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const board = (await api(t, manager).get(WEEK)).json<Scoreboard>();
    expect(board.approvals.current).toEqual({
      requestsDecided: 3,
      waitMedianBusinessMs: 40 * MINUTE_MS,
      carsDecided: 6,
      shareAutoApproved: 0.5,
    });
    expect(board.approvals.previous).toMatchObject({ requestsDecided: 0, carsDecided: 0 });
    const theirs = (await api(t, stranger).get(WEEK)).json<Scoreboard>();
    expect(theirs.approvals.current).toEqual({
      requestsDecided: 0,
      waitMedianBusinessMs: null,
      carsDecided: 0,
      shareAutoApproved: null,
    });
    expect((await api(t, user).get(WEEK)).statusCode).toBe(403);
  });
});
