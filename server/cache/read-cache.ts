import type { Clock } from '../lib/clock';

interface Entry<V> {
  value: V;
  /** The scope version (cache/versions.ts) read before the value was. */
  version: number;
  /** When it was stored (app clock), for the time limit. */
  storedAtMs: number;
}

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
    this.entries.delete(key);
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
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value!);
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
    if (entry?.version === from) this.set(key, advance(entry.value), to);
  }

  /** Forgets `key` (a session that just ended in this process). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
