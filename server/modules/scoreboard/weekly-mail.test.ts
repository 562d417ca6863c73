import { expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, staffOf, type SignedInUser } from '../../test/staff';
import { weeklyScoreboardMailJob } from './weekly-mail';

/** The dev outbox's mails to someone, newest first. */
async function outbox(
  t: Parameters<Parameters<typeof describeEachDatabase>[1]>[0],
  who: SignedInUser,
) {
  const to = encodeURIComponent(who.user.email ?? '');
  const response = await request(t.app).get(`/api/dev/outbox?to=${to}`, who.as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ mails: { to: string; subject: string; text: string }[] }>().mails;
}

describeEachDatabase("Monday's scoreboard mail", (t) => {
  const optIn = async (who: SignedInUser) => {
    const response = await api(t, who).post('/api/user/preferences', {
      weeklyScoreboardMail: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ weeklyScoreboardMail: true });
  };

  it('goes at each dealership’s Monday opening in its own zone, once, across DST', async () => {
    t.clock.set(Date.parse('2026-10-25T12:00:00Z'));
    const newYork = await staffOf(t);
    const berlin = await staffOf(t);
    const config = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      businessHours: {
        ...DEFAULT_DEALERSHIP_CONFIG.businessHours,
        timeZone: 'Europe/Berlin',
        week: {
          ...DEFAULT_DEALERSHIP_CONFIG.businessHours.week,
          monday: { open: '09:00', close: '17:00' },
        },
      },
    };
    expect((await api(t, berlin.admin).put('/api/config', config)).statusCode).toBe(200);
    await optIn(newYork.manager);
    await optIn(berlin.admin);
    // A user may not: the mail is the scoreboard's, for managers and admins.
    const refused = await api(t, newYork.user).post('/api/user/preferences', {
      weeklyScoreboardMail: true,
    });
    expect([refused.statusCode, refused.json().field]).toEqual([403, 'weeklyScoreboardMail']);

    const [ny, de] = [newYork.manager.user.email ?? '', berlin.admin.user.email ?? ''];
    // Two processes' jobs (each its own scheduler) on the same database.
    const [first, second] = [weeklyScoreboardMailJob(t.app), weeklyScoreboardMailJob(t.app)];
    const counts = { [ny]: 0, [de]: 0 };
    const cases: [string, string, Record<string, number>][] = [
      // Berlin left summer time on Sunday the 25th: 09:00 CET is 08:00 UTC.
      ['Monday 26 Oct, 07:59 UTC', '2026-10-26T07:59:00Z', { [ny]: 0, [de]: 0 }],
      ['Berlin opens', '2026-10-26T08:00:00Z', { [ny]: 0, [de]: 1 }],
      ['Berlin again', '2026-10-26T08:01:00Z', { [ny]: 0, [de]: 1 }],
      // New York is still on summer time (EDT, UTC−4): 08:00 is 12:00 UTC.
      ['New York opens', '2026-10-26T12:00:00Z', { [ny]: 1, [de]: 1 }],
      ['Tuesday', '2026-10-27T12:30:00Z', { [ny]: 1, [de]: 1 }],
      // New York left summer time on Sunday 1 Nov: 08:00 EST is 13:00 UTC, not 12:00.
      ['Monday 2 Nov, 12:00 UTC', '2026-11-02T12:00:00Z', { [ny]: 1, [de]: 2 }],
      ['New York opens in winter', '2026-11-02T13:00:00Z', { [ny]: 2, [de]: 2 }],
      ['the next Monday, both', '2026-11-09T13:00:00Z', { [ny]: 3, [de]: 3 }],
    ];
    for (const [name, at, expected] of cases) {
      const now = Date.parse(at);
      t.clock.set(now);
      await Promise.all([first(now), second(now)]);
      counts[ny] = (await outbox(t, newYork.manager)).length;
      counts[de] = (await outbox(t, berlin.admin)).length;
      expect([name, counts]).toEqual([name, expected]);
    }
    const [mail] = await outbox(t, newYork.manager);
    expect(mail?.subject).toBe('Recon scoreboard, week of Nov 2 – Nov 8: too few cars');
    expect(mail?.text).toContain('Median time to line, the last 13 weeks:');
    expect(mail?.text).toMatch(
      /The scoreboard, every number and how it is computed: http.*\/scoreboard\n/,
    );
    // Stale: a server down over a whole Monday does not send it on Tuesday.
    const tuesday = Date.parse('2026-11-17T13:00:00Z');
    t.clock.set(tuesday);
    await first(tuesday);
    expect((await outbox(t, newYork.manager)).length).toBe(3);
  });

  it('POST /api/scoreboard/weekly-mail sends this week’s summary to the caller now', async () => {
    t.clock.set(Date.parse('2026-11-18T15:00:00Z'));
    const { manager, user } = await staffOf(t);
    const sent = await api(t, manager).post('/api/scoreboard/weekly-mail', undefined);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({
      to: manager.user.email,
      subject: 'Recon scoreboard, week of Nov 9 – Nov 15: too few cars',
      period: { from: '2026-11-09', to: '2026-11-15' },
    });
    const [mail] = await outbox(t, manager);
    expect(mail?.subject).toBe(sent.json().subject);
    expect((await api(t, user).post('/api/scoreboard/weekly-mail', undefined)).statusCode).toBe(
      403,
    );
  });
});
