import { clsx as cn } from 'clsx';

/** The LotReady mark: a car on a red rounded square (same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('h-8 w-8 shrink-0', className)} aria-hidden>
      <rect width="32" height="32" rx="7" fill="#dc2626" />
      <path d="M7 20l3-7h12l3 7v4h-2.5a2.5 2.5 0 0 1-5 0h-3a2.5 2.5 0 0 1-5 0H7z" fill="#fff" />
    </svg>
  );
}

/** The mark with the product name beside it. */
export function BrandLogo({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        Lot<span className={inverted ? 'text-red-400' : 'text-red-600'}>Ready</span>
      </span>
    </span>
  );
}
