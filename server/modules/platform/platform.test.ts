import { expect, it } from 'vitest';
import { DAY_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import {
  LOGIN_HOST,
  MARKETING_HOST,
  createTestDealership,
  tenantHostOf,
  uniqueName,
} from '../../test/factories';
import { request } from '../../test/http';
import { api, signedIn, signedInSuperAdmin, staffOf, vehicleInput } from '../../test/staff';
import { DEFAULT_NOTIFICATION_SETTINGS, type DealershipSummary } from './schemas';

describeEachDatabase('super-admin platform API', (t) => {
  const newDealership = (overrides: Record<string, unknown> = {}) => {
    const slug = uniqueName('lot');
    return {
      name: 'Lakeside Auto',
      slug,
      admin: {
        username: `${slug}admin`,
        password: 'first-admin-password',
        fullName: 'Lee Lake',
        email: 'lee@lakeside.example',
      },
      ...overrides,
    };
  };

  it('lists dealerships with user and vehicle counts and a status', async () => {
    const as = await signedInSuperAdmin(t);
    const { user } = await staffOf(t);
    await api(t, user).post('/api/vehicles', vehicleInput());
    const inactive = await createTestDealership(t, { active: false });
    const response = await request(t.app).get('/api/super-admin/dealerships', as);
    expect(response.statusCode).toBe(200);
    const list = response.json<DealershipSummary[]>();
    expect(list.find((d) => d.id === user.dealership.id)).toMatchObject({
      status: 'active',
      userCount: 3,
      vehicleCount: 1,
    });
    expect(list.find((d) => d.id === inactive.id)).toMatchObject({
      status: 'inactive',
      userCount: 0,
    });
  });

  it('creates a dealership whose admin can sign in, and shows a trial status for signups', async () => {
    const as = await signedInSuperAdmin(t);
    const body = newDealership();
    const created = await request(t.app).post('/api/super-admin/dealerships', body, as);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Lakeside Auto',
      slug: body.slug,
    });
    const login = await request(t.app).post(
      '/api/auth/universal-login',
      { username: body.admin.username, password: body.admin.password },
      { host: LOGIN_HOST },
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user.role).toBe('admin');

    const again = await request(t.app).post(
      '/api/super-admin/dealerships',
      { ...newDealership(), slug: body.slug },
      as,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe('slug');
    const sameAdmin = await request(t.app).post(
      '/api/super-admin/dealerships',
      newDealership({ admin: body.admin }),
      as,
    );
    expect(sameAdmin.statusCode).toBe(409);
    expect(sameAdmin.json().field).toBe('admin.username');
  });

  it.each([
    [{ slug: 'Not A Slug' }, 'slug'],
    [{ slug: 'www' }, 'slug'],
    [{ name: 'x' }, 'name'],
    [
      {
        admin: {
          username: 'ab',
          password: 'first-admin-password',
          fullName: 'A',
          email: 'a@b.example',
        },
      },
      'admin.username',
    ],
    [
      { admin: { username: 'abcd', password: 'short', fullName: 'A', email: 'a@b.example' } },
      'admin.password',
    ],
    [
      {
        admin: { username: 'abcd', password: 'first-admin-password', fullName: 'A', email: 'nope' },
      },
      'admin.email',
    ],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const as = await signedInSuperAdmin(t);
    const response = await request(t.app).post(
      '/api/super-admin/dealerships',
      newDealership(overrides),
      as,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('deactivates and reactivates a dealership (its host answers 404 meanwhile)', async () => {
    const as = await signedInSuperAdmin(t);
    const user = await signedIn(t, 'user');
    const url = `/api/super-admin/dealerships/${user.dealership.id}`;
    expect((await request(t.app).patch(url, { active: false }, as)).statusCode).toBe(200);
    expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(404);
    expect((await request(t.app).patch(url, { active: true }, as)).statusCode).toBe(200);
    expect((await api(t, user).get('/api/vehicles')).statusCode).toBe(200);
    expect((await request(t.app).patch(url, { active: 'yes' }, as)).json().field).toBe('active');
    const missing = '/api/super-admin/dealerships/00000000-0000-4000-8000-000000000000';
    expect((await request(t.app).patch(missing, { active: true }, as)).statusCode).toBe(404);
  });

  it('reads and saves notification settings per dealership', async () => {
    const as = await signedInSuperAdmin(t);
    const dealership = await createTestDealership(t);
    const url = `/api/super-admin/dealerships/${dealership.id}/notification-settings`;
    expect((await request(t.app).get(url, as)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const settings = {
      recipients: ['gm@lakeside.example'],
      events: { makeReadyOverdue: true, serviceCritical: false },
      dailyDigestHour: 7,
    };
    const saved = await request(t.app).put(url, settings, as);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await request(t.app).get(url, as)).json()).toEqual(settings);
    for (const [body, field] of [
      [{ ...settings, dailyDigestHour: 24 }, 'dailyDigestHour'],
      [{ ...settings, recipients: ['nope'] }, 'recipients.0'],
      [{ ...settings, events: { makeReadyOverdue: true } }, 'events.serviceCritical'],
    ] as const) {
      const response = await request(t.app).put(url, body, as);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const missing =
      '/api/super-admin/dealerships/00000000-0000-4000-8000-000000000000/notification-settings';
    expect((await request(t.app).get(missing, as)).statusCode).toBe(404);
  });

  it('opens to the super-admin session only', async () => {
    const admin = await signedIn(t, 'admin');
    const paths = ['/api/super-admin/dealerships', '/api/super-admin/leads'];
    for (const path of paths) {
      expect((await request(t.app).get(path, { host: MARKETING_HOST })).statusCode).toBe(401);
      expect((await request(t.app).get(path, admin.as)).statusCode).toBe(401);
      expect(
        (
          await request(t.app).get(path, {
            host: tenantHostOf(admin.dealership),
            cookie: admin.cookie,
          })
        ).statusCode,
      ).toBe(401);
    }
    t.clock.advance(DAY_MS);
  });
});
