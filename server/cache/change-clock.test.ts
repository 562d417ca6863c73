import { describe, expect, it, vi } from 'vitest';
import { ChangeClock } from './change-clock';

describe('ChangeClock.onChange', () => {
  it('wakes only the listeners of the scope that changed, until they stop', () => {
    const changes = new ChangeClock();
    const mine = vi.fn();
    const other = vi.fn();
    const stop = changes.onChange('user:a', mine);
    changes.onChange('user:b', other);

    changes.changed('user:a');
    changes.changed('vehicles:x');
    changes.changedAll();
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
});
