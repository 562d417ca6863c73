import { Wifi, WifiOff, RefreshCw } from 'lucide-react';

export type ConnectionState = 'live' | 'connecting' | 'offline';

/** Shows whether live updates are flowing; quiet when live, visible when not. */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  if (state === 'live') {
    return (
      <span className="hidden items-center gap-1 text-xs opacity-70 md:inline-flex" role="status">
        <Wifi className="h-3.5 w-3.5" aria-hidden />
        Live
      </span>
    );
  }
  const offline = state === 'offline';
  return (
    <span
      role="status"
      className={
        offline
          ? 'inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800'
          : 'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
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
