import { Wifi, WifiOff, RefreshCw } from 'lucide-react';

export type ConnectionState = 'live' | 'connecting' | 'offline' | 'stopped';

const pill =
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * Shows whether live updates are flowing: a quiet Live badge (its icon alone on phones), Reconnecting… for a
 * bounded time, then Not live with Retry (issue #16 item 5), never "Reconnecting…" forever.
 */
export function ConnectionIndicator({
  state,
  onRetry,
}: {
  state: ConnectionState;
  onRetry?: () => void;
}) {
  if (state === 'live') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-xs opacity-70" role="status">
        <Wifi className="h-3.5 w-3.5" aria-hidden />
        {/* On a phone the icon alone, so the dealership's name keeps the room. */}
        <span className="sr-only sm:not-sr-only">Live</span>
      </span>
    );
  }
  if (state === 'stopped') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1">
        <span role="status" className={`${pill} bg-red-100 text-red-800`}>
          <WifiOff className="h-3.5 w-3.5" aria-hidden />
          Not live
        </span>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full border border-current px-2 py-0.5 text-xs font-semibold hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Retry
          </button>
        )}
      </span>
    );
  }
  const offline = state === 'offline';
  return (
    <span
      role="status"
      className={
        offline ? `${pill} bg-red-100 text-red-800` : `${pill} bg-amber-100 text-amber-900`
      }
    >
      {offline ? (
        <WifiOff className="h-3.5 w-3.5" aria-hidden />
      ) : (
        <RefreshCw className="h-3.5 w-3.5 motion-safe:animate-spin" aria-hidden />
      )}
      {offline ? 'Offline' : 'Reconnecting…'}
    </span>
  );
}
