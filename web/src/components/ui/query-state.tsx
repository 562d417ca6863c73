import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageFromError } from '@/lib/error-message';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  /** What is being read, as the texts say it: "vehicles", "the scoreboard". */
  what: string;
  /** A "Try again" button; without it the message asks for a refresh. */
  onRetry?: () => void;
  /** The spinner's own spacing (its space on the page while it loads). */
  spinnerClassName?: string;
  /** The content once read; left out where the caller's own ternary goes on to it. */
  children?: ReactNode;
}

/**
 * A screen's read, one way everywhere (issue #28 item 2): "Loading {what}..." while it comes,
 * "Could not load {what}." with the reason (and Try again when offered) if it failed, else the
 * content.
 */
export function QueryState({
  isPending,
  error,
  what,
  onRetry,
  spinnerClassName = 'py-16',
  children,
}: QueryStateProps) {
  if (isPending) return <Spinner label={`Loading ${what}...`} className={spinnerClassName} />;
  if (error) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
      >
        <p>
          Could not load {what}.{' '}
          {messageFromError(error, onRetry ? 'Please try again.' : 'Please refresh to try again.')}
        </p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}
