import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function WidgetCard({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={cn('rounded-2xl border border-white/10 bg-white/5 p-5', className)}
    >
      <h2 className="mb-4 text-sm font-bold uppercase tracking-widest text-white/70">{title}</h2>
      {children}
    </section>
  );
}
