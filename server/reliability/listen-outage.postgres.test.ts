import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { selectRows } from '../db/client';
import { SseTestClient } from '../modules/events/sse-test-client';
import { describeOnPostgres } from '../test/harness';
import { api, staffOf, vehicleInput, type SignedInUser } from '../test/staff';

/**
 * Losing the LISTEN connections loses nothing (docs/reliability.md): their backends are
 * terminated while another process keeps writing. Caches never serve a stale answer, during the
 * outage or after; every stream — also one opened during the outage — gets every vehicle
 * change once the connection is back (from the change log), and is told to refetch activity
 * and config; then events flow again.
 */
describeOnPostgres('LISTEN outage', (t) => {
  const clients: SseTestClient[] = [];
  afterEach(() => clients.splice(0).forEach((client) => client.close()));

  async function stream(app: FastifyInstance, who: SignedInUser) {
    const { port } = app.server.address() as AddressInfo;
    const client = await SseTestClient.connect(`http://127.0.0.1:${port}/api/events`, {
      host: who.host,
      cookie: who.cookie,
    });
    clients.push(client);
    return client;
  }
  const gaps = (client: SseTestClient) =>
    client.events.filter((event) => event.event === 'config').length;
  const changeSeqs = (client: SseTestClient) =>
    client.events
      .filter((event) => event.event === 'vehicle-change')
      .map((event) => Number(event.id));

  it('reconnects, keeps every cache right and tells every stream to catch up', async () => {
    const app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { user, manager } = await staffOf(t);
    const stockNumbers = async () =>
      (await api(t, user, app).get('/api/vehicles')).json<Vehicle[]>().map((v) => v.stockNumber);
    expect(await stockNumbers()).toEqual([]);
    const before = await stream(app, user);

    // Another process keeps writing through it all.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const response = await api(t, manager).post('/api/vehicles', vehicleInput());
        expect(response.statusCode, response.body).toBe(201);
        written += 1;
      }
    })();

    const terminated = await selectRows<{ pid: number }>(
      t.db,
      sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %'`,
    );
    expect(terminated.length).toBeGreaterThanOrEqual(4); // two channels, two processes
    await before.waitFor(() => gaps(before) >= 1);
    const during = await stream(app, user);
    await during.waitFor(() => during.lastEventId !== '');
    const openedAt = Number(during.lastEventId);

    // During the outage: every committed change is in the next answer, in this process too.
    const mine = vehicleInput({ stockNumber: 'DURING-OUTAGE' });
    expect((await api(t, manager).post('/api/vehicles', mine)).statusCode).toBe(201);
    expect(await stockNumbers()).toContain('DURING-OUTAGE');

    // Back (after the 1 s first backoff): both streams hear of the gap, and events flow again.
    await during.waitFor(() => gaps(during) >= 1, 10_000);
    await before.waitFor(() => gaps(before) >= 2, 10_000);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    const after = (await api(t, manager).post('/api/vehicles', vehicleInput())).json<Vehicle>();
    await during.waitFor(() =>
      during.events.some((event) => (event.data as { vehicle?: Vehicle }).vehicle?.id === after.id),
    );
    // Every change after the stream opened, each once, in order: none swallowed by the outage.
    const seqs = changeSeqs(during);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => openedAt + 1 + i));
    expect(during.events.some((event) => event.event === 'resync')).toBe(false);
    expect((await stockNumbers()).length).toBe(written + 2);
    await app.close();
  });
});
