import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './use-live-updates';

class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail(closed: boolean) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.();
  }
  /** A message as the server frames it: `event:` is the type, `data:` its JSON. */
  emit(type: string, data = JSON.stringify({ type })) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = 2;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeEventSource.instances = [];
});

/** What a resync, or a reconnect after a gap, refetches: every query a live event names. */
const EVERY_LIVE_QUERY = [['vehicles'], ['activity-logs'], ['config'], ['/api/tenant/info']];

function setup() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates(), { wrapper });
  const source = () => FakeEventSource.instances.at(-1) as FakeEventSource;
  return { ...hook, invalidate, source };
}

describe('live updates over /api/events', () => {
  it('connects with credentials and reports live once open', () => {
    const { result, source } = setup();
    expect(source().url).toBe('/api/events');
    expect(source().init).toEqual({ withCredentials: true });
    expect(result.current).toBe('connecting');
    act(() => source().open());
    expect(result.current).toBe('live');
  });

  it.each([
    ['vehicle', [['vehicles']]],
    ['activity', [['activity-logs']]],
    ['config', [['config'], ['/api/tenant/info']]],
  ])('a %s event invalidates its queries', (event, keys) => {
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit(event));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(keys);
  });

  it("a 'resync' event (the server could not replay a gap) invalidates every live query", () => {
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit('resync'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(EVERY_LIVE_QUERY);
  });

  it('reads the id and action an event carries, and treats unreadable data as a resync', () => {
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit('vehicle', '{"type":"vehicle","id":"v1","action":"updated"}'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['vehicles']]);
    invalidate.mockClear();
    act(() => source().emit('vehicle', 'not json'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(EVERY_LIVE_QUERY);
  });

  it('shows reconnecting when the stream drops, retries when closed, and refetches after the gap', () => {
    vi.useFakeTimers();
    const { result, invalidate, source } = setup();
    act(() => source().open());
    act(() => source().fail(true));
    expect(result.current).toBe('connecting');
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => source().open());
    expect(result.current).toBe('live');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(EVERY_LIVE_QUERY);
  });

  it('reports offline when the browser goes offline', () => {
    const { result, source } = setup();
    act(() => source().open());
    act(() => window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe('offline');
  });
});
