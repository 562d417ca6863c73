import { describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from './change-feed';

describe('ChangeFeed', () => {
  it('wakes only the listeners of the scope that changed, until they stop', () => {
    const changes = new ChangeFeed();
    const mine = vi.fn();
    const other = vi.fn();
    const stop = changes.onChange('user:a', mine);
    changes.onChange('user:b', other);

    changes.changed('user:a');
    changes.changed('vehicles:x');
    expect(mine).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();

    stop();
    stop(); // a second stop must not drop a later listener of the same scope
    const later = vi.fn();
    changes.onChange('user:a', later);
    stop();
    changes.changed('user:a');
    expect(mine).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('wakes every listener when notifications may have been lost', () => {
    const changes = new ChangeFeed();
    const a = vi.fn();
    const b = vi.fn();
    changes.onChange('user:a', a);
    changes.onChange('vehicles:x', b);
    changes.everythingChanged();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
  });
});
