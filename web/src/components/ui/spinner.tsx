import { Loader2 } from 'lucide-react';
import { clsx } from 'clsx';

/** A spinner with a visible text, announced to screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={clsx('flex flex-col items-center justify-center gap-3', className)}
    >
      <Loader2
        className="h-8 w-8 animate-spin text-primary motion-reduce:animate-none"
        aria-hidden
      />
      {label ? (
        <span className="text-sm text-slate-600">{label}</span>
      ) : (
        <span className="sr-only">Loading</span>
      )}
    </div>
  );
}

/** The full-page 'Loading...' shown while the session loads (spec 2.4). */
export function PageLoading() {
  return <Spinner label="Loading..." className="min-h-screen" />;
}
