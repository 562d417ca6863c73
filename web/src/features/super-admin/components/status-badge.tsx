import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/20',
  trial: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  'read-only': 'bg-red-50 text-red-800 ring-red-600/20',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** A dealership status as a word with a tint (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1 ring-inset',
        TONES[key] ?? 'bg-slate-100 text-slate-700 ring-slate-500/20',
      )}
    >
      {status}
    </span>
  );
}
