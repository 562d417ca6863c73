import { expect, it } from 'vitest';
import { LOGIN_HOST } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';

describeEachDatabase('GET /api/dev/outbox', (t) => {
  it('lists the newest mails first, optionally for one address', async () => {
    for (const to of ['first@example.test', 'second@example.test', 'FIRST@example.test']) {
      await t.app.mailer.send({ to, subject: `to ${to}`, text: 'hello' });
    }
    const all = await request(t.app).get('/api/dev/outbox?limit=2', { host: LOGIN_HOST });
    expect(all.json().mails.map((mail: { to: string }) => mail.to)).toEqual([
      'FIRST@example.test',
      'second@example.test',
    ]);
    const first = await request(t.app).get('/api/dev/outbox?to=first@example.test', {
      host: LOGIN_HOST,
    });
    expect(first.json().mails).toHaveLength(2);
    expect(first.json().mails[0]).toMatchObject({
      subject: 'to FIRST@example.test',
      text: 'hello',
    });
  });

  it('does not exist in production', async () => {
    const production = await t.buildApp({ production: true });
    expect(
      (await request(production).get('/api/dev/outbox', { host: LOGIN_HOST })).statusCode,
    ).toBe(404);
  });

  const strangers: { from: string; remoteAddress?: string; headers: Record<string, string> }[] = [
    { from: 'another machine', remoteAddress: '203.0.113.7', headers: {} },
    { from: 'a proxy (X-Forwarded-For)', headers: { 'x-forwarded-for': '203.0.113.7' } },
    { from: 'a proxy (Forwarded)', headers: { forwarded: 'for=203.0.113.7' } },
  ];
  it.each(strangers)('answers 404 to a request from $from', async ({ remoteAddress, headers }) => {
    await t.app.mailer.send({ to: 'secret@example.test', subject: 'reset', text: 'token' });
    const response = await request(t.app).get('/api/dev/outbox', {
      host: LOGIN_HOST,
      remoteAddress,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret@example.test');
  });

  it('validates its query', async () => {
    const response = await request(t.app).get('/api/dev/outbox?limit=1000', { host: LOGIN_HOST });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('limit');
  });
});
