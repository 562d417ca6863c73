/**
 * Rolling restart (issue #19): three processes behind HAProxy on PostgreSQL, 200 open streams
 * (resuming with Last-Event-ID like a browser) and steady reads and writes through the balancer,
 * while each process in turn gets SIGTERM, exits and starts again in its place. Counts failed
 * requests, and per stream every event id (lost, duplicated) — see docs/reliability.md.
 */
import { Agent } from 'node:http';
import type { Vehicle } from '@domain/api/vehicles';
import { call } from '../lib/server-process';
import { startCluster } from '../cluster/cluster';
import { MAX_STREAMS_PER_SESSION } from '../../server/modules/events/routes';
import { hostOn, signInOn, withClusterDatabase } from '../cluster/fixtures';
import { ResumingStream } from './resuming-stream';

const DEALERSHIPS = 5;
const STREAMS = 200;
const WRITES_PER_SECOND = 20;
const READS_PER_SECOND = 20;

export interface RollingFigures {
  processes: number;
  streams: number;
  writes: number;
  reads: number;
  failedRequests: number;
  /** Why requests failed: status or error, and how often. */
  failures: Record<string, number>;
  /** Each process's exit code and time from SIGTERM to exit. */
  stops: { exitCode: number | string; stoppedInMs: number }[];
  /** Vehicle creations a stream of their dealership never heard of (streams that never resynced). */
  eventsLost: number;
  eventsDuplicated: number;
  /** Streams told to refetch everything instead of being replayed to (a resume the ring could not serve). */
  resyncs: number;
  reconnects: number;
  streamFailures: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function rollingRestartSoak(databaseUrl: string): Promise<RollingFigures> {
  const cluster = await startCluster(databaseUrl, 3);
  const port = cluster.port;
  try {
    const tenants = await withClusterDatabase(databaseUrl, async (make) => {
      const made = [];
      for (let i = 0; i < DEALERSHIPS; i++) {
        const dealership = await make.dealership();
        made.push({ dealership, admin: await make.user(dealership, 'admin') });
      }
      return made;
    });
    const sessions: {
      dealership: (typeof tenants)[number]['dealership'];
      host: string;
      cookie: string;
      /** One session per MAX_STREAMS_PER_SESSION streams, as that many browsers would have. */
      streamCookies: string[];
      created: Set<string>;
    }[] = [];
    const perDealership = STREAMS / DEALERSHIPS;
    for (const tenant of tenants) {
      const streamCookies: string[] = [];
      for (let n = 0; n < Math.ceil(perDealership / MAX_STREAMS_PER_SESSION); n += 1)
        streamCookies.push(await signInOn(port, tenant.dealership, tenant.admin));
      sessions.push({
        ...tenant,
        host: hostOn(tenant.dealership, port),
        cookie: streamCookies[0]!,
        streamCookies,
        created: new Set<string>(),
      });
    }
    const streams = sessions.flatMap((session) =>
      Array.from({ length: perDealership }, (_, n) => ({
        session,
        stream: new ResumingStream(
          port,
          session.host,
          session.streamCookies[Math.floor(n / MAX_STREAMS_PER_SESSION)]!,
        ),
      })),
    );
    await Promise.all(streams.map(({ stream }) => stream.open()));

    let running = true;
    let writes = 0;
    let reads = 0;
    let failedRequests = 0;
    const failures = new Map<string, number>();
    const failed = (why: string) => {
      failedRequests += 1;
      failures.set(why, (failures.get(why) ?? 0) + 1);
    };
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 20 });
    const inFlight = new Set<Promise<void>>();
    const track = (work: Promise<void>) => {
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    };
    const steady = async (perSecond: number, act: (n: number) => Promise<void>) => {
      const start = Date.now();
      for (let n = 0; running; n++) {
        track(act(n));
        await pause(Math.max(0, start + ((n + 1) * 1000) / perSecond - Date.now()));
      }
    };
    const writer = steady(WRITES_PER_SECOND, async (n) => {
      const session = sessions[n % DEALERSHIPS]!;
      writes += 1;
      const answer = await call({ port }, 'POST', '/api/vehicles', {
        host: session.host,
        cookie: session.cookie,
        body: {
          stockNumber: `R${n}`,
          year: 2021,
          make: 'Rolling',
          model: 'Restart',
          color: 'Blue',
        },
      }).catch((error: Error) => error);
      if (answer instanceof Error) failed(`write ${answer.message}`);
      else if (answer.status === 201) session.created.add((JSON.parse(answer.body) as Vehicle).id);
      else failed(`write ${answer.status} ${answer.body.slice(0, 80)}`);
    });
    const reader = steady(READS_PER_SECOND, async (n) => {
      const session = sessions[n % DEALERSHIPS]!;
      reads += 1;
      const answer = await call(
        { port },
        'GET',
        '/api/vehicles',
        { host: session.host, cookie: session.cookie },
        keepAlive,
      ).catch((error: Error) => error);
      if (answer instanceof Error) failed(`read ${answer.message}`);
      else if (answer.status !== 200) failed(`read ${answer.status} ${answer.body.slice(0, 80)}`);
    });

    await pause(3000);
    const stops = [];
    for (let index = 0; index < cluster.members.length; index++) {
      stops.push(await cluster.restart(index));
      await pause(3000); // the balancer takes it back (rise 2 × 200 ms), streams settle
    }
    running = false;
    await Promise.all([writer, reader]);
    await Promise.all(inFlight);
    await pause(3000); // the last events, and streams still waiting to reconnect
    keepAlive.destroy();

    let eventsLost = 0;
    let eventsDuplicated = 0;
    for (const { session, stream } of streams) {
      stream.close();
      for (const count of stream.ids.values()) eventsDuplicated += count - 1;
      if (stream.resyncs > 0) continue;
      for (const id of session.created) if (!stream.vehicles.has(id)) eventsLost += 1;
    }
    const sum = (pick: (stream: ResumingStream) => number) =>
      streams.reduce((total, { stream }) => total + pick(stream), 0);
    return {
      processes: cluster.members.length,
      streams: streams.length,
      writes,
      reads,
      failedRequests,
      failures: Object.fromEntries(failures),
      stops,
      eventsLost,
      eventsDuplicated,
      resyncs: sum((stream) => stream.resyncs),
      reconnects: sum((stream) => stream.reconnects),
      streamFailures: sum((stream) => stream.failures),
    };
  } finally {
    await cluster.stop();
  }
}
