import { doneOnTime } from './jobs';
import type { VendorJobState } from './jobs';

/** A job as the scorecard reads it: sent in the period, whatever became of it. */
export interface ScoredJob {
  state: VendorJobState;
  sentAt: number;
  dueAt: number;
  doneAt: number | null;
  quoteCents: number;
  /** What the vendor billed when done; the quote when they named nothing else. */
  billedCents: number | null;
  reopenedCount: number;
}

/** A vendor's figures over a period (issue #31 item 4). */
export interface VendorScore {
  jobs: number;
  done: number;
  /** Done by the due time, of the done jobs; null when none is done. */
  onTimeShare: number | null;
  /** Sent to done, the median over done jobs (ms); null when none is done. */
  medianTurnaroundMs: number | null;
  quotedCents: number;
  /** The done jobs' billed amounts. */
  billedCents: number;
  /** Jobs reopened after being marked done, at least once. */
  reopened: number;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** The scorecard of a vendor's jobs; cancelled jobs count as jobs and quoted, never as done. */
export function vendorScore(jobs: readonly ScoredJob[]): VendorScore {
  const done = jobs.flatMap((job) =>
    job.state === 'done' && job.doneAt !== null ? [{ ...job, doneAt: job.doneAt }] : [],
  );
  return {
    jobs: jobs.length,
    done: done.length,
    onTimeShare: done.length === 0 ? null : done.filter(doneOnTime).length / done.length,
    medianTurnaroundMs: median(done.map((job) => job.doneAt - job.sentAt)),
    quotedCents: jobs.reduce((sum, job) => sum + job.quoteCents, 0),
    billedCents: done.reduce((sum, job) => sum + (job.billedCents ?? job.quoteCents), 0),
    reopened: jobs.filter((job) => job.reopenedCount > 0).length,
  };
}
