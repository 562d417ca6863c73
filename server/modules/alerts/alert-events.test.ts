import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import type { AlertList } from '@domain/api/alerts';
import type { Vehicle } from '@domain/api/vehicles';
import { describeEachDatabase } from '../../test/harness';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';
import { SseTestClient } from '../events/sse-test-client';

const ny = (time: string) => Date.parse(`2026-12-01T${time}:00-05:00`);

/**
 * Issue #32: the bell hears of an alert over the live stream, and only its own person's stream
 * does: no colleague hears of another's alert, no other dealership hears anything.
 */
describeEachDatabase('alert events on the live stream', (t) => {
  const clients: SseTestClient[] = [];
  afterEach(() => clients.splice(0).forEach((client) => client.close()));

  async function connect(app: FastifyInstance, who: SignedInUser) {
    const { port } = app.server.address() as AddressInfo;
    const client = await SseTestClient.connect(`http://127.0.0.1:${port}/api/events`, {
      host: who.host,
      cookie: who.cookie,
    });
    clients.push(client);
    // The first message says where the stream starts: it is subscribed from then on.
    await client.waitFor(() => client.lastEventId !== '');
    return client;
  }
  const ofType = (stream: SseTestClient, type: string) =>
    stream.events.filter((event) => event.event === type).map((event) => event.data);

  it("reaches the alert's own person only, never a colleague or another dealership", async () => {
    t.clock.set(ny('10:00'));
    // The streams and the alert job in one process: the in-process bus (PGlite) is per app.
    const app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { manager, user } = await staffOf(t);
    const colleague = await signedIn(t, 'user', user.dealership);
    const stranger = await signedIn(t, 'admin');
    const mine = await connect(app, user);
    const theirs = await connect(app, colleague);
    const elsewhere = await connect(app, stranger);

    const created = await api(t, manager, app).post(
      '/api/vehicles',
      vehicleInput({ type: 'make-ready' }),
    );
    const car = created.json<Vehicle>();
    const assigned = await api(t, manager, app).patch(`/api/vehicles/${car.id}`, {
      assigneeId: user.user.id,
      version: car.version,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    t.clock.set(ny('10:40'));
    await app.scheduler.runOnce(t.clock());
    await mine.waitFor(() => ofType(mine, 'alerts').length === 1);
    // Only that the bell changed: no text, no addressee.
    expect(ofType(mine, 'alerts')).toEqual([{ type: 'alerts', action: 'raised' }]);

    const list = (await api(t, user, app).get('/api/alerts')).json<AlertList>();
    const red = list.alerts.find((alert) => alert.trigger === 'overdue');
    const taken = await api(t, user, app).post(`/api/alerts/${red?.id ?? ''}/acknowledge`, {});
    expect(taken.statusCode, taken.body).toBe(200);
    await mine.waitFor(() => ofType(mine, 'alerts').length === 2);
    expect(ofType(mine, 'alerts')[1]).toEqual({ type: 'alerts', action: 'acknowledged' });
    // Everyone at the dealership sees who took the car; the colleague heard nothing else.
    const takenEvent = { type: 'on-it', id: car.id, action: 'taken' };
    await theirs.waitFor(() => ofType(theirs, 'on-it').length === 1);
    expect(ofType(theirs, 'on-it')).toEqual([takenEvent]);
    expect(ofType(mine, 'on-it')).toEqual([takenEvent]);
    expect(ofType(theirs, 'alerts')).toEqual([]);

    // The other dealership's own change arrives after all of the above: nothing came before it.
    const own = await api(t, stranger, app).post('/api/vehicles', vehicleInput());
    expect(own.statusCode, own.body).toBe(201);
    await elsewhere.waitFor(() => ofType(elsewhere, 'vehicle-change').length === 1);
    expect(ofType(elsewhere, 'alerts')).toEqual([]);
    expect(ofType(elsewhere, 'on-it')).toEqual([]);
    const texts = [mine, theirs, elsewhere].flatMap((stream) =>
      stream.events.filter((event) => ['alerts', 'on-it'].includes(event.event)),
    );
    expect(JSON.stringify(texts)).not.toContain(red?.text ?? 'went red');
    await app.close();
  });
});
