/**
 * What `npm run test:cluster` proves on three processes behind HAProxy on one PostgreSQL
 * (issue #19): each check talks to the members directly, so "every other process" means
 * exactly that, and counts what was late or wrong.
 */
import type { Vehicle } from '@domain/api/vehicles';
import { call, openEventStream } from '../lib/server-process';
import { startCluster, type Cluster } from './cluster';
import { hostOn, signInOn, withClusterDatabase } from './fixtures';

const TRIALS = 20;

export interface CheckResult {
  check: string;
  trials: number;
  /** Answers that were wrong or late: a stale session, a stale list, a missing event. */
  wrong: number;
}

type Change = 'sign-out' | 'disable' | 'role change' | 'password change';
const CHANGES: Change[] = ['sign-out', 'disable', 'role change', 'password change'];

/** Signs in through the balancer, then uses the cookie on every member: one session everywhere. */
export async function sessionsEverywhere(
  cluster: Cluster,
  databaseUrl: string,
): Promise<CheckResult> {
  const { dealership, account } = await withClusterDatabase(databaseUrl, async (make) => {
    const dealership = await make.dealership();
    return { dealership, account: await make.user(dealership, 'user') };
  });
  const cookie = await signInOn(cluster.port, dealership, account);
  let wrong = 0;
  for (const member of cluster.members) {
    const answer = await call(member, 'GET', '/api/auth/session', {
      host: hostOn(dealership, member.port),
      cookie,
    });
    if (answer.status !== 200 || !answer.body.includes(account.user.username)) wrong += 1;
  }
  return {
    check: 'a session signed in through the balancer works on every process',
    trials: cluster.members.length,
    wrong,
  };
}

/**
 * For each kind of change, TRIALS times: every member has the session cached (it answered a
 * request), the change is made on one member, and the very next request on every other member
 * must see it (401, or 403 for a demotion).
 */
export async function revocations(cluster: Cluster, databaseUrl: string): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const change of CHANGES) {
    const { dealership, admin, targets } = await withClusterDatabase(databaseUrl, async (make) => {
      const dealership = await make.dealership();
      const admin = await make.user(dealership, 'admin');
      const targets = [];
      for (let n = 0; n < TRIALS; n++) targets.push(await make.user(dealership, 'manager'));
      return { dealership, admin, targets };
    });
    const adminCookie = await signInOn(cluster.port, dealership, admin);
    let wrong = 0;
    for (const [n, target] of targets.entries()) {
      const cookie = await signInOn(cluster.port, dealership, target);
      const asTarget = (port: number) => ({ host: hostOn(dealership, port), cookie });
      for (const member of cluster.members) {
        const primed = await call(member, 'GET', '/api/users', asTarget(member.port));
        if (primed.status !== 200) throw new Error(`priming answered ${primed.status}`);
      }
      const where = cluster.members[n % cluster.members.length]!;
      const asAdmin = { host: hostOn(dealership, where.port), cookie: adminCookie };
      const path = `/api/users/${target.user.id}`;
      const answer =
        change === 'sign-out'
          ? await call(where, 'POST', '/api/auth/logout', { ...asTarget(where.port), body: {} })
          : await call(where, 'PATCH', path, {
              ...asAdmin,
              body:
                change === 'disable'
                  ? { disabled: true }
                  : change === 'role change'
                    ? { role: 'user' }
                    : { password: 'a-new-password-for-the-cluster' },
            });
      if (answer.status !== 200)
        throw new Error(`${change} answered ${answer.status} ${answer.body}`);
      const expected = change === 'role change' ? 403 : 401;
      for (const member of cluster.members.filter((other) => other !== where)) {
        const next = await call(member, 'GET', '/api/users', asTarget(member.port));
        if (next.status !== expected) wrong += 1;
      }
    }
    results.push({
      check: `a ${change} on one process is honoured by the next request on every other`,
      trials: TRIALS * (cluster.members.length - 1),
      wrong,
    });
  }
  return results;
}

/** A vehicle added or changed on one member is in the next whole list of every other member. */
export async function noStaleLists(cluster: Cluster, databaseUrl: string): Promise<CheckResult> {
  const { dealership, account } = await withClusterDatabase(databaseUrl, async (make) => {
    const dealership = await make.dealership();
    return { dealership, account: await make.user(dealership, 'manager') };
  });
  const cookie = await signInOn(cluster.port, dealership, account);
  const as = (port: number) => ({ host: hostOn(dealership, port), cookie });
  const list = async (port: number) => {
    const answer = await call({ port }, 'GET', '/api/vehicles', as(port));
    return (JSON.parse(answer.body) as Vehicle[]).map((vehicle) => vehicle.stockNumber);
  };
  let wrong = 0;
  let trials = 0;
  for (let n = 0; n < TRIALS; n++) {
    for (const member of cluster.members) await list(member.port); // every member caches it
    const where = cluster.members[n % cluster.members.length]!;
    const created = await call(where, 'POST', '/api/vehicles', {
      ...as(where.port),
      body: { stockNumber: `C${n}`, year: 2022, make: 'Cluster', model: 'Check', color: 'Red' },
    });
    const vehicle = JSON.parse(created.body) as Vehicle;
    const renamed = await call(where, 'PATCH', `/api/vehicles/${vehicle.id}`, {
      ...as(where.port),
      body: { stockNumber: `C${n}-B`, version: vehicle.version },
    });
    if (created.status !== 201 || renamed.status !== 200) throw new Error('a write failed');
    for (const member of cluster.members.filter((other) => other !== where)) {
      trials += 1;
      const seen = await list(member.port);
      if (!seen.includes(`C${n}-B`) || seen.includes(`C${n}`)) wrong += 1;
    }
  }
  return { check: "another process's committed change is in the next whole list", trials, wrong };
}

/** A change made on any member reaches an open stream on every member. */
export async function eventsEverywhere(
  cluster: Cluster,
  databaseUrl: string,
): Promise<CheckResult> {
  const { dealership, account } = await withClusterDatabase(databaseUrl, async (make) => {
    const dealership = await make.dealership();
    return { dealership, account: await make.user(dealership, 'manager') };
  });
  const cookie = await signInOn(cluster.port, dealership, account);
  const streams = await Promise.all(
    cluster.members.map((member) =>
      openEventStream(member, hostOn(dealership, member.port), cookie),
    ),
  );
  let wrong = 0;
  let trials = 0;
  try {
    for (const [n, where] of cluster.members.entries()) {
      const created = await call(where, 'POST', '/api/vehicles', {
        host: hostOn(dealership, where.port),
        cookie,
        body: { stockNumber: `E${n}`, year: 2022, make: 'Cluster', model: 'Event', color: 'Blue' },
      });
      const { id } = JSON.parse(created.body) as Vehicle;
      for (const stream of streams) {
        trials += 1;
        if (!(await eventually(() => stream.text().includes(`"id":"${id}"`)))) wrong += 1;
      }
    }
  } finally {
    streams.forEach((stream) => stream.close());
  }
  return { check: 'a change on any process reaches streams on every process', trials, wrong };
}

/** Waits up to 5 s for `condition` (events arrive after the commit, by NOTIFY). */
async function eventually(condition: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return condition();
}

/** Every check above on one cluster of three on `databaseUrl`. */
export async function clusterChecks(databaseUrl: string): Promise<CheckResult[]> {
  const cluster = await startCluster(databaseUrl, 3);
  try {
    return [
      await sessionsEverywhere(cluster, databaseUrl),
      ...(await revocations(cluster, databaseUrl)),
      await noStaleLists(cluster, databaseUrl),
      await eventsEverywhere(cluster, databaseUrl),
    ];
  } finally {
    await cluster.stop();
  }
}

/** One line per check: ok or FAIL, and how many answers were wrong. */
export function describeCheck(result: CheckResult): string {
  return `${result.wrong === 0 ? 'ok  ' : 'FAIL'} ${result.check}: ${result.wrong} of ${result.trials} wrong`;
}
