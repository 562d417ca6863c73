import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { MINUTE_MS } from '@domain/time';

/**
 * The app's clock. Every time-derived view (tile status, age text, header clock, activity
 * times) reads `now()` from here, so tests can control time:
 *
 * - Component tests: wrap in `<ClockProvider clock={fakeClock}>`, or use vi.useFakeTimers
 *   (the default clock reads Date.now()).
 * - End-to-end tests: set `window.__LOTREADY_CLOCK__ = { offsetMs }` before the app loads
 *   (page.addInitScript), or call `window.__LOTREADY_CLOCK__.advance(ms)` /
 *   `.set(offsetMs)` at any time. Every tile reschedules its timer and re-derives its status
 *   at once; nothing reloads.
 */
export interface Clock {
  now(): number;
  /** Called when time jumps (offset changed), so timers are rescheduled. */
  subscribe(listener: () => void): () => void;
}

export interface BrowserClockHandle {
  offsetMs: number;
  advance?: (ms: number) => void;
  set?: (offsetMs: number) => void;
}

declare global {
  interface Window {
    __LOTREADY_CLOCK__?: BrowserClockHandle;
  }
}

function createBrowserClock(): Clock {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const handle = (): BrowserClockHandle | undefined =>
    typeof window === 'undefined' ? undefined : window.__LOTREADY_CLOCK__;

  if (typeof window !== 'undefined') {
    const existing = window.__LOTREADY_CLOCK__ ?? { offsetMs: 0 };
    existing.offsetMs = Number.isFinite(existing.offsetMs) ? existing.offsetMs : 0;
    existing.advance = (ms: number) => {
      existing.offsetMs += ms;
      notify();
    };
    existing.set = (offsetMs: number) => {
      existing.offsetMs = offsetMs;
      notify();
    };
    window.__LOTREADY_CLOCK__ = existing;
    window.addEventListener('lotready:clock-change', notify);
  }

  return {
    now: () => Date.now() + (handle()?.offsetMs ?? 0),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const browserClock: Clock = createBrowserClock();

/** A clock for tests: fixed until `set` or `advance` moves it. */
export function createManualClock(start: number) {
  let current = start;
  const listeners = new Set<() => void>();
  return {
    now: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value: number) {
      current = value;
      listeners.forEach((listener) => listener());
    },
    advance(ms: number) {
      this.set(current + ms);
    },
  };
}

const ClockContext = createContext<Clock>(browserClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** How often each clock has jumped; one shared counter per clock (cheap for 500 tiles). */
const epochs = new WeakMap<
  Clock,
  { value: number; subscribe: (listener: () => void) => () => void }
>();

function epochStore(clock: Clock) {
  let store = epochs.get(clock);
  if (!store) {
    const listeners = new Set<() => void>();
    const created = {
      value: 0,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    clock.subscribe(() => {
      created.value += 1;
      listeners.forEach((listener) => listener());
    });
    epochs.set(clock, created);
    store = created;
  }
  return store;
}

/** A counter that bumps whenever the clock jumps; use it as an effect dependency. */
export function useClockEpoch(): number {
  const store = epochStore(useClock());
  return useSyncExternalStore(
    store.subscribe,
    () => store.value,
    () => store.value,
  );
}

/**
 * Re-renders the caller when `at` (a clock time) is reached, and returns the current time.
 * One timer per caller; `at` null means "never".
 */
export function useNowUntil(at: number | null): number {
  const clock = useClock();
  const epoch = useClockEpoch();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const delay = Math.max(0, at - clock.now());
    // Browsers clamp delays above 2^31-1 ms to 1 ms; far-away changes re-check later instead.
    const timer = setTimeout(() => setTick((value) => value + 1), Math.min(delay, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at, clock, epoch]);
  return clock.now();
}

/** Re-renders the caller every `intervalMs` (aligned to the interval), returning now. */
export function useNowEvery(intervalMs: number = MINUTE_MS): number {
  const clock = useClock();
  const now = clock.now();
  const next = Math.floor(now / intervalMs) * intervalMs + intervalMs;
  return useNowUntil(next);
}

/** A shared minute tick: one interval for the whole page, subscribers re-render each minute. */
const minuteListeners = new Set<() => void>();
let minuteTimer: ReturnType<typeof setInterval> | undefined;
let minuteCount = 0;

function subscribeMinute(listener: () => void) {
  minuteListeners.add(listener);
  if (!minuteTimer) {
    minuteTimer = setInterval(() => {
      minuteCount += 1;
      minuteListeners.forEach((l) => l());
    }, MINUTE_MS);
  }
  return () => {
    minuteListeners.delete(listener);
    if (minuteListeners.size === 0 && minuteTimer) {
      clearInterval(minuteTimer);
      minuteTimer = undefined;
    }
  };
}

/** Leaf components (age text) re-render once a minute and on clock jumps; returns now. */
export function useMinuteNow(): number {
  const clock = useClock();
  useSyncExternalStore(
    subscribeMinute,
    () => minuteCount,
    () => minuteCount,
  );
  useClockEpoch();
  return clock.now();
}
