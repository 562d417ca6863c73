import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ConnectionIndicator, type ConnectionState } from './connection-indicator';
import { DealershipHoverCard } from './dealership-hover-card';
import { HeaderClock } from './header-clock';
import { HeaderNav } from './header-nav';
import { LogoMark } from './logo';
import { PATHS } from '@/lib/paths';

export interface HeaderBackButton {
  /** Where to go; without it the browser goes back one page. */
  to?: string;
  /** Custom text; defaults to 'Back'. Shown from the sm breakpoint, read out everywhere. */
  label?: string;
}

export interface AppHeaderProps {
  dealershipName: string;
  username?: string | null;
  tenantId?: string | null;
  canViewUsers: boolean;
  canViewBilling?: boolean;
  /** activity.view (manager+): the Activity button. */
  canViewActivity: boolean;
  /** reports.view (manager+): the Scoreboard button. */
  canViewReports?: boolean;
  /** The Make Ready workflow as configured (its name; gone when disabled). */
  makeReady?: { name: string; enabled: boolean };
  connection: ConnectionState;
  /** Reconnects live updates at once (offered once they have stopped). */
  onRetryConnection?: () => void;
  onOpenSettings: () => void;
  /** The Settings button is hovered or focused: a chance to load the dialog ahead of a click. */
  onSettingsIntent?: () => void;
  back?: HeaderBackButton | null;
  /** Header colours from the dealership theme; defaults to a white bar. */
  background?: string | null;
  textColor?: string | null;
  actions?: ReactNode;
}

/** The application header of spec 2.8. */
export function AppHeader({
  dealershipName,
  username,
  tenantId,
  canViewUsers,
  canViewBilling,
  canViewActivity,
  canViewReports,
  makeReady,
  connection,
  onRetryConnection,
  onOpenSettings,
  onSettingsIntent,
  back,
  background,
  textColor,
  actions,
}: AppHeaderProps) {
  const navigate = useNavigate();
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 text-slate-900 shadow-sm backdrop-blur"
      style={{
        ...(background ? { background } : {}),
        ...(textColor ? { color: textColor } : {}),
      }}
    >
      <div className="mx-auto flex h-16 max-w-[1920px] items-center gap-2 px-3 sm:gap-3 sm:px-5">
        {back && (
          <button
            type="button"
            onClick={() => (back.to ? navigate(back.to) : navigate(-1))}
            className="inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {/* A phone's header row is full (the clock, up to six icons): the arrow alone there. */}
            <span className="sr-only sm:not-sr-only">{back.label ?? 'Back'}</span>
          </button>
        )}
        <Link
          to={PATHS.board}
          aria-label="LotReady home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <LogoMark className="h-8 w-8 sm:h-9 sm:w-9" />
        </Link>
        {/* On a phone with a back button this can be squeezed to nothing: clipped, not overlapping the clock. */}
        <div className="flex min-w-0 flex-1 items-center gap-1.5 overflow-hidden sm:gap-3">
          <DealershipHoverCard
            dealershipName={dealershipName}
            username={username}
            tenantId={tenantId}
          />
          <ConnectionIndicator state={connection} onRetry={onRetryConnection} />
        </div>
        {actions}
        <HeaderClock />
        <HeaderNav
          canViewUsers={canViewUsers}
          canViewBilling={canViewBilling}
          canViewActivity={canViewActivity}
          canViewReports={canViewReports}
          makeReady={makeReady}
          onOpenSettings={onOpenSettings}
          onSettingsIntent={onSettingsIntent}
        />
      </div>
    </header>
  );
}
