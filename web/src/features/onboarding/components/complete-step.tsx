import { Boxes, LayoutDashboard, Settings, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type QuickLink = 'dashboard' | 'inventory' | 'users' | 'settings';

const LINKS: { id: QuickLink; label: string; icon: LucideIcon }[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'inventory', label: 'Inventory', icon: Boxes },
  { id: 'users', label: 'User Management', icon: Users },
  { id: 'settings', label: 'Settings', icon: Settings },
];

export function CompleteStep({
  onQuickLink,
  canViewUsers,
}: {
  onQuickLink: (link: QuickLink) => void;
  /** User Management is for managers and above (spec 6): no link a person cannot follow. */
  canViewUsers: boolean;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">You are ready to go. Jump to:</p>
      <div className="grid grid-cols-2 gap-2">
        {LINKS.filter(({ id }) => id !== 'users' || canViewUsers).map(
          ({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              onClick={() => onQuickLink(id)}
              className="flex items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm font-medium hover:border-primary hover:bg-primary/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <Icon className="h-4 w-4 text-primary" aria-hidden />
              {label}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
