import { expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  PATTERN_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
} from '@domain/password-strength';
import { createTestDealership, createTestUser, LOGIN_HOST, uniqueName } from '../../test/factories';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin } from '../../test/staff';
import { ensureSuperAdmin } from '../super-admin/bootstrap';

/** Whose password is being set, and the field the answer must name. */
interface Account {
  username: string;
  dealershipName: string;
}

/** What an attacker tries first for an account (issue #28 item 7), and why each is refused. */
const FIRST_GUESSES: [string, (account: Account) => string, string][] = [
  ['aaaaaaaa', () => 'aaaaaaaa', PATTERN_PASSWORD_MESSAGE],
  ['Winter2026!', () => 'Winter2026!', COMMON_PASSWORD_MESSAGE],
  ['the username with a digit', (account) => `${account.username}1`, PERSONAL_PASSWORD_MESSAGE],
  [
    "the dealership's name with a digit",
    (account) => `${account.dealershipName.replaceAll(' ', '')}1`,
    PERSONAL_PASSWORD_MESSAGE,
  ],
];

let address = 0;
/** Each attempt from its own address, so no rate limit answers in the rule's place. */
const freshAddress = () => `198.51.100.${(address += 1) % 250}`;

/** Every way a password is set, each returning its answer for `password`. */
const PATHS: Record<
  string,
  (
    t: TestContext,
    password: (account: Account) => string,
  ) => Promise<{
    statusCode: number;
    body: unknown;
  }>
> = {
  async signup(t, password) {
    const account = { username: uniqueName('owner'), dealershipName: 'Harbor Motors' };
    const slug = uniqueName('harbor');
    const response = await request(t.app).post(
      '/api/auth/signup',
      {
        dealershipName: account.dealershipName,
        slug,
        fullName: 'Pat Owner',
        email: `${slug}@example.test`,
        username: account.username,
        password: password(account),
      },
      { host: LOGIN_HOST, remoteAddress: freshAddress() },
    );
    return { statusCode: response.statusCode, body: response.json() };
  },
  async reset(t, password) {
    const dealership = await createTestDealership(t, { name: 'Harbor Motors' });
    const { user } = await createTestUser(t, { dealership });
    await request(t.app).post(
      '/api/auth/request-password-reset',
      { email: user.email },
      { host: LOGIN_HOST, remoteAddress: freshAddress() },
    );
    await t.app.afterAnswer.settled();
    const outbox = await request(t.app).get(
      `/api/dev/outbox?to=${encodeURIComponent(user.email!)}&limit=1`,
      { host: LOGIN_HOST },
    );
    const token = /token=([A-Za-z0-9_-]+)/.exec(outbox.json().mails[0].text)?.[1];
    const response = await request(t.app).post(
      '/api/auth/reset-password',
      {
        token,
        newPassword: password({ username: user.username, dealershipName: dealership.name }),
      },
      { host: LOGIN_HOST, remoteAddress: freshAddress() },
    );
    return { statusCode: response.statusCode, body: response.json() };
  },
  async 'user create'(t, password) {
    const dealership = await createTestDealership(t, { name: 'Harbor Motors' });
    const admin = await signedIn(t, 'admin', dealership);
    const username = uniqueName('kim');
    const response = await api(t, admin).post('/api/users', {
      username,
      fullName: 'Kim Lee',
      role: 'user',
      password: password({ username, dealershipName: dealership.name }),
    });
    return { statusCode: response.statusCode, body: response.json() };
  },
  async 'admin set-password'(t, password) {
    const dealership = await createTestDealership(t, { name: 'Harbor Motors' });
    const admin = await signedIn(t, 'admin', dealership);
    const { user } = await createTestUser(t, { dealership });
    const response = await api(t, admin).patch(`/api/users/${user.id}`, {
      password: password({ username: user.username, dealershipName: dealership.name }),
    });
    return { statusCode: response.statusCode, body: response.json() };
  },
  async "super admin's new dealership"(t, password) {
    const superAdmin = await signedInSuperAdmin(t);
    const account = { username: uniqueName('first'), dealershipName: 'Harbor Motors' };
    const response = await request(t.app).post(
      '/api/super-admin/dealerships',
      {
        name: account.dealershipName,
        slug: uniqueName('harbor'),
        admin: {
          username: account.username,
          password: password(account),
          fullName: 'First Admin',
          email: 'first@example.test',
        },
      },
      superAdmin,
    );
    return { statusCode: response.statusCode, body: response.json() };
  },
};

const FIELDS: Record<string, string> = {
  signup: 'password',
  reset: 'newPassword',
  'user create': 'password',
  'admin set-password': 'password',
  "super admin's new dealership": 'admin.password',
};

describeEachDatabase('every path that sets a password refuses the first guesses', (t) => {
  const cases = Object.keys(PATHS).flatMap((path) =>
    FIRST_GUESSES.map(([name, password, message]) => ({ path, name, password, message })),
  );
  it.each(cases)('$path refuses $name, saying why', async ({ path, password, message }) => {
    const answer = await PATHS[path]!(t, password);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ error: 'Bad Request', message, field: FIELDS[path] });
  });

  it("refuses a start whose SUPER_ADMIN_PASSWORD is the super admin's name with a digit", async () => {
    const config = testConfig({
      superAdminUsername: 'platform-owner',
      superAdminPassword: 'platform-owner1',
    });
    await expect(ensureSuperAdmin(t.db, config, t.clock)).rejects.toThrow(
      `SUPER_ADMIN_PASSWORD: ${PERSONAL_PASSWORD_MESSAGE}`,
    );
  });
});
