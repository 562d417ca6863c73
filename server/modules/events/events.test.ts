import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@domain/api/event-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { pruneVehicleChangeLog, VEHICLE_CHANGES_KEPT_MS } from '../../db/maintenance';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';
import { MAX_STREAMS_PER_SESSION } from './routes';
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
    search = '',
  ) {
    const { port } = app.server.address() as AddressInfo;
    const client = await SseTestClient.connect(`http://127.0.0.1:${port}/api/events${search}`, {
      host: who.host,
      cookie: who.cookie,
      ...headers,
    });
    clients.push(client);
    return client;
  }
  const byType = (stream: SseTestClient, type: string) =>
    stream.events.filter((event) => event.event === type).map((event) => event.data as LiveMessage);
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
    await streamA.waitFor(() => streamA.lastEventId !== '');
    const startA = Number(streamA.lastEventId);
    // Opened without a position, the stream first says where it goes on from.
    expect(streamA.events[0]).toEqual({
      id: String(startA),
      event: 'position',
      data: { type: 'position', seq: startA },
    });

    const vehicle = await addVehicle(app, a);
    await streamA.waitFor(() => byType(streamA, 'vehicle-change').length === 1);
    await streamA.waitFor(() => byType(streamA, 'activity').length === 1);
    const added = streamA.events.find((event) => event.event === 'vehicle-change');
    expect(added).toEqual({
      id: String(startA + 1),
      event: 'vehicle-change',
      data: { type: 'vehicle-change', seq: startA + 1, vehicle },
    });

    // B's first event is B's own change: nothing of A's came before it.
    const own = await addVehicle(app, b);
    await streamB.waitFor(() => byType(streamB, 'vehicle-change').length === 1);
    expect(byType(streamB, 'vehicle-change')).toEqual([expect.objectContaining({ vehicle: own })]);
    expect(streamA.events).toHaveLength(3);
  });

  it('a reconnect with its last sequence gets exactly the changes it missed', async () => {
    const app = await listening();
    const { user, admin } = await staffOf(t);
    const other = await signedIn(t, 'admin');
    const stream = await connect(app, user);
    const kept = await addVehicle(app, user);
    const gone = await addVehicle(app, user);
    await stream.waitFor(() => byType(stream, 'vehicle-change').length === 2);
    const lastSeen = stream.lastEventId;
    stream.close();

    // Missed: an update, a removal, an addition; and another dealership's change.
    const editor = api(t, admin, app);
    const updated = await editor.patch(`/api/vehicles/${kept.id}`, {
      color: 'Blue',
      version: kept.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await editor.delete(`/api/vehicles/${gone.id}`)).statusCode).toBe(200);
    const added = await addVehicle(app, admin);
    await addVehicle(app, other);

    const again = await connect(app, user, { 'last-event-id': lastSeen });
    await again.waitFor(() => byType(again, 'vehicle-change').length === 3);
    const seq = Number(lastSeen);
    expect(byType(again, 'vehicle-change')).toEqual([
      { type: 'vehicle-change', seq: seq + 1, vehicle: updated.json() },
      { type: 'vehicle-change', seq: seq + 2, removed: gone.id },
      { type: 'vehicle-change', seq: seq + 3, vehicle: added },
    ]);
    expect(again.lastEventId).toBe(String(seq + 3));
    // Up to date: the next change is the next number, nothing is sent twice.
    const next = await addVehicle(app, user);
    await again.waitFor(() => byType(again, 'vehicle-change').length === 4);
    expect(byType(again, 'vehicle-change')[3]).toMatchObject({ seq: seq + 4, vehicle: next });

    // The same from the query (a new EventSource), on a process that follows nobody yet.
    const fresh = await listening();
    const resumed = await connect(fresh, user, {}, `?lastEventId=${seq + 2}`);
    await resumed.waitFor(() => byType(resumed, 'vehicle-change').length === 2);
    expect(byType(resumed, 'vehicle-change').map((m) => 'seq' in m && m.seq)).toEqual([
      seq + 3,
      seq + 4,
    ]);

    // Too far back (the log was pruned) or an id of no number of ours: a resync to go on from.
    await pruneVehicleChangeLog(t.db, t.clock() + VEHICLE_CHANGES_KEPT_MS + 1);
    for (const lastEventId of [String(seq), 'gone-long-ago']) {
      const lost = await connect(app, user, { 'last-event-id': lastEventId });
      const [resync] = await lost.received(1);
      expect(resync).toEqual({
        id: String(seq + 4),
        event: 'resync',
        data: { type: 'resync', seq: seq + 4 },
      });
    }
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
    // Following: the stream's position arrived, so its timers run.
    await stream.waitFor(() => stream.lastEventId !== '');
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
    // Following: the stream's position arrived, so its timers run.
    await stream.waitFor(() => stream.lastEventId !== '');
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
    await stream.received(3); // its position, the change and the activity
    expect(stream.ended).toBe(false);
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session, closing the oldest`, async () => {
    const app = await listening();
    const user = await signedIn(t, 'user');
    const colleague = await signedIn(t, 'user', user.dealership);
    const opened: SseTestClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) opened.push(await connect(app, user));
    const other = await connect(app, colleague);
    const newest = await connect(app, user);
    await opened[0]!.waitFor(() => opened[0]!.ended);
    // The closed one is asked to wait a minute before coming back, not to reconnect at once.
    expect(opened[0]!.retryMs).toBe(60_000);
    // Everyone else, the colleague's session included, keeps streaming.
    await addVehicle(app, user);
    for (const stream of [...opened.slice(1), newest, other])
      await stream.waitFor(() => byType(stream, 'vehicle-change').length === 1);
    expect(opened.slice(1).some((stream) => stream.ended)).toBe(false);
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
      await stream.waitFor(() => byType(stream, 'vehicle-change').length === 1);
      expect(byType(stream, 'vehicle-change')).toEqual([expect.objectContaining({ vehicle })]);
    });
});
