import type { Clock } from '../lib/clock';
import type { ChangeClock } from './change-clock';

interface Entry<V> {
  value: V;
  scopes: readonly string[];
  /** The change tick the fill began at (ChangeClock). */
  filledAt: number;
  /** When it was stored (app clock), for the time limit. */
  storedAtMs: number;
}

export interface ReadCacheOptions<V> {
  changes: ChangeClock;
  clock: Clock;
  /** A backstop: even with no change heard, an entry is read again after this long. */
  ttlMs: number;
  /** The oldest entries go first beyond this many. */
  maxEntries: number;
  /** The change scopes (ChangeClock) whose changes make a value stale. */
  scopesOf: (value: V) => readonly string[];
}

/**
 * Values read from the database and kept in memory until a change of a scope they depend on
 * (ChangeClock) or the time limit makes them stale. Only what a load found is kept: a miss
 * (null) is asked again every time, so a new dealership or session works at once.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, { filledAt: number; promise: Promise<V | null> }>();

  constructor(private readonly options: ReadCacheOptions<V>) {}

  /** The value kept for `key`, if it is still current. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const { changes, clock, ttlMs } = this.options;
    const current =
      changes.isCurrent(entry.scopes, entry.filledAt) && clock() - entry.storedAtMs < ttlMs;
    if (current) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The current value for `key`, or what `load` reads now (kept unless a change raced it).
   * Callers that miss together share one load, so an entry that just went stale under 50
   * waiting boards costs one query, not 50 — but only while nothing has changed since that
   * load began; a caller after a change starts its own.
   */
  async getOrLoad(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const { changes } = this.options;
    const inFlight = this.loading.get(key);
    if (inFlight && inFlight.filledAt === changes.now()) return inFlight.promise;
    const filledAt = changes.now();
    const promise = this.fill(key, filledAt, load);
    this.loading.set(key, { filledAt, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  private async fill(
    key: string,
    filledAt: number,
    load: () => Promise<V | null>,
  ): Promise<V | null> {
    const { clock, maxEntries, scopesOf } = this.options;
    const value = await load();
    if (value === null) return null;
    const entry = { value, scopes: scopesOf(value), filledAt, storedAtMs: clock() };
    // A change during the load leaves the entry stale from the start; get() drops it.
    this.entries.delete(key); // re-inserted last, so Map order stays oldest-first
    this.entries.set(key, entry);
    if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets `key` (a session that just ended in this process). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
