import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToasts } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  vi.useRealTimers();
});

describe('toasts (spec 4.3, 9)', () => {
  it('shows one at a time: a new toast replaces the one on screen', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', description: 'Now' }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', description: 'Now', open: true });
  });

  it.each([
    [999_999, 1],
    [1_000_000, 0],
  ])('a dismissed toast is still held after %i ms: %i', (ms, held) => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => void (id = toast({ title: 'Saved' }).id));
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(ms);
    });
    expect(result.current).toHaveLength(held);
  });
});
