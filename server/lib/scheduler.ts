import type { FastifyBaseLogger } from 'fastify';
import { MINUTE_MS, type Clock } from './clock';

/**
 * A job of the scheduler: one pass at `now` does whatever is due and returns how much it did.
 * A job must be safe to run in every app process at once and again after a restart: it claims
 * what it does under a unique key in the database before doing it (decision 0079).
 */
export type ScheduledJob = (now: number) => Promise<number>;

export interface Scheduler {
  /** Adds a job to every pass, in the order added. */
  add: (name: string, job: ScheduledJob) => void;
  /** One pass at `now`: every job in turn; a job that fails is logged and the others still run. */
  runOnce: (now: number) => Promise<number>;
  /** Runs a pass every interval on the clock; the timer does not keep the process up. */
  start: () => void;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
}

/**
 * The product's one scheduler (design.md "One scheduler", decision 0079): the notifications'
 * alerts and digest and the billing mails are jobs of it. Time comes from the injected clock, so
 * a test runs a pass at any moment with `runOnce(now)` and never waits.
 */
export function createScheduler(deps: {
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): Scheduler {
  const jobs: { name: string; job: ScheduledJob }[] = [];
  const intervalMs = deps.intervalMs ?? MINUTE_MS;
  let timer: NodeJS.Timeout | undefined;
  // Passes run one after another in a process: a timer's pass and one asked for by hand never overlap.
  let queue: Promise<unknown> = Promise.resolve();
  let ticking = false;

  const runJobs = async (now: number): Promise<number> => {
    let done = 0;
    for (const { name, job } of jobs) {
      try {
        done += await job(now);
      } catch (error) {
        deps.log.error({ err: error, job: name }, 'scheduled job failed');
      }
    }
    return done;
  };

  const runOnce = (now: number): Promise<number> => {
    const pass = queue.then(() => runJobs(now));
    queue = pass;
    return pass;
  };

  const tick = () => {
    if (ticking) return;
    ticking = true;
    // Nothing waits for a timer's pass; runJobs logs its own failures.
    void runOnce(deps.clock()).finally(() => {
      ticking = false;
    });
  };

  return {
    add: (name, job) => {
      jobs.push({ name, job });
    },
    runOnce,
    start: () => {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
