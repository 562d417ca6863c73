import type { Clock } from '../lib/clock';

interface Entry<V> {
  value: V;
  /** The scope version (cache/versions.ts) read before the value was. */
  version: number;
  /** When it was stored (app clock), for the time limit. */
  storedAtMs: number;
}

/** A writer's carry that arrived before the one it follows (see `carryForward`). */
interface WaitingCarry<V> {
  to: number;
  advance: (value: V) => V;
}

/** Carries kept per key while their predecessor is missing: a bound, not a tuning. */
const MAX_WAITING_CARRIES = 64;

export interface ReadCacheOptions {
  clock: Clock;
  /** A backstop: an entry is read again after this long even if its version still holds. */
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
}

/**
 * Values read from the database, kept in memory with the version of the scope they depend on
 * (cache/versions.ts) as it was read before them. A value is served only to a request that read
 * the same version, so a committed change — by any process — is never served stale, whatever
 * happened to notifications. Only what a load found is kept: a miss (null) is asked again every
 * time, so a new dealership or session works at once.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, { version: number; promise: Promise<V | null> }>();
  /** By key, then by the version each carry starts from. */
  private readonly waitingCarries = new Map<string, Map<number, WaitingCarry<V>>>();
  /** By key, the carries of this process's writers whose commit is under way (`expectCarry`). */
  private readonly comingCarries = new Map<string, Set<Promise<void>>>();
  /** By key, readers waiting for the entry to reach their version (`carriedTo`). */
  private readonly watchers = new Map<string, Set<{ version: number; reached: () => void }>>();

  constructor(private readonly options: ReadCacheOptions) {}

  /** The value kept for `key` if it was filled under `version` and is within its time limit. */
  get(key: string, version: number): V | undefined {
    const entry = this.peek(key);
    return entry?.version === version ? entry.value : undefined;
  }

  /** The entry kept for `key` within its time limit, whatever its version. */
  peek(key: string): { value: V; version: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.options.clock() - entry.storedAtMs < this.options.ttlMs) return entry;
    this.forget(key);
    return undefined;
  }

  /**
   * Keeps `value`, read after `version` was, unless an entry of a later version is kept: a load
   * that queued behind commits must not put back what a writer already carried forward.
   */
  set(key: string, value: V, version: number): void {
    const { clock, maxEntries } = this.options;
    const kept = this.peek(key);
    if (kept && kept.version > version) return;
    this.entries.delete(key); // re-inserted last, so Map order stays oldest-first
    this.entries.set(key, { value, version, storedAtMs: clock() });
    if (this.entries.size > maxEntries) this.forget(this.entries.keys().next().value!);
    this.applyWaitingCarries(key);
    this.answerWatchers(key, version);
  }

  /** Answers the readers waiting for `key` at `version` or before (see `carriedTo`). */
  private answerWatchers(key: string, version: number): void {
    const watching = this.watchers.get(key);
    if (!watching) return;
    for (const watcher of watching) {
      if (watcher.version > version) continue;
      watching.delete(watcher);
      watcher.reached();
    }
    if (watching.size === 0) this.watchers.delete(key);
  }

  /**
   * The value for `key` under `version`, or what `load` reads now (the caller read `version`
   * before calling). Callers that miss under the same version share one load, so an entry that
   * just went stale under 50 waiting boards costs one query, not 50.
   */
  async getOrLoad(key: string, version: number, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.get(key, version);
    if (cached !== undefined) return cached;
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.version === version) return inFlight.promise;
    const promise = load().then((value) => {
      if (value !== null) this.set(key, value, version);
      return value;
    });
    this.loading.set(key, { version, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  /**
   * Replaces the entry kept under `from` by `advance` of it under `to` (a writer bringing the
   * value forward over its own committed change); anything else kept, newer or older, stays.
   */
  carryForward(key: string, from: number, to: number, advance: (value: V) => V): void {
    const entry = this.peek(key);
    if (!entry || entry.version >= to) return;
    if (entry.version === from) {
      this.set(key, advance(entry.value), to);
      return;
    }
    // Writers finish after their commits in any order: a carry past a gap waits for the one
    // before it (or for a load that fills the gap), instead of leaving the value behind for
    // good and every later carry with it (decision 0143).
    if (entry.version > from) return;
    const waiting = this.waitingCarries.get(key) ?? new Map<number, WaitingCarry<V>>();
    if (waiting.size >= MAX_WAITING_CARRIES) waiting.delete(waiting.keys().next().value!);
    waiting.set(from, { to, advance });
    this.waitingCarries.set(key, waiting);
  }

  /**
   * A writer of this process is committing a change that carries `key` forward: until the
   * returned function is called (once it carried, or gave up), a reader of a version the entry
   * has not reached waits for it (`carriedTo`) rather than loading.
   */
  expectCarry(key: string): () => void {
    let land!: () => void;
    const landed = new Promise<void>((resolve) => (land = resolve));
    const coming = this.comingCarries.get(key) ?? new Set<Promise<void>>();
    coming.add(landed);
    this.comingCarries.set(key, coming);
    return () => {
      coming.delete(landed);
      if (coming.size === 0 && this.comingCarries.get(key) === coming)
        this.comingCarries.delete(key);
      land();
    };
  }

  /**
   * The entry once it is at `version` or later, after the carries of this process's writers
   * committing now have landed: a writer learns its version only from its COMMIT's answer
   * (decision 0145), which may come a moment after a reader saw the version, and a load then
   * would queue behind the very commits that make it. Undefined when the entry is still behind
   * (another process's change, a carry that did not land): the caller loads.
   */
  carriedTo(key: string, version: number): Promise<{ value: V; version: number } | undefined> {
    const entry = this.peek(key);
    if (!entry || entry.version >= version) return Promise.resolve(entry);
    const coming = this.comingCarries.get(key);
    if (!coming) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      // Answered as soon as a carry brings the entry there, else once those writers are done.
      const watcher = { version, reached: () => resolve(this.peek(key)) };
      const watching = this.watchers.get(key) ?? new Set();
      watching.add(watcher);
      this.watchers.set(key, watching);
      void Promise.all([...coming]).then(() => {
        if (!watching.delete(watcher)) return;
        if (watching.size === 0 && this.watchers.get(key) === watching) this.watchers.delete(key);
        const now = this.peek(key);
        resolve(now && now.version >= version ? now : undefined);
      });
    });
  }

  /** Applies the carries that start where the entry now is, and drops those it passed. */
  private applyWaitingCarries(key: string): void {
    const waiting = this.waitingCarries.get(key);
    const entry = this.entries.get(key);
    if (!waiting || !entry) return;
    const next = waiting.get(entry.version);
    if (next) {
      waiting.delete(entry.version);
      // set() applies whatever follows this one in turn.
      this.set(key, next.advance(entry.value), next.to);
      return;
    }
    for (const [from, carry] of waiting)
      if (carry.to <= entry.version || from < entry.version) waiting.delete(from);
    if (waiting.size === 0) this.waitingCarries.delete(key);
  }

  /** Forgets `key` (a session that just ended in this process). */
  delete(key: string): void {
    this.forget(key);
  }

  private forget(key: string): void {
    this.entries.delete(key);
    this.waitingCarries.delete(key);
  }
}
