import { expect, it } from 'vitest';
import { createTestUser, tenantHostOf } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { signIn } from '../../test/sign-in';

describeEachDatabase('/api/user/preferences', (t) => {
  it('starts with onboarding not completed and remembers it per user', async () => {
    const account = await createTestUser(t);
    const colleague = await createTestUser(t, { dealership: account.dealership });
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);

    expect((await request(t.app).get('/api/user/preferences', { host, cookie })).json()).toEqual({
      onboardingCompleted: false,
    });
    const saved = await request(t.app).post(
      '/api/user/preferences',
      { onboardingCompleted: true },
      { host, cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ onboardingCompleted: true });
    expect((await request(t.app).get('/api/user/preferences', { host, cookie })).json()).toEqual({
      onboardingCompleted: true,
    });

    const other = await signIn(t.app, colleague);
    expect(
      (await request(t.app).get('/api/user/preferences', { host, cookie: other })).json(),
    ).toEqual({
      onboardingCompleted: false,
    });
  });

  it("remembers the boards' order per user and rejects an unknown one naming the field", async () => {
    const account = await createTestUser(t);
    const colleague = await createTestUser(t, { dealership: account.dealership });
    const host = tenantHostOf(account.dealership);
    const cookie = await signIn(t.app, account);

    const saved = await request(t.app).post(
      '/api/user/preferences',
      { boardSort: 'most-overdue' },
      { host, cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ onboardingCompleted: false, boardSort: 'most-overdue' });
    // Another preference leaves the order as it was.
    await request(t.app).post(
      '/api/user/preferences',
      { onboardingCompleted: true },
      { host, cookie },
    );
    expect((await request(t.app).get('/api/user/preferences', { host, cookie })).json()).toEqual({
      onboardingCompleted: true,
      boardSort: 'most-overdue',
    });
    const other = await signIn(t.app, colleague);
    expect(
      (await request(t.app).get('/api/user/preferences', { host, cookie: other })).json(),
    ).toEqual({ onboardingCompleted: false });

    const unknown = await request(t.app).post(
      '/api/user/preferences',
      { boardSort: 'oldest' },
      { host, cookie },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('boardSort');
    expect(
      (await request(t.app).get('/api/user/preferences', { host, cookie })).json().boardSort,
    ).toBe('most-overdue');
  });

  it('needs a session and rejects unknown or mistyped fields', async () => {
    const account = await createTestUser(t);
    const host = tenantHostOf(account.dealership);
    expect((await request(t.app).get('/api/user/preferences', { host })).statusCode).toBe(401);
    // Without a session the answer is 401 whatever the body: the guard runs before validation.
    const anonymous = await request(t.app).post('/api/user/preferences', { theme: 1 }, { host });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signIn(t.app, account);
    const unknown = await request(t.app).post(
      '/api/user/preferences',
      { theme: 'dark' },
      { host, cookie },
    );
    expect(unknown.statusCode).toBe(400);
    const mistyped = await request(t.app).post(
      '/api/user/preferences',
      { onboardingCompleted: 'yes' },
      { host, cookie },
    );
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().field).toBe('onboardingCompleted');
  });
});
