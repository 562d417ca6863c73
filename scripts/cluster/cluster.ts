import { call, startServerProcess, type ServerProcess } from '../lib/server-process';
import { freePort } from '../../server/test/free-port';
import { startHaproxy, type LoadBalancer } from './haproxy';

export interface Cluster {
  /** The load balancer's port: what clients use. */
  port: number;
  /** The app processes; `members[i].port` stays the same across restarts. */
  members: ServerProcess[];
  /** SIGTERM member `index`, wait for its exit, start it again in its place, wait until healthy. */
  restart: (index: number) => Promise<{ exitCode: number | string; stoppedInMs: number }>;
  stop: () => Promise<void>;
}

/**
 * `size` app processes (the compiled server) on one PostgreSQL database behind HAProxy. The
 * first migrates and seeds the demo dealership; the rest start once it is up.
 */
export async function startCluster(databaseUrl: string, size = 3): Promise<Cluster> {
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', SEED_DEMO: 'true' };
  const members: ServerProcess[] = [await startServerProcess(env)];
  members.push(
    ...(await Promise.all(Array.from({ length: size - 1 }, () => startServerProcess(env)))),
  );
  let balancer: LoadBalancer;
  try {
    balancer = await startHaproxy(
      await freePort(),
      members.map((member) => member.port),
    );
  } catch (error) {
    for (const member of members) member.child.kill('SIGKILL');
    throw error;
  }
  await untilBalanced(balancer.port);
  return {
    port: balancer.port,
    members,
    restart: async (index) => {
      const member = members[index]!;
      const signalledAt = performance.now();
      member.child.kill('SIGTERM');
      const exitCode = await member.exited;
      const stoppedInMs = Math.round(performance.now() - signalledAt);
      members[index] = await startServerProcess(env, member.port);
      return { exitCode, stoppedInMs };
    },
    stop: async () => {
      await balancer.stop();
      await Promise.all(
        members.map(async (member) => {
          if (member.child.exitCode === null) member.child.kill('SIGTERM');
          await member.exited;
        }),
      );
    },
  };
}

/** Waits until the balancer has seen every member healthy (rise 2 × 200 ms). */
async function untilBalanced(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const health = await call({ port }, 'GET', '/api/health', { host: 'localhost' }).catch(
      () => null,
    );
    if (health?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The load balancer found no healthy app process');
}
