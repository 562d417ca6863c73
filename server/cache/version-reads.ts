import type { ScopeVersions } from './versions';

/** Reads the versions of several dealerships in one query (cache/versions.ts readVersionsOf). */
export type ReadManyVersions = (
  dealershipIds: readonly string[],
) => Promise<ReadonlyMap<string, ScopeVersions>>;

interface NextRead {
  promise: Promise<ScopeVersions>;
  resolve: (versions: ScopeVersions) => void;
  reject: (error: unknown) => void;
}

/**
 * The versions requests check their cached entries against (docs/decisions/0023, 0058), read
 * with at most one query in flight per process however many requests ask at once.
 *
 * A request never starts a query of its own and is never answered by a read already under way:
 * it joins the next read, which starts the moment the current one ends (or, when none is under
 * way, at the end of this turn of the event loop), for every dealership asked for meanwhile. That read starts after the request
 * arrived, so it sees every change committed before the request arrived — the guarantee of
 * 0023 — while 50 concurrent requests cost two queries instead of 50 queued on PGlite's one
 * connection or the pool.
 */
export class VersionReads {
  /** Requests waiting for the next read, by dealership: one shared answer each. */
  private waiting = new Map<string, NextRead>();
  /** A read is scheduled or under way: whoever arrives now waits for the one after it. */
  private busy = false;

  constructor(private readonly readMany: ReadManyVersions) {}

  /** The dealership's versions, read by a query that starts after this call. */
  read(dealershipId: string): Promise<ScopeVersions> {
    let next = this.waiting.get(dealershipId);
    if (!next) {
      let resolve!: NextRead['resolve'];
      let reject!: NextRead['reject'];
      const promise = new Promise<ScopeVersions>((res, rej) => ((resolve = res), (reject = rej)));
      next = { promise, resolve, reject };
      this.waiting.set(dealershipId, next);
    }
    if (!this.busy) this.scheduleRead();
    return next.promise;
  }

  /**
   * Starts the next read once this turn of the event loop has taken in whatever requests it
   * brings. PGlite answers a query without yielding to I/O (it runs in this thread), so a read
   * started at once would be over before the next request is even parsed: waiting for the turn
   * is what lets requests share it there.
   */
  private scheduleRead(): void {
    this.busy = true;
    setImmediate(() => void this.readWaiting());
  }

  private async readWaiting(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    try {
      const versions = await this.readMany([...batch.keys()]);
      for (const [dealershipId, { resolve, reject }] of batch) {
        const found = versions.get(dealershipId);
        if (found) resolve(found);
        else reject(new Error(`No versions were read for dealership ${dealershipId}`));
      }
    } catch (error) {
      for (const { reject } of batch.values()) reject(error);
    }
    // Whoever arrived during this read is read for next, at the end of this turn.
    if (this.waiting.size > 0) this.scheduleRead();
    else this.busy = false;
  }
}
