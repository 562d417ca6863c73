import { describe, expect, it } from 'vitest';
import { ChangeClock } from './change-clock';
import { ReadCache } from './read-cache';

interface Value {
  scope: string;
  text: string;
}

function setUp(ttlMs = 1000, maxEntries = 10) {
  let now = 0;
  const changes = new ChangeClock();
  const cache = new ReadCache<Value>({
    changes,
    clock: () => now,
    ttlMs,
    maxEntries,
    scopesOf: (value) => [value.scope, 'all-of-A'],
  });
  return { changes, cache, advance: (ms: number) => (now += ms) };
}

const a = (text: string): Value => ({ scope: 'A', text });

describe('ReadCache', () => {
  it('keeps what a load found and serves it without loading again', async () => {
    const { cache } = setUp();
    let loads = 0;
    const load = async () => (loads++, a('one'));
    expect(await cache.getOrLoad('k', load)).toEqual(a('one'));
    expect(await cache.getOrLoad('k', load)).toEqual(a('one'));
    expect(loads).toBe(1);
  });

  it('never keeps a miss, so a new row is found at once', async () => {
    const { cache } = setUp();
    expect(await cache.getOrLoad('k', async () => null)).toBeNull();
    expect(await cache.getOrLoad('k', async () => a('new'))).toEqual(a('new'));
  });

  it.each([
    ['a change of its scope', (c: ChangeClock) => c.changed('A'), false],
    ['a change of another scope it depends on', (c: ChangeClock) => c.changed('all-of-A'), false],
    ['a change of everything', (c: ChangeClock) => c.changedAll(), false],
    ['a lost change feed', (c: ChangeClock) => c.suspended(), false],
    ['a change of an unrelated scope', (c: ChangeClock) => c.changed('B'), true],
  ])('after %s, keeps the entry: %s', async (_name, change, kept) => {
    const { cache, changes } = setUp();
    await cache.getOrLoad('k', async () => a('old'));
    change(changes);
    expect(cache.get('k') !== undefined).toBe(kept);
  });

  it('drops a fill that raced a change: the load read the rows before the commit', async () => {
    const { cache, changes } = setUp();
    const stale = await cache.getOrLoad('k', async () => {
      changes.changed('A'); // committed while the load was reading
      return a('before the change');
    });
    expect(stale).toEqual(a('before the change')); // this caller asked before the commit
    expect(await cache.getOrLoad('k', async () => a('after'))).toEqual(a('after'));
  });

  it('trusts nothing while the feed is down, and only fresh fills once it is back', async () => {
    const { cache, changes } = setUp();
    changes.suspended();
    await cache.getOrLoad('k', async () => a('while down'));
    expect(cache.get('k')).toBeUndefined();
    changes.resumed();
    await cache.getOrLoad('k', async () => a('back'));
    expect(cache.get('k')).toEqual(a('back'));
  });

  it('reads again after the time limit even when no change was heard', async () => {
    const { cache, advance } = setUp(1000);
    await cache.getOrLoad('k', async () => a('old'));
    advance(999);
    expect(cache.get('k')).toEqual(a('old'));
    advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache } = setUp(1000, 2);
    for (const key of ['x', 'y', 'z']) await cache.getOrLoad(key, async () => a(key));
    expect(['x', 'y', 'z'].map((key) => cache.get(key)?.text)).toEqual([undefined, 'y', 'z']);
  });

  it('shares one load among callers that miss together, unless a change came between', async () => {
    const { cache, changes } = setUp();
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = async () => {
      const number = ++loads;
      await gate;
      return a(`load ${number}`);
    };
    const first = cache.getOrLoad('k', load);
    const joined = cache.getOrLoad('k', load);
    changes.changed('B'); // anything may have changed: a later caller must not join
    const afterChange = cache.getOrLoad('k', load);
    release();
    expect((await Promise.all([first, joined, afterChange])).map((v) => v?.text)).toEqual([
      'load 1',
      'load 1',
      'load 2',
    ]);
    expect(loads).toBe(2);
  });
});
