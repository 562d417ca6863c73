import type { ScopeVersions } from './versions';

/** Reads the versions of several dealerships in one query (cache/versions.ts readVersionsOf). */
export type ReadManyVersions = (
  dealershipIds: readonly string[],
) => Promise<ReadonlyMap<string, ScopeVersions>>;

/** Beyond this many dealerships remembered, start over (a bound, not a tuning). */
const MAX_REMEMBERED = 10_000;

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
  /** Versions read since the last committed change (only after `rememberUntilChanged`). */
  private readonly remembered = new Map<string, ScopeVersions>();
  private remembering = false;
  /** How many changes were reported: a read that spanned one is not remembered. */
  private changes = 0;
  /**
   * The highest version each scope (`access:<id>`, `vehicles:<id>`) was reported raised to
   * since the last `changed`: a read that spanned a raise is remembered with it.
   */
  private readonly raised = new Map<string, number>();

  constructor(private readonly readMany: ReadManyVersions) {}

  /**
   * From now on, answers from the last read until `changed` — only where every commit calls
   * `changed` before the commit's own caller goes on: embedded PGlite, whose notifications are
   * handed to listeners while the COMMIT is answered (decision 0058, proved in
   * version-reads.test.ts). Elsewhere another process commits without telling this one.
   */
  rememberUntilChanged(): void {
    this.remembering = true;
  }

  /** A change was committed (any scope): nothing remembered holds any more. */
  changed(): void {
    this.changes++;
    this.remembered.clear();
    this.raised.clear();
  }

  /**
   * A commit raised `scope` (`access:<dealership>` or `vehicles:<dealership>`) to `version`
   * (migration 0028's notification): what is remembered of that dealership is brought forward
   * rather than forgotten, so the requests after a commit read no versions. Only where every
   * raise is reported before the commit's caller goes on, as for `rememberUntilChanged`.
   */
  versionRaised(scope: string, version: number): void {
    const colon = scope.indexOf(':');
    const kind = scope.slice(0, colon);
    if (kind !== 'access' && kind !== 'vehicles') return;
    if (this.raised.size >= MAX_REMEMBERED) this.changed();
    if ((this.raised.get(scope) ?? 0) < version) this.raised.set(scope, version);
    const dealershipId = scope.slice(colon + 1);
    const remembered = this.remembered.get(dealershipId);
    if (remembered && remembered[kind] < version) {
      this.remembered.set(dealershipId, { ...remembered, [kind]: version });
    }
  }

  /** What a read found, with any raise reported since: versions only ever rise. */
  private withRaises(dealershipId: string, read: ScopeVersions): ScopeVersions {
    const access = this.raised.get(`access:${dealershipId}`) ?? 0;
    const vehicles = this.raised.get(`vehicles:${dealershipId}`) ?? 0;
    if (access <= read.access && vehicles <= read.vehicles) return read;
    return {
      access: Math.max(access, read.access),
      vehicles: Math.max(vehicles, read.vehicles),
    };
  }

  /**
   * The dealership's versions, read by a query that starts after this call — or, when
   * remembering, as last read if no change was committed since that read began.
   */
  read(dealershipId: string): Promise<ScopeVersions> {
    const remembered = this.remembered.get(dealershipId);
    if (remembered) return Promise.resolve(remembered);
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
    const changesBefore = this.changes;
    try {
      const versions = await this.readMany([...batch.keys()]);
      // A change reported meanwhile may have committed after the query ran: not remembered.
      const remember = this.remembering && this.changes === changesBefore;
      if (remember && this.remembered.size > MAX_REMEMBERED) this.remembered.clear();
      for (const [dealershipId, { resolve, reject }] of batch) {
        const read = versions.get(dealershipId);
        const found = read && remember ? this.withRaises(dealershipId, read) : read;
        if (found && remember) this.remembered.set(dealershipId, found);
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
