import { Link, useLocation } from 'react-router';
import { Activity, Car, CreditCard, Gauge, Settings, Users, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { cn } from '@/lib/cn';
import { PATHS } from '@/lib/paths';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  tour: string;
  /** Hidden on phones, where the bottom navigation already offers it. */
  wideOnly?: boolean;
}

const ITEMS: NavItem[] = [
  { to: PATHS.inventory, label: 'Inventory', icon: Car, tour: 'nav-inventory' },
  {
    to: PATHS.makeReady,
    label: 'Make Ready',
    icon: Wrench,
    tour: 'nav-make-ready',
    wideOnly: true,
  },
];
const ACTIVITY: NavItem = {
  to: PATHS.activity,
  label: 'Activity',
  icon: Activity,
  tour: 'nav-activity',
};
/** On phones the Activity page links to it, keeping the narrow header to its icons. */
const SCOREBOARD: NavItem = {
  to: PATHS.scoreboard,
  label: 'Scoreboard',
  icon: Gauge,
  tour: 'nav-scoreboard',
  wideOnly: true,
};
const USERS: NavItem = { to: PATHS.users, label: 'Users', icon: Users, tour: 'nav-users' };
const BILLING: NavItem = {
  to: PATHS.billing,
  label: 'Billing',
  icon: CreditCard,
  tour: 'nav-billing',
};

const buttonClass =
  'inline-flex h-10 w-9 items-center justify-center rounded-md transition-colors hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary sm:w-10';

/**
 * The header's icon buttons (spec 2.8); Activity, Scoreboard and Users only for those with
 * the right (activity.view, reports.view and users.view are manager+, spec 6); Billing for
 * admins (billing.view).
 */
export function HeaderNav({
  canViewUsers,
  canViewActivity,
  canViewReports = false,
  canViewBilling = false,
  makeReady = { name: 'Make Ready', enabled: true },
  onOpenSettings,
  onSettingsIntent,
}: {
  canViewUsers: boolean;
  canViewActivity: boolean;
  canViewReports?: boolean;
  canViewBilling?: boolean;
  /** The Make Ready workflow as configured: its name in the tooltip, gone when disabled. */
  makeReady?: { name: string; enabled: boolean };
  onOpenSettings: () => void;
  onSettingsIntent?: () => void;
}) {
  const { pathname } = useLocation();
  const isActive = (to: string) =>
    pathname === to ||
    (to === PATHS.makeReady && pathname === PATHS.board) ||
    pathname.startsWith(`${to}/`);
  const items = [
    ...ITEMS.flatMap((item) =>
      item.to !== PATHS.makeReady
        ? [item]
        : makeReady.enabled
          ? [{ ...item, label: makeReady.name }]
          : [],
    ),
    ...(canViewActivity ? [ACTIVITY] : []),
    ...(canViewReports ? [SCOREBOARD] : []),
    ...(canViewUsers ? [USERS] : []),
    ...(canViewBilling ? [BILLING] : []),
  ];
  return (
    <nav aria-label="Main" className="flex items-center gap-0.5">
      {items.map(({ to, label, icon: Icon, tour, wideOnly }) => (
        <IconTooltip key={to} label={label}>
          <Link
            to={to}
            aria-label={label}
            aria-current={isActive(to) ? 'page' : undefined}
            data-tour={tour}
            className={cn(
              buttonClass,
              isActive(to) && 'bg-black/10 text-primary',
              wideOnly && 'hidden sm:inline-flex',
            )}
          >
            <Icon className="h-5 w-5" aria-hidden />
          </Link>
        </IconTooltip>
      ))}
      <IconTooltip label="Settings">
        <button
          type="button"
          aria-label="Settings"
          data-tour="nav-settings"
          onClick={onOpenSettings}
          onPointerEnter={onSettingsIntent}
          onFocus={onSettingsIntent}
          className={buttonClass}
        >
          <Settings className="h-5 w-5" aria-hidden />
        </button>
      </IconTooltip>
    </nav>
  );
}
