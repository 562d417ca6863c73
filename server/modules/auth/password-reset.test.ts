import { expect, it } from 'vitest';
import { buildApp } from '../../app';
import { MINUTE_MS } from '../../lib/clock';
import {
  createTestUser,
  LOGIN_HOST,
  tenantHostOf,
  uniqueName,
  type TestUser,
} from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { signIn } from '../../test/sign-in';

describeEachDatabase('password reset', (t) => {
  const requestReset = (email: string, host = LOGIN_HOST) =>
    request(t.app).post('/api/auth/request-password-reset', { email }, { host });
  const reset = (
    token: string,
    newPassword: string,
    options: { endOtherSessions?: boolean } = {},
  ) =>
    request(t.app).post(
      '/api/auth/reset-password',
      { token, newPassword, ...options },
      { host: LOGIN_HOST },
    );
  const login = (account: TestUser, password: string) =>
    request(t.app).post(
      '/api/auth/universal-login',
      { username: account.user.username, password },
      { host: LOGIN_HOST },
    );

  async function mailedToken(email: string): Promise<string> {
    await t.app.afterAnswer.settled();
    const outbox = await request(t.app).get(
      `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`,
      {
        host: LOGIN_HOST,
      },
    );
    const [mail] = outbox.json().mails;
    const link = /http:\/\/login\.localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    if (!link?.[1]) throw new Error(`No reset link in: ${mail.text}`);
    return link[1];
  }

  it('answers the same whether or not the address belongs to anyone', async () => {
    const account = await createTestUser(t);
    const known = await requestReset(account.user.email!);
    const unknown = await requestReset(`${uniqueName('nobody')}@example.test`);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({
      message:
        'If an account exists with this email, you will receive password reset instructions.',
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('mails a link built from configuration, not from the Host header', async () => {
    const account = await createTestUser(t);
    await requestReset(account.user.email!, 'localhost:6666');
    await t.app.afterAnswer.settled();
    const outbox = await request(t.app).get(`/api/dev/outbox?to=${account.user.email}`, {
      host: LOGIN_HOST,
    });
    const [mail] = outbox.json().mails;
    expect(mail.subject).toBe('Reset your LotReady password');
    expect(mail.text).toContain('http://login.localhost:3000/reset-password?token=');
    expect(mail.text).not.toContain('6666');
  });

  it('sets the new password, once, and ends every session of the account', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);
    await requestReset(account.user.email!);
    const token = await mailedToken(account.user.email!);

    const done = await reset(token, 'brand-new-password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' });
    expect((await request(t.app).get('/api/auth/session', { host, cookie })).statusCode).toBe(401);
    expect((await login(account, account.password)).statusCode).toBe(401);
    expect((await login(account, 'brand-new-password')).statusCode).toBe(200);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Bad Request',
      message: 'This password reset link is invalid or has expired.',
      field: 'token',
    });
  });

  it('offers to end the other sessions: ticked ends them, unticked keeps them signed in', async () => {
    for (const [endOtherSessions, sessionAfter] of [
      [true, 401],
      [false, 200],
    ] as const) {
      const account = await createTestUser(t);
      const host = tenantHostOf(account.dealership);
      const cookie = await signIn(t.app, account);
      await requestReset(account.user.email!);
      const token = await mailedToken(account.user.email!);

      const done = await reset(token, 'brand-new-password', { endOtherSessions });
      expect(done.statusCode, done.body).toBe(200);
      const session = await request(t.app).get('/api/auth/session', { host, cookie });
      expect(session.statusCode, `endOtherSessions: ${endOtherSessions}`).toBe(sessionAfter);
      // Either way the old password is gone and the link is spent.
      expect((await login(account, account.password)).statusCode).toBe(401);
      expect((await reset(token, 'another-password')).statusCode).toBe(400);
    }
  });

  it('expires after 30 minutes', async () => {
    const account = await createTestUser(t);
    await requestReset(account.user.email!);
    const token = await mailedToken(account.user.email!);
    t.clock.advance(30 * MINUTE_MS);
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(400);
    expect((await login(account, account.password)).statusCode).toBe(200);
  });

  it('validates with the spec 5 messages', async () => {
    const email = await requestReset('not-an-email');
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      error: 'Bad Request',
      message: 'email: Please enter a valid email address',
      field: 'email',
    });
    const short = await reset('some-token', 'short');
    expect(short.json()).toMatchObject({
      message: 'newPassword: Password must be at least 8 characters',
      field: 'newPassword',
    });
  });

  it('limits requests per address', async () => {
    const address = '203.0.113.50';
    const send = (n: number) =>
      request(t.app).post(
        '/api/auth/request-password-reset',
        { email: `someone${n}@example.test` },
        { host: LOGIN_HOST, remoteAddress: address },
      );
    for (let n = 0; n < 10; n++) expect((await send(n)).statusCode).toBe(200);
    const limited = await send(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too Many Requests');
  });

  it('answers before looking the address up, so a real account takes no longer', async () => {
    const account = await createTestUser(t);
    let releaseMail = () => {};
    const mailHeld = new Promise<void>((resolve) => (releaseMail = resolve));
    const sent: string[] = [];
    const app = await buildApp({
      config: t.config,
      db: t.db,
      clock: t.clock,
      mailer: { send: async (mail) => mailHeld.then(() => void sent.push(mail.to)) },
    });
    // Were the mail part of the answer, this would wait for the held mail forever.
    const answer = await request(app).post(
      '/api/auth/request-password-reset',
      { email: account.user.email },
      { host: LOGIN_HOST },
    );
    expect(answer.statusCode).toBe(200);
    expect(sent).toEqual([]);
    releaseMail();
    await app.afterAnswer.settled();
    expect(sent).toEqual([account.user.email]);
    await app.close();
  });

  it.each(['password', 'Password1', 'qwertyuiop', '123456789'])(
    'refuses the common password "%s" naming the field',
    async (common) => {
      const account = await createTestUser(t);
      await requestReset(account.user.email!);
      const response = await reset(await mailedToken(account.user.email!), common);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'newPassword',
        message: 'This password is too common. Please choose one that is harder to guess.',
      });
      expect((await login(account, account.password)).statusCode).toBe(200);
    },
  );
});
