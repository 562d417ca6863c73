import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { dealershipConfigs, dealerships } from '../../db/schema';
import { DAY_MS } from '../../lib/clock';
import { createTestUser, LOGIN_HOST, tenantHostOf, uniqueName } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { SESSION_COOKIE, request, setCookie } from '../../test/http';

describeEachDatabase('POST /api/auth/signup', (t) => {
  const signup = (overrides: Record<string, unknown> = {}) => {
    const slug = uniqueName('shop');
    return request(t.app).post(
      '/api/auth/signup',
      {
        dealershipName: 'Sunrise Autos',
        slug,
        fullName: 'Pat Owner',
        email: `${slug}@example.test`,
        username: uniqueName('owner'),
        password: 'a-long-password',
        ...overrides,
      },
      { host: LOGIN_HOST },
    );
  };

  it('creates a dealership on a 7-day trial with its admin and default configuration', async () => {
    const response = await signup({ slug: 'sunrise-autos', username: 'pat' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ username: 'pat', role: 'admin', fullName: 'Pat Owner' });
    expect(body.tenant).toMatchObject({ name: 'Sunrise Autos', slug: 'sunrise-autos' });
    expect(body.redirectUrl).toBe(
      `http://sunrise-autos.app.localhost:3000/sso-callback?token=${body.tempToken}&tenant=sunrise-autos`,
    );

    const [dealership] = await t.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.slug, 'sunrise-autos'));
    expect(dealership?.trialEndsAt).toBe(t.clock() + 7 * DAY_MS);
    const [config] = await t.db
      .select()
      .from(dealershipConfigs)
      .where(eq(dealershipConfigs.dealershipId, body.tenant.id));
    expect(config?.config).toEqual(DEFAULT_DEALERSHIP_CONFIG);

    const consumed = await request(t.app).post(
      '/api/auth/consume-token',
      { token: body.tempToken },
      { host: 'sunrise-autos.app.localhost:3000' },
    );
    expect(consumed.statusCode).toBe(200);
    expect(setCookie(consumed, SESSION_COOKIE)).toBeDefined();
  });

  it.each([
    [{}, { plan: null, billingPeriod: null }],
    [
      { plan: 'essentials', billingPeriod: 'annual' },
      { plan: 'essentials', billingPeriod: 'annual' },
    ],
    [
      { plan: 'complete', billingPeriod: 'monthly' },
      { plan: 'complete', billingPeriod: 'monthly' },
    ],
  ])('records the plan chosen on /pricing (%o) on the trialing dealership', async (chosen, row) => {
    const response = await signup(chosen);
    expect(response.statusCode).toBe(200);
    const [dealership] = await t.db
      .select()
      .from(dealerships)
      .where(eq(dealerships.id, response.json().tenant.id));
    expect(dealership).toMatchObject({ subscriptionStatus: 'trialing', ...row });
  });

  it('refuses a plan LotReady does not offer, naming the field', async () => {
    const response = await signup({ plan: 'platinum' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'plan' });
  });

  it('answers 409 naming the field for a taken subdomain or username (any case)', async () => {
    const existing = await createTestUser(t);
    const slugTaken = await signup({ slug: existing.dealership.slug });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json()).toEqual({
      error: 'Conflict',
      message: 'This subdomain is already taken',
      field: 'slug',
    });
    const usernameTaken = await signup({ username: existing.user.username.toUpperCase() });
    expect(usernameTaken.statusCode).toBe(409);
    expect(usernameTaken.json()).toMatchObject({
      message: 'This username is already taken',
      field: 'username',
    });
    expect(tenantHostOf(existing.dealership)).toContain(existing.dealership.slug);
  });

  it('turns a race past the checks into the same 409', async () => {
    const username = uniqueName('racer');
    const results = await Promise.all([signup({ username }), signup({ username })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('validates the subdomain', async () => {
    const reserved = await signup({ slug: 'admin' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json()).toMatchObject({
      field: 'slug',
      message: 'slug: This subdomain is reserved',
    });
    const invalid = await signup({ slug: 'Bad Slug!' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().field).toBe('slug');
  });

  it('refuses a common password naming the field', async () => {
    const response = await signup({ password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'password',
      message: 'This password is too common. Please choose one that is harder to guess.',
    });
  });
});
