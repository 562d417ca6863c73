import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { argon2ParametersOf, argon2Verifications, hashPassword } from '../../lib/passwords';
import {
  createTestUser,
  LOGIN_HOST,
  MARKETING_HOST,
  tenantHostOf,
  uniqueName,
} from '../../test/factories';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { request } from '../../test/http';
import { upsertSuperAdmin } from '../super-admin/repository';

/** The argon2 verifications (by parameters) that `work` ran. */
async function argon2WorkOf(work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = argon2Verifications();
  await work();
  const spent: Record<string, number> = {};
  for (const [parameters, count] of argon2Verifications()) {
    const ran = count - (before.get(parameters) ?? 0);
    if (ran > 0) spent[parameters] = ran;
  }
  return spent;
}

/** What a client sees of an answer, less what differs on every answer (its date). */
function seen(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

interface SignIn {
  /** A registered username with its real password hash, and the host its sign-in is on. */
  registered: (t: TestContext) => Promise<{ username: string; host: string }>;
  url: string;
}

const SIGN_INS: Record<string, SignIn> = {
  'universal login': {
    url: '/api/auth/universal-login',
    registered: async (t) => ({
      username: (await createTestUser(t)).user.username,
      host: LOGIN_HOST,
    }),
  },
  "a dealership's own sign-in": {
    url: '/api/auth/login',
    registered: async (t) => {
      const { user, dealership } = await createTestUser(t);
      return { username: user.username, host: tenantHostOf(dealership) };
    },
  },
  'the super admin sign-in': {
    url: '/api/super-admin/login',
    registered: async (t) => {
      const username = uniqueName('root');
      const passwordHash = await hashPassword('a-real-super-admin-secret');
      await upsertSuperAdmin(t.db, { username, fullName: 'Root', passwordHash, now: t.clock() });
      return { username, host: MARKETING_HOST };
    },
  },
};

describeEachDatabase('a registered username and an unknown one answer alike', (t) => {
  it.each(Object.entries(SIGN_INS))(
    '%s: same status, headers and body, and the same argon2 work',
    async (_name, signIn) => {
      const { username, host } = await signIn.registered(t);
      // Each from its own address: the throttle must answer neither in the rule's place.
      const attempt = (name: string, remoteAddress: string) =>
        request(t.app).post(
          signIn.url,
          { username: name, password: 'not-the-password' },
          { host, remoteAddress },
        );
      let wrongPassword: LightMyRequestResponse | undefined;
      let unknownUser: LightMyRequestResponse | undefined;
      const wrongWork = await argon2WorkOf(async () => {
        wrongPassword = await attempt(username, '203.0.113.1');
      });
      const unknownWork = await argon2WorkOf(async () => {
        unknownUser = await attempt(uniqueName('nobody'), '203.0.113.2');
      });

      expect(wrongPassword!.statusCode).toBe(401);
      expect(seen(unknownUser!)).toEqual(seen(wrongPassword!));
      // One verification each, with the very parameters a stored password is hashed with.
      const stored = argon2ParametersOf(await hashPassword('any password'));
      expect(wrongWork).toEqual({ [stored]: 1 });
      expect(unknownWork).toEqual(wrongWork);
    },
  );

  it('asks for a reset link with the same answer whether the address is known or not', async () => {
    const account = await createTestUser(t);
    const ask = (email: string, remoteAddress: string) =>
      request(t.app).post(
        '/api/auth/request-password-reset',
        { email },
        { host: LOGIN_HOST, remoteAddress },
      );
    const known = await ask(account.user.email!, '203.0.113.3');
    const unknown = await ask(`${uniqueName('nobody')}@example.test`, '203.0.113.4');
    await t.app.afterAnswer.settled();
    expect(known.statusCode).toBe(200);
    expect(seen(unknown)).toEqual(seen(known));
  });
});
