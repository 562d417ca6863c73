/**
 * Live-event load: 200 SSE clients spread over 5 dealerships while vehicles are created at
 * 50 writes/s for 60 s (SOAK_LOAD_SECONDS) on one server process. Checks: no failed request,
 * write p99 under 300 ms, and no client ever sees another dealership's vehicle (stock numbers
 * carry their dealership's tag, so a foreign one in a stream is a cross-tenant leak).
 */
import { MAX_STREAMS_PER_SESSION } from '../../server/modules/events/routes';
import { openDatabase } from '../../server/db/client';
import { systemClock } from '../../server/lib/clock';
import { createTestDealership, createTestUser, tenantHostOf } from '../../server/test/factories';
import {
  call,
  openEventStream,
  signInProcess,
  startServerProcess,
  type EventStream,
} from '../lib/server-process';

const DEALERSHIPS = 5;
const CLIENTS = 200;
const WRITES_PER_SECOND = 50;

export interface LoadFigures {
  database: string;
  seconds: number;
  sseClients: number;
  writes: number;
  failedRequests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  eventsDelivered: number;
  crossTenantEvents: number;
  /** Own-dealership vehicle creations a stream never heard of. */
  eventsMissed: number;
  streamsDropped: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}

/** The ids of the changed vehicles in a raw text/event-stream. */
function vehicleIdsIn(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5)) as { type?: string; vehicle?: { id: string } })
    .filter((event) => event.type === 'vehicle-change' && event.vehicle)
    .map((event) => event.vehicle!.id);
}

export async function loadSoak(env: Record<string, string>): Promise<LoadFigures> {
  const seconds = Number(process.env.SOAK_LOAD_SECONDS ?? 60);
  const server = await startServerProcess({ ...env, SEED_DEMO: 'false' });
  try {
    // Tenants and admins straight into the database the server has just migrated.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: '' });
    const t = { db: database.db, clock: systemClock };
    const tenants = [];
    for (let i = 0; i < DEALERSHIPS; i++) {
      const dealership = await createTestDealership(t);
      const admin = await createTestUser(t, { dealership, role: 'admin' });
      tenants.push({ tag: `L${i}X`, dealership, admin });
    }
    await database.close();

    const sessions = [];
    // One session per MAX_STREAMS_PER_SESSION streams, as that many browsers would have.
    const sessionsPerDealership = Math.ceil(CLIENTS / DEALERSHIPS / MAX_STREAMS_PER_SESSION);
    for (const tenant of tenants) {
      const host = tenantHostOf(tenant.dealership).replace(':3000', `:${server.port}`);
      const cookies: string[] = [];
      for (let n = 0; n < sessionsPerDealership; n += 1)
        cookies.push(
          await signInProcess(server, host, tenant.admin.user.username, tenant.admin.password),
        );
      sessions.push({ ...tenant, host, cookie: cookies[0]!, cookies });
    }
    const streams: { tag: string; stream: EventStream }[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const session = sessions[i % DEALERSHIPS]!;
      const cookie = session.cookies[Math.floor(i / DEALERSHIPS) % sessionsPerDealership]!;
      streams.push({
        tag: session.tag,
        stream: await openEventStream(server, session.host, cookie),
      });
    }

    const latencies: number[] = [];
    /** Vehicle id → the tag of the dealership that created it (events name only the id). */
    const owner = new Map<string, string>();
    let failedRequests = 0;
    let writes = 0;
    const inFlight: Promise<void>[] = [];
    const start = Date.now();
    const deadline = start + seconds * 1000;
    while (Date.now() < deadline) {
      const session = sessions[writes % DEALERSHIPS]!;
      const stockNumber = `${session.tag}-${writes}`;
      writes += 1;
      inFlight.push(
        call(server, 'POST', '/api/vehicles', {
          host: session.host,
          cookie: session.cookie,
          body: { stockNumber, year: 2021, make: 'Load', model: 'Test', color: 'Blue' },
        }).then(
          (response) => {
            latencies.push(response.ms);
            if (response.status !== 201) failedRequests += 1;
            else owner.set((JSON.parse(response.body) as { id: string }).id, session.tag);
          },
          () => {
            failedRequests += 1;
          },
        ),
      );
      // Paced against the start, so timer drift does not lower the rate.
      const next = start + (writes * 1000) / WRITES_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
    await Promise.all(inFlight);
    // NOTIFY is delivered after the commit that answered 201: give the last events a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    let eventsDelivered = 0;
    let crossTenantEvents = 0;
    let streamsDropped = 0;
    let eventsMissed = 0;
    for (const { tag, stream } of streams) {
      if (stream.response.readableEnded) streamsDropped += 1;
      const seen = vehicleIdsIn(stream.text());
      eventsDelivered += seen.length;
      crossTenantEvents += seen.filter((id) => owner.has(id) && owner.get(id) !== tag).length;
      const heard = new Set(seen);
      for (const [id, creator] of owner) if (creator === tag && !heard.has(id)) eventsMissed += 1;
      stream.close();
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      database: 'postgres',
      seconds,
      sseClients: CLIENTS,
      writes,
      failedRequests,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: percentile(sorted, 100),
      eventsDelivered,
      crossTenantEvents,
      eventsMissed,
      streamsDropped,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
