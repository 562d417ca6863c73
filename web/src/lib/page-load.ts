/**
 * When the page's load event fired, so a timer can count from it rather than from when a
 * lazily loaded screen happened to mount (spec 2.6: the popup appears 2 seconds after load;
 * timing from the mount made it 2.8–3.7 s). main.tsx imports this first, before any load.
 */
let loadedAt: number | null = null;

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') loadedAt = Date.now();
  window.addEventListener('load', () => (loadedAt = Date.now()));
}

/** What is left of `delayMs` counted from the load event, `sinceLoadMs` after it (never < 0). */
export function remainingAfterLoad(delayMs: number, sinceLoadMs: number): number {
  return Math.max(0, delayMs - Math.max(0, sinceLoadMs));
}

/** Calls `callback` `delayMs` after the load event (at once if that moment has passed). */
export function afterPageLoad(delayMs: number, callback: () => void): () => void {
  let timer: number | undefined;
  const start = () => {
    const since = loadedAt === null ? 0 : Date.now() - loadedAt;
    timer = window.setTimeout(callback, remainingAfterLoad(delayMs, since));
  };
  if (loadedAt !== null || document.readyState === 'complete') {
    loadedAt ??= Date.now();
    start();
    return () => window.clearTimeout(timer);
  }
  const onLoad = () => {
    loadedAt = Date.now();
    start();
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    window.clearTimeout(timer);
  };
}
