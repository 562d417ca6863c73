import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';
import { SseTestClient } from './sse-test-client';

describeEachDatabase('live events (GET /api/events)', (t) => {
  const clients: SseTestClient[] = [];
  afterEach(() => {
    clients.splice(0).forEach((client) => client.close());
    vi.useRealTimers();
  });

  async function listening(): Promise<FastifyInstance> {
    const app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }
  async function connect(
    app: FastifyInstance,
    who: SignedInUser,
    headers: Record<string, string> = {},
  ) {
    const { port } = app.server.address() as AddressInfo;
    const client = await SseTestClient.connect(`http://127.0.0.1:${port}/api/events`, {
      host: who.host,
      cookie: who.cookie,
      ...headers,
    });
    clients.push(client);
    return client;
  }
  async function addVehicle(app: FastifyInstance, who: SignedInUser) {
    const response = await api(t, who, app).post('/api/vehicles', vehicleInput());
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  }

  it("streams the dealership's own changes, and never another dealership's", async () => {
    const app = await listening();
    const a = await signedIn(t, 'user');
    const b = await signedIn(t, 'user');
    const streamA = await connect(app, a);
    const streamB = await connect(app, b);
    expect(streamA.status).toBe(200);
    expect(streamA.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    const vehicle = await addVehicle(app, a);
    const [added, activity] = await streamA.received(2);
    expect(added).toMatchObject({
      event: 'vehicle',
      data: { type: 'vehicle', id: vehicle.id, action: 'added' },
    });
    expect(added!.id).toEqual(expect.any(String));
    expect(activity).toMatchObject({ event: 'activity', data: { type: 'activity' } });

    // B's first event is B's own change: nothing of A's came before it.
    const own = await addVehicle(app, b);
    const [first] = await streamB.received(1);
    expect(first).toMatchObject({ data: { id: own.id } });
    expect(streamA.events).toHaveLength(2);
  });

  it('replays what a reconnecting client missed, or tells it to resync', async () => {
    const app = await listening();
    const { user, admin } = await staffOf(t);
    const stream = await connect(app, user);
    await addVehicle(app, user);
    const [seen] = await stream.received(2);
    stream.close();
    const missed = await addVehicle(app, admin);
    const again = await connect(app, user, { 'last-event-id': seen!.id! });
    const replayed = await again.received(3);
    expect(replayed.map((e) => e.event)).toEqual(['activity', 'vehicle', 'activity']);
    expect(replayed[1]!.data).toMatchObject({ id: missed.id });

    const lost = await connect(app, user, { 'last-event-id': 'gone-long-ago' });
    const [resync] = await lost.received(1);
    expect(resync).toMatchObject({ event: 'resync', data: { type: 'resync' } });
  });

  it('answers 401 without a session and 400 for an over-long lastEventId', async () => {
    const user = await signedIn(t, 'user');
    const response = await request(t.app).get('/api/events', { host: user.host });
    expect(response.statusCode).toBe(401);
    const anonymousBad = await request(t.app).get(`/api/events?lastEventId=${'x'.repeat(101)}`, {
      host: user.host,
    });
    expect(anonymousBad.statusCode).toBe(401);
    const bad = await request(t.app).get(`/api/events?lastEventId=${'x'.repeat(101)}`, user.as);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('lastEventId');
  });

  it('sends a heartbeat every 15 s and ends the stream once the session is gone', async () => {
    const app = await listening();
    const user = await signedIn(t, 'user');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await connect(app, user);
    await stream.waitFor(() => stream.status === 200);
    vi.advanceTimersByTime(15_000);
    await stream.waitFor(() => stream.comments >= 1);
    const logout = await request(app).post('/api/auth/logout', {}, user.as);
    expect(logout.statusCode).toBe(200);
    vi.advanceTimersByTime(15_000);
    await stream.waitFor(() => stream.ended);
  });

  it.each([
    { change: 'disabling the user', body: { disabled: true } },
    { change: 'deleting the user', body: null },
  ])('ends the stream at once, before any heartbeat, on $change', async ({ body }) => {
    const app = await listening();
    const { admin, user } = await staffOf(t);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stream = await connect(app, user);
    await stream.waitFor(() => stream.status === 200);
    const users = api(t, admin, app);
    const response = body
      ? await users.patch(`/api/users/${user.user.id}`, body)
      : await users.delete(`/api/users/${user.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    await stream.waitFor(() => stream.ended);
    expect(stream.comments).toBe(0);
  });

  it('keeps the stream of a user whose role changed', async () => {
    const app = await listening();
    const { admin, user } = await staffOf(t);
    const stream = await connect(app, user);
    const promoted = await api(t, admin, app).patch(`/api/users/${user.user.id}`, {
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await addVehicle(app, admin);
    await stream.received(2);
    expect(stream.ended).toBe(false);
  });

  it('closes open streams when the server shuts down', async () => {
    const app = await listening();
    const user = await signedIn(t, 'user');
    const stream = await connect(app, user);
    await app.close();
    await stream.waitFor(() => stream.ended);
  });

  // Only PostgreSQL has other processes to reach; the PGlite run has no such test.
  if (t.kind === 'postgres')
    it('reaches clients of another app process through LISTEN/NOTIFY', async () => {
      const other = await listening();
      const user = await signedIn(t, 'user');
      const stream = await connect(other, user);
      const vehicle = await addVehicle(t.app, user);
      const [event] = await stream.received(1);
      expect(event).toMatchObject({ event: 'vehicle', data: { id: vehicle.id } });
    });
});
