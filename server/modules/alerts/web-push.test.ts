import { createPublicKey, verify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { buildApp } from '../../app';
import { outbox, pushSubscriptions } from '../../db/schema';
import { describeEachDatabase } from '../../test/harness';
import {
  startPushService,
  testBrowserSubscription,
  type TestPushService,
} from '../../test/push-service';
import { api, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

/** Tuesday 1 December 2026, 10:00 in New York: the dealership is open. */
const TUESDAY_MORNING = Date.parse('2026-12-01T10:00:00-05:00');

function decodeJwt(token: string) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
    signed: Buffer.from(`${header}.${payload}`),
    signature: Buffer.from(signature, 'base64url'),
  };
}

/** The VAPID public key (an uncompressed P-256 point) as a key node:crypto verifies with. */
function vapidPublicKey(k: string) {
  const point = Buffer.from(k, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
}

describeEachDatabase('alerts by web push', (t) => {
  let service: TestPushService;
  let app: FastifyInstance;
  beforeAll(async () => {
    service = await startPushService();
    app = await buildApp({ config: t.config, db: t.db, clock: t.clock, pushAgent: service.agent });
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  /** A browser of `who` allows notifications: its subscription goes through the API. */
  const subscribe = async (who: SignedInUser, path: string) => {
    const browser = testBrowserSubscription(`${service.origin}${path}`);
    const response = await api(t, who).post('/api/push/subscriptions', {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(response.statusCode, response.body).toBe(200);
    return browser;
  };

  it('sends the real encrypted, VAPID-signed request to the push service', async () => {
    t.clock.set(TUESDAY_MORNING);
    service.answer(201);
    const { manager, user } = await staffOf(t);
    const browser = await subscribe(user, '/push/phone-1');
    const car = (
      await api(t, manager).post('/api/vehicles', vehicleInput({ type: 'make-ready' }))
    ).json<Vehicle>();
    await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      assigneeId: user.user.id,
      version: car.version,
    });
    await app.scheduler.runOnce(t.clock());

    const sent = service.requests.filter((request) => request.path === '/push/phone-1');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) return;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['content-type']).toBe('application/octet-stream');
    expect(request.headers.ttl).toBe('86400');
    expect(request.headers.urgency).toBe('high');
    const authorization = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
    const [, token = '', k = ''] = authorization ?? [];
    expect(k).toBe((await app.vapidKeys()).publicKey);
    const jwt = decodeJwt(token);
    expect(jwt.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(jwt.payload.aud).toBe(service.origin);
    expect(jwt.payload.sub).toMatch(/^mailto:/);
    expect(Number(jwt.payload.exp) * 1000).toBeGreaterThan(Date.now());
    expect(
      verify(
        'sha256',
        jwt.signed,
        { key: vapidPublicKey(k), dsaEncoding: 'ieee-p1363' },
        jwt.signature,
      ),
    ).toBe(true);
    expect(JSON.parse(browser.decrypt(request.body))).toEqual({
      title: `2022 Toyota Camry · ${car.stockNumber} arrived in Make Ready`,
      body: `2022 Toyota Camry · ${car.stockNumber} arrived in Make Ready`,
      url: `/?car=${car.id}`,
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.user.email ?? ''));
    expect(mails).toEqual([]);
  });

  it('drops a subscription the push service has forgotten and sends mail instead', async () => {
    t.clock.set(TUESDAY_MORNING);
    service.answer(410);
    const { manager, user, dealership } = await staffOf(t);
    await subscribe(user, '/push/gone');
    const car = (
      await api(t, manager).post('/api/vehicles', vehicleInput({ type: 'make-ready' }))
    ).json<Vehicle>();
    await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      assigneeId: user.user.id,
      version: car.version,
    });
    await app.scheduler.runOnce(t.clock());

    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.dealershipId, dealership.id)));
    expect(left).toEqual([]);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.user.email ?? ''));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `2022 Toyota Camry · ${car.stockNumber} arrived in Make Ready`,
    ]);
  });
});
