import { cn } from '@/lib/cn';

/** The LotReady mark: a car on a rounded square in the brand colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('h-9 w-9 shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path d="M7 20l3-7h12l3 7v4h-2.5a2.5 2.5 0 0 1-5 0h-3a2.5 2.5 0 0 1-5 0H7z" fill="#fff" />
    </svg>
  );
}
