import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageFromError } from '@/lib/error-message';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  what: string;
  children: ReactNode;
}

/** Loading, error (with retry) or the content of a super-admin list. */
export function QueryState({ isPending, error, onRetry, what, children }: QueryStateProps) {
  if (isPending) return <Spinner label={`Loading ${what}...`} className="py-16" />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <AlertTriangle className="h-8 w-8 text-amber-500" aria-hidden />
        <p className="font-medium text-slate-900">Could not load {what}</p>
        <p className="max-w-md text-sm text-slate-600">
          {messageFromError(error, 'Please try again.')}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
