import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { MARKETING_HOST } from '../../test/factories';
import { request } from '../../test/http';
import { signedInSuperAdmin } from '../../test/staff';
import type { Lead } from '@domain/api/leads';

describeEachDatabase('POST /api/leads', (t) => {
  const lead = (overrides: Record<string, unknown> = {}) => ({
    name: 'Dana Dealer',
    email: `dana${Math.random().toString(36).slice(2, 8)}@example.test`,
    phone: null,
    company: 'Dana Motors',
    message: 'We have 80 cars on the lot.',
    source: 'inline_form',
    submissionType: 'final_submission',
    ipAddress: '6.6.6.6',
    userAgent: 'from the body',
    website: '',
    ...overrides,
  });
  const post = (body: unknown, remoteAddress = '203.0.113.7') =>
    request(t.app).post('/api/leads', body, {
      host: MARKETING_HOST,
      remoteAddress,
      headers: { 'user-agent': 'Mozilla/5.0 test' },
    });
  const stored = async () => {
    const as = await signedInSuperAdmin(t);
    return (await request(t.app).get('/api/super-admin/leads', as)).json<Lead[]>();
  };

  it("stores a lead with the request's own address and user agent", async () => {
    const body = lead();
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const found = (await stored()).find((l) => l.email === body.email);
    expect(found).toMatchObject({
      name: 'Dana Dealer',
      phone: null,
      company: 'Dana Motors',
      source: 'inline_form',
      submissionType: 'final_submission',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 test',
      createdAt: t.clock(),
    });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const body = lead({ website: 'http://spam.example' });
    const response = await post(body, '203.0.113.8');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect((await stored()).some((l) => l.email === body.email)).toBe(false);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: undefined }, 'name'],
    [{ email: 'nope' }, 'email'],
    [{ email: undefined }, 'email'],
    [{ message: 'x'.repeat(5001) }, 'message'],
    [{ source: 'Not A Code!' }, 'source'],
    [{ extra: 1 }, 'body'],
  ])('answers 400 naming the field for %j', async (overrides, field) => {
    const response = await post(lead(overrides), '203.0.113.9');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('limits leads per client address', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await post(lead(), '198.51.100.1')).statusCode).toBe(201);
    expect((await post(lead(), '198.51.100.1')).statusCode).toBe(429);
    expect((await post(lead(), '198.51.100.2')).statusCode).toBe(201);
  });
});
