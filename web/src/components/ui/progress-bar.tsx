import { Progress } from 'radix-ui';
import { cn } from '@/lib/cn';

/** A determinate progress bar, 0–100. */
export function ProgressBar({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Progress.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <Progress.Indicator
        className="h-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${clamped}%` }}
      />
    </Progress.Root>
  );
}
