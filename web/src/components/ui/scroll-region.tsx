import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways (a wide table on a phone). A keyboard reaches it (tabIndex 0, a
 * named region, so arrow keys scroll it) and a visible hint says there is more to the side
 * below the `sm` width, where the tables this wraps no longer fit.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <p className="mb-2 text-sm text-slate-600 sm:hidden">
        Scroll sideways to see the whole table →
      </p>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className={cn(
          'relative overflow-x-auto rounded-2xl border border-slate-200 shadow-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
        )}
      >
        {children}
      </div>
    </div>
  );
}
