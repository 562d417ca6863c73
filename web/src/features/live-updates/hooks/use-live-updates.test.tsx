import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import { buildVehicle } from '@domain/vehicle/vehicle-fixtures';
import { withListPage } from '@/lib/vehicle-list-cache';
import { LIVE_GIVE_UP_MS, useLiveUpdates } from './use-live-updates';

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
  emit(type: string, data = JSON.stringify({ type }), lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
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

function vehicle(id: string, createdAt: number): Vehicle {
  return buildVehicle({ id, createdAt });
}
const older = vehicle('00000000-0000-7000-8000-000000000001', 1_000);
const newer = vehicle('00000000-0000-7000-8000-000000000002', 2_000);
const change = (seq: number, body: Record<string, unknown>) =>
  JSON.stringify({ type: 'vehicle-change', seq, ...body });

/** What a resync, or a reconnect after a gap, refetches: every query a live event names. */
const EVERY_LIVE_QUERY = [
  ['vehicles'],
  ['activity-logs'],
  ['config'],
  ['/api/tenant/info'],
  ['alerts', 'unread'],
  ['alerts', 'mine'],
  ['alerts', 'on-it'],
];

function setup(onClosed?: () => void) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['vehicles', {}], [newer, older]);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveUpdates(true, { onClosed }), { wrapper });
  const source = () => FakeEventSource.instances.at(-1) as FakeEventSource;
  const list = () => queryClient.getQueryData<Vehicle[]>(['vehicles', {}]);
  return { ...hook, invalidate, source, list };
}

describe('live updates over /api/events', () => {
  it('connects with credentials and reports live once open', () => {
    const { result, source } = setup();
    expect(source().url).toBe('/api/events');
    expect(source().init).toEqual({ withCredentials: true });
    expect(result.current.status).toBe('connecting');
    act(() => source().open());
    expect(result.current.status).toBe('live');
  });

  it('puts a changed vehicle into the cached lists, in order, without refetching', () => {
    const { invalidate, source, list } = setup();
    act(() => source().open());
    const added = vehicle('00000000-0000-7000-8000-000000000003', 1_500);
    act(() => source().emit('vehicle-change', change(7, { vehicle: added }), '7'));
    expect(list()).toEqual([newer, added, older]);
    const edited = { ...older, color: 'Blue', version: 2 };
    act(() => source().emit('vehicle-change', change(8, { vehicle: edited }), '8'));
    expect(list()).toEqual([newer, added, edited]);
    // An older copy (a change that raced this screen's own answer) does not win.
    act(() => source().emit('vehicle-change', change(9, { vehicle: older }), '9'));
    expect(list()).toEqual([newer, added, edited]);
    act(() => source().emit('vehicle-change', change(10, { removed: newer.id }), '10'));
    expect(list()).toEqual([added, edited]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('starts from the number the lists already read were read at, and resumes from there', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const queryClient = new QueryClient();
    // A board's first page, asked for at the app's entry, landed before the stream opened.
    withListPage(queryClient, { type: 'make-ready' }, [], { items: [], seq: 30 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveUpdates(true), { wrapper });
    const source = FakeEventSource.instances.at(-1)!;
    expect(source.url).toBe('/api/events?lastEventId=30');
  });

  it('reads the vehicle lists again when a stream opened from now is past what they were read at', () => {
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit('position', JSON.stringify({ type: 'position', seq: 0 }), '0'));
    expect(invalidate).not.toHaveBeenCalled(); // nothing read at a number: nothing behind
    act(() => source().emit('vehicle-change', change(1, { removed: older.id }), '1'));
    // A later stream (after this one stopped) that starts past the last change heard.
    act(() => source().emit('position', JSON.stringify({ type: 'position', seq: 3 }), '3'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['vehicles']]);
  });

  it('resumes from its last sequence number when it has to reconnect itself', () => {
    vi.useFakeTimers();
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit('vehicle-change', change(41, { removed: older.id }), '41'));
    act(() => source().fail(true));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(source().url).toBe('/api/events?lastEventId=41');
    act(() => source().open());
    // Vehicles come from the stream; only activity and config are refetched.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      EVERY_LIVE_QUERY.slice(1),
    );
  });

  it.each([
    ['config', [['config'], ['/api/tenant/info']]],
    // The server sends 'alerts' to its addressee's streams only: that person's bell and list.
    [
      'alerts',
      [
        ['alerts', 'unread'],
        ['alerts', 'mine'],
      ],
    ],
    ['on-it', [['alerts', 'on-it']]],
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

  it('treats unreadable data as a resync', () => {
    const { invalidate, source } = setup();
    act(() => source().open());
    act(() => source().emit('vehicle-change', 'not json'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(EVERY_LIVE_QUERY);
  });

  it('shows reconnecting when the stream drops, retries when closed, and refetches after the gap', () => {
    vi.useFakeTimers();
    const { result, invalidate, source } = setup();
    act(() => source().open());
    act(() => source().fail(true));
    expect(result.current.status).toBe('connecting');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => source().open());
    expect(result.current.status).toBe('live');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(EVERY_LIVE_QUERY);
  });

  it('reports offline when the browser goes offline', () => {
    const { result, source } = setup();
    act(() => source().open());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current.status).toBe('offline');
  });

  it('asks for a session check when the server closes the stream', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn<() => void>();
    const { source } = setup(onClosed);
    act(() => source().fail(false));
    expect(onClosed).not.toHaveBeenCalled();
    act(() => source().fail(true));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stops saying reconnecting after LIVE_GIVE_UP_MS, keeps trying, and Retry starts over', () => {
    vi.useFakeTimers();
    const { result, source } = setup();
    act(() => source().fail(true));
    expect(result.current.status).toBe('connecting');
    act(() => {
      vi.advanceTimersByTime(LIVE_GIVE_UP_MS);
    });
    act(() => source().fail(true));
    expect(result.current.status).toBe('stopped');
    const before = FakeEventSource.instances.length;
    act(() => result.current.retry());
    expect(result.current.status).toBe('connecting');
    expect(FakeEventSource.instances.length).toBe(before + 1);
    act(() => source().open());
    expect(result.current.status).toBe('live');
  });
});
