import { Database, FileSpreadsheet, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { cn } from '@/lib/cn';
import type { OnboardingPath } from '@/features/onboarding/model/onboarding-steps';

const PATHS: {
  path: OnboardingPath;
  title: string;
  text: string;
  icon: LucideIcon;
  recommended?: boolean;
}[] = [
  {
    path: 'import',
    title: 'Import Vehicles',
    text: 'Bring in your current inventory from a spreadsheet (CSV).',
    icon: FileSpreadsheet,
    recommended: true,
  },
  {
    path: 'fresh',
    title: 'Start Fresh',
    text: 'Begin with an empty lot and add vehicles as they arrive.',
    icon: Sparkles,
  },
  {
    path: 'sample',
    title: 'Use Sample Data',
    text: `Load ${DEMO_VEHICLE_COUNT} demo vehicles to explore every board.`,
    icon: Database,
  },
];

export function ChoosePathStep({
  value,
  onChange,
}: {
  value: OnboardingPath | null;
  onChange: (path: OnboardingPath) => void;
}) {
  return (
    <div role="radiogroup" aria-label="How do you want to start?" className="grid gap-3">
      {PATHS.map(({ path, title, text, icon: Icon, recommended }) => (
        <button
          key={path}
          type="button"
          role="radio"
          aria-checked={value === path}
          onClick={() => onChange(path)}
          className={cn(
            'flex items-start gap-3 rounded-lg border-2 p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
            value === path
              ? 'border-primary bg-primary/5'
              : 'border-slate-200 hover:border-slate-300',
          )}
        >
          <Icon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
          <span className="grid gap-0.5">
            <span className="flex items-center gap-2 text-sm font-semibold">
              {title}
              {recommended && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  Recommended
                </span>
              )}
            </span>
            <span className="text-sm text-slate-600">{text}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
