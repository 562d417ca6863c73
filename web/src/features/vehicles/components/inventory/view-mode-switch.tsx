import { Columns3, LayoutGrid, PanelLeft, Table2 } from 'lucide-react';
import type { InventoryViewMode } from '@domain/dealership-config';
import { cn } from '@/lib/cn';

const MODES: { mode: InventoryViewMode; label: string; icon: typeof Table2 }[] = [
  { mode: 'master-detail', label: 'List and details', icon: PanelLeft },
  { mode: 'grid', label: 'Grid', icon: LayoutGrid },
  { mode: 'table', label: 'Table', icon: Table2 },
  { mode: 'board', label: 'Board', icon: Columns3 },
];

export function ViewModeSwitch({
  value,
  onChange,
}: {
  value: InventoryViewMode;
  onChange: (mode: InventoryViewMode) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="View"
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {MODES.map(({ mode, label, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          role="radio"
          aria-checked={value === mode}
          aria-label={label}
          title={label}
          onClick={() => onChange(mode)}
          className={cn(
            'inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
            value === mode ? 'bg-primary text-white' : 'hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
