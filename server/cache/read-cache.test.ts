import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

function setUp(ttlMs = 1000, maxEntries = 10) {
  let now = 0;
  const cache = new ReadCache<string>({ clock: () => now, ttlMs, maxEntries });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('keeps what a load found and serves it under the same version without loading again', async () => {
    const { cache } = setUp();
    let loads = 0;
    const load = async () => (loads++, 'one');
    expect(await cache.getOrLoad('k', 7, load)).toBe('one');
    expect(await cache.getOrLoad('k', 7, load)).toBe('one');
    expect(loads).toBe(1);
  });

  it.each([
    ['the version the writer changed from', 3, 'v3+change', 4],
    ['another version (a change it did not see)', 2, 'v3', 3],
  ])('carries an entry forward only from %s', (_what, from, value, version) => {
    const { cache } = setUp();
    cache.set('k', 'v3', 3);
    cache.carryForward('k', from, from + 1, (old) => `${old}+change`);
    expect(cache.peek('k')).toMatchObject({ value, version });
  });

  it('applies a carry that lands before the one it follows once the gap is filled', () => {
    const { cache } = setUp();
    cache.set('k', 'v3', 3);
    // Two writers committed 4 and 5; the second carries first.
    cache.carryForward('k', 4, 5, (old) => `${old}+5`);
    expect(cache.peek('k')).toMatchObject({ value: 'v3', version: 3 });
    cache.carryForward('k', 3, 4, (old) => `${old}+4`);
    expect(cache.peek('k')).toMatchObject({ value: 'v3+4+5', version: 5 });
    // A load that fills a gap lets the carry after it land too.
    cache.carryForward('k', 6, 7, (old) => `${old}+7`);
    cache.set('k', 'loaded6', 6);
    expect(cache.peek('k')).toMatchObject({ value: 'loaded6+7', version: 7 });
  });

  it('lets a reader wait for the carries of writers still committing, and load otherwise', async () => {
    const { cache } = setUp();
    cache.set('k', 'v3', 3);
    // No writer of this process is committing: the reader loads.
    expect(await cache.carriedTo('k', 4)).toBeUndefined();

    // Two writers commit 4 and 5; the reader saw 5 before either learned its number.
    const landed4 = cache.expectCarry('k');
    const landed5 = cache.expectCarry('k');
    let answered = false;
    const reader = cache.carriedTo('k', 5).finally(() => (answered = true));
    cache.carryForward('k', 4, 5, (old) => `${old}+5`);
    landed5();
    await Promise.resolve();
    expect(answered).toBe(false);
    // The carry of 4 lets 5 land too: the reader has its version before the writer of 4 is done.
    cache.carryForward('k', 3, 4, (old) => `${old}+4`);
    expect(await reader).toMatchObject({ value: 'v3+4+5', version: 5 });
    landed4();

    // A writer that gave up (rolled back), or a version from another process: the reader loads.
    const gaveUp = cache.expectCarry('k');
    const waiting = cache.carriedTo('k', 6);
    gaveUp();
    expect(await waiting).toBeUndefined();
  });

  it('keeps a later version over a load that finishes after it', async () => {
    const { cache } = setUp();
    cache.set('k', 'carried', 5);
    expect(await cache.getOrLoad('k', 4, async () => 'late load')).toBe('late load');
    expect(cache.peek('k')).toMatchObject({ value: 'carried', version: 5 });
  });

  it('never keeps a miss, so a new row is found at once', async () => {
    const { cache } = setUp();
    expect(await cache.getOrLoad('k', 1, async () => null)).toBeNull();
    expect(await cache.getOrLoad('k', 1, async () => 'new')).toBe('new');
  });

  it('serves nothing to a request that read another version, and reloads under it', async () => {
    const { cache } = setUp();
    await cache.getOrLoad('k', 1, async () => 'old');
    expect(cache.get('k', 2)).toBeUndefined();
    expect(await cache.getOrLoad('k', 2, async () => 'new')).toBe('new');
    expect(cache.get('k', 2)).toBe('new');
    expect(cache.peek('k')).toMatchObject({ value: 'new', version: 2 });
  });

  it('reads again after the time limit even when the version still holds', async () => {
    const { cache, advance } = setUp(1000);
    await cache.getOrLoad('k', 1, async () => 'old');
    advance(999);
    expect(cache.get('k', 1)).toBe('old');
    advance(1);
    expect(cache.get('k', 1)).toBeUndefined();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache } = setUp(1000, 2);
    for (const key of ['x', 'y', 'z']) await cache.getOrLoad(key, 1, async () => key);
    expect(['x', 'y', 'z'].map((key) => cache.get(key, 1))).toEqual([undefined, 'y', 'z']);
  });

  it('shares one load among callers that miss under one version, not across versions', async () => {
    const { cache } = setUp();
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      const number = ++loads;
      await gate;
      return `load ${number}`;
    };
    const first = cache.getOrLoad('k', 1, load);
    const joined = cache.getOrLoad('k', 1, load);
    const newer = cache.getOrLoad('k', 2, load);
    release();
    expect(await Promise.all([first, joined, newer])).toEqual(['load 1', 'load 1', 'load 2']);
    expect(loads).toBe(2);
  });
});
