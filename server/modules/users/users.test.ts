import { describe, expect, it } from 'vitest';
import { updateUser } from './update-user';
import { withTenantTransaction } from '../../db/transactions';
import { describeEachDatabase } from '../../test/harness';
import { LOGIN_HOST } from '../../test/factories';
import { request } from '../../test/http';
import { api, signedIn, staffOf, type SignedInUser } from '../../test/staff';
import type { User } from '@domain/api/users';

describeEachDatabase('users API', (t) => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: `new${Math.random().toString(36).slice(2, 10)}`,
    fullName: 'Casey New',
    email: 'casey@example.test',
    password: 'long-enough-password',
    ...overrides,
  });
  const sessionWorks = async (who: SignedInUser) =>
    (await request(t.app).get('/api/auth/session', who.as)).statusCode === 200;

  it('lists the dealership users for managers, never with password hashes', async () => {
    const { manager, user, admin } = await staffOf(t);
    await signedIn(t, 'admin');
    const response = await api(t, manager).get('/api/users');
    expect(response.statusCode).toBe(200);
    const users = response.json<User[]>();
    expect(users.map((u) => u.id).sort()).toEqual(
      [admin.user.id, manager.user.id, user.user.id].sort(),
    );
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect((await api(t, user).get('/api/users')).statusCode).toBe(403);
  });

  it('lets a manager create users with the user role only; an admin any role', async () => {
    const { manager, admin } = await staffOf(t);
    const created = await api(t, manager).post('/api/users', newUser());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: 'user', disabled: false, fullName: 'Casey New' });
    expect(created.body).not.toMatch(/argon2|password/i);
    const promoted = await api(t, manager).post('/api/users', newUser({ role: 'manager' }));
    expect(promoted.statusCode).toBe(403);
    expect((await api(t, admin).post('/api/users', newUser({ role: 'admin' }))).statusCode).toBe(
      201,
    );

    const body = newUser();
    await api(t, admin).post('/api/users', body);
    const signIn = await request(t.app).post(
      '/api/auth/universal-login',
      { username: body.username, password: body.password },
      { host: LOGIN_HOST },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('answers 409 naming username for a name taken in any dealership, whatever its case', async () => {
    const { admin } = await staffOf(t);
    const elsewhere = await signedIn(t, 'user');
    const response = await api(t, admin).post(
      '/api/users',
      newUser({ username: elsewhere.user.username.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      field: 'username',
      message: 'This username is already taken',
    });
  });

  it.each([
    [{ username: 'ab' }, 'username'],
    [{ username: 'has space' }, 'username'],
    [{ password: 'short' }, 'password'],
    [{ email: 'not-an-email' }, 'email'],
    [{ role: 'owner' }, 'role'],
    [{ fullName: '' }, 'fullName'],
    [{ isRoot: true }, 'body'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const { admin } = await staffOf(t);
    const response = await api(t, admin).post('/api/users', newUser(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('lets an admin edit, demote, disable and reset; disabling ends the sessions at once', async () => {
    const { admin, manager } = await staffOf(t);
    const url = `/api/users/${manager.user.id}`;
    expect((await api(t, manager).patch(url, { fullName: 'Nope' })).statusCode).toBe(403);
    const renamed = await api(t, admin).patch(url, { fullName: 'Jordan Lee', email: '' });
    expect(renamed.json()).toMatchObject({ fullName: 'Jordan Lee', email: null });

    const demoted = await api(t, admin).patch(url, { role: 'user' });
    expect(demoted.json()).toMatchObject({ role: 'user' });
    // Sessions hold no role: the very next request already has the lower rights.
    expect((await api(t, manager).get('/api/users')).statusCode).toBe(403);
    expect(await sessionWorks(manager)).toBe(true);

    const disabled = await api(t, admin).patch(url, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect(await sessionWorks(manager)).toBe(false);
    expect((await api(t, admin).patch(url, {})).statusCode).toBe(400);
  });

  it('ends the sessions of a user whose password an admin reset', async () => {
    const { admin, user } = await staffOf(t);
    const response = await api(t, admin).patch(`/api/users/${user.user.id}`, {
      password: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionWorks(user)).toBe(false);
    expect(await sessionWorks(admin)).toBe(true);
  });

  describe('an admin renames a user and sets a new password (issue #28 item 6)', () => {
    const universalLogin = (username: string, password: string) =>
      request(t.app).post(
        '/api/auth/universal-login',
        { username, password },
        { host: LOGIN_HOST },
      );
    const consume = (who: SignedInUser, token: string) =>
      request(t.app).post('/api/auth/consume-token', { token }, { host: who.host });
    async function resetLinkFor(email: string): Promise<string> {
      await request(t.app).post(
        '/api/auth/request-password-reset',
        { email },
        { host: LOGIN_HOST },
      );
      await t.app.afterAnswer.settled();
      const outbox = await request(t.app).get(
        `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=1`,
        { host: LOGIN_HOST },
      );
      const link = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(outbox.json().mails[0].text);
      return link![1]!;
    }

    it('renames: the user signs in by the new username, keeps their session, not the old name', async () => {
      const { admin, user } = await staffOf(t);
      const username = `renamed${Math.random().toString(36).slice(2, 10)}`;
      const response = await api(t, admin).patch(`/api/users/${user.user.id}`, {
        username,
        fullName: 'Robin Renamed',
      });
      expect(response.json()).toMatchObject({ username, fullName: 'Robin Renamed' });
      expect(await sessionWorks(user)).toBe(true);
      expect((await universalLogin(username, user.password)).statusCode).toBe(200);
      expect((await universalLogin(user.user.username, user.password)).statusCode).toBe(401);
    });

    it('refuses a username another account has, naming the field', async () => {
      const { admin, manager, user } = await staffOf(t);
      const response = await api(t, admin).patch(`/api/users/${user.user.id}`, {
        username: manager.user.username.toUpperCase(),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ field: 'username' });
      const bad = await api(t, admin).patch(`/api/users/${user.user.id}`, { username: 'a b' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'username' });
    });

    it('a new password ends the sessions, sign-in tokens and reset links handed out before', async () => {
      const { admin, user } = await staffOf(t);
      const token = (await universalLogin(user.user.username, user.password)).json().tempToken;
      const resetToken = await resetLinkFor(user.user.email!);
      const response = await api(t, admin).patch(`/api/users/${user.user.id}`, {
        password: 'a-brand-new-password',
      });
      expect(response.statusCode).toBe(200);
      expect(await sessionWorks(user)).toBe(false);
      expect((await consume(user, token)).statusCode).toBe(401);
      const reset = await request(t.app).post(
        '/api/auth/reset-password',
        { token: resetToken, newPassword: 'someone-elses-password' },
        { host: LOGIN_HOST },
      );
      expect(reset.statusCode).toBe(400);
      expect((await universalLogin(user.user.username, user.password)).statusCode).toBe(401);
      expect((await universalLogin(user.user.username, 'a-brand-new-password')).statusCode).toBe(
        200,
      );
    });

    it('a rename alone leaves the sign-in links working', async () => {
      const { admin, user } = await staffOf(t);
      const token = (await universalLogin(user.user.username, user.password)).json().tempToken;
      await api(t, admin).patch(`/api/users/${user.user.id}`, { fullName: 'Still Valid' });
      expect((await consume(user, token)).statusCode).toBe(200);
    });
  });

  it('refuses changes to oneself: role, disabling, deleting', async () => {
    const { admin } = await staffOf(t);
    await signedIn(t, 'admin', admin.dealership);
    const url = `/api/users/${admin.user.id}`;
    expect((await api(t, admin).patch(url, { role: 'manager' })).json()).toMatchObject({
      message: 'You cannot change your own role',
    });
    expect((await api(t, admin).patch(url, { disabled: true })).statusCode).toBe(403);
    expect((await api(t, admin).delete(url)).statusCode).toBe(403);
    expect((await api(t, admin).patch(url, { fullName: 'Still Me' })).statusCode).toBe(200);
  });

  it('never removes the last active admin, even through a race', async () => {
    const { admin, dealership } = await staffOf(t);
    const second = await signedIn(t, 'admin', dealership);
    expect(
      (await api(t, admin).patch(`/api/users/${second.user.id}`, { role: 'manager' })).statusCode,
    ).toBe(200);
    // `second` started a request as an admin just before being demoted, and now acts on `admin`.
    const stale = withTenantTransaction(t.db, dealership.id, (tx) =>
      updateUser(tx, {
        dealershipId: dealership.id,
        actorId: second.user.id,
        targetId: admin.user.id,
        changes: { disabled: true },
        now: t.clock(),
      }),
    );
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    const staleActor = withTenantTransaction(t.db, dealership.id, (tx) =>
      updateUser(tx, {
        dealershipId: dealership.id,
        actorId: second.user.id,
        targetId: second.user.id,
        changes: { fullName: 'x' },
        now: t.clock(),
      }),
    );
    await expect(staleActor).rejects.toMatchObject({ statusCode: 403 });
    expect(await sessionWorks(admin)).toBe(true);
  });

  it("deletes users (admin only) and answers 404 for another dealership's user", async () => {
    const { admin, manager, user } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    expect((await api(t, manager).delete(`/api/users/${user.user.id}`)).statusCode).toBe(403);
    expect((await api(t, stranger).delete(`/api/users/${user.user.id}`)).statusCode).toBe(404);
    expect(
      (await api(t, stranger).patch(`/api/users/${user.user.id}`, { fullName: 'x' })).statusCode,
    ).toBe(404);
    expect((await api(t, admin).delete(`/api/users/${user.user.id}`)).statusCode).toBe(200);
    expect(await sessionWorks(user)).toBe(false);
    expect((await api(t, admin).delete(`/api/users/${user.user.id}`)).statusCode).toBe(404);
    expect((await api(t, admin).delete('/api/users/123')).json().field).toBe('id');
  });
});
