import { describe, expect, it } from 'vitest';
import { orderedUuid } from './ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('orderedUuid', () => {
  it('makes UUIDv7s that sort in the order they were made, within one millisecond too', () => {
    const ms = 1_900_000_000_000;
    const ids = Array.from({ length: 5000 }, () => orderedUuid(ms));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the order when the wall clock steps back', () => {
    const first = orderedUuid(1_950_000_000_000);
    const second = orderedUuid(1_949_999_999_000);
    expect([second, first].sort()).toEqual([first, second]);
  });

  it('carries the time in its first 48 bits', () => {
    const id = orderedUuid(2_000_000_000_000);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(
      2_000_000_000_000,
    );
  });
});
