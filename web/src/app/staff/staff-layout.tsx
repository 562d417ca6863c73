import { Suspense, useCallback, useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { DEFAULT_DEALERSHIP_CONFIG, type UserDealershipConfig } from '@domain/dealership-config';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@domain/permissions';
import { Spinner } from '@/components/ui/spinner';
import { useApiClient } from '@/lib/api-client';
import { useAppCommand } from '@/lib/app-events';
import { PATHS } from '@/lib/paths';
import { AlertBell } from '@/features/alerts/components/alert-bell';
import { BillingBanner } from '@/features/billing/components/billing-banner';
import { AppHeader, type HeaderBackButton } from '@/features/chrome/components/app-header';
import { BottomNav } from '@/features/chrome/components/bottom-nav';
import type { SystemConfigSection } from '@/features/settings/components/system-config-dialog';
import { TourButton } from '@/features/tours/components/tour-button';
import { TourProvider } from '@/features/tours/components/tour-provider';
import { tourForPath } from '@/features/tours/model/tour-definitions';
import { preloadSystemConfig, StaffDialogs } from './staff-dialogs';
import { preloadRouteFor } from './staff-screens';
import { useOnboardingGate } from './use-onboarding-gate';
import { useStaffEnvironment } from './use-staff-environment';

function backButtonFor(pathname: string): HeaderBackButton | null {
  if (pathname.startsWith(PATHS.inventoryManagement))
    return { to: PATHS.inventory, label: 'Inventory' };
  if (pathname === PATHS.feeds || pathname === PATHS.vendors)
    return { to: PATHS.inventoryManagement, label: 'Management' };
  if (
    pathname.startsWith(PATHS.customDashboards) ||
    pathname.startsWith(PATHS.users) ||
    pathname === PATHS.billing
  )
    return { label: 'Back' };
  return null;
}

/** Each workflow's tab as the dealership configures it (spec 3: displayName, enabled). */
function workflowTabs(config: UserDealershipConfig | null | undefined) {
  const { makeReady, service } = (config ?? DEFAULT_DEALERSHIP_CONFIG).workflows;
  return {
    makeReady: { name: makeReady.displayName, enabled: makeReady.enabled },
    service: { name: service.displayName, enabled: service.enabled },
  };
}

/** A link about to be followed (hovered or focused) starts loading its screen and data. */
function usePreloadLinkTarget() {
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useCallback(
    (event: SyntheticEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        preloadRouteFor(link.pathname, { queryClient, api });
      }
    },
    [queryClient, api],
  );
}

/**
 * The page opened first loads its data beside its screen's code, not after it: a board's
 * vehicles are on their way while its chunk still downloads.
 */
function usePrefetchLandingPage(pathname: string) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const [landing] = useState(pathname);
  useEffect(() => preloadRouteFor(landing, { queryClient, api }), [landing, queryClient, api]);
}

/** Header, page, bottom navigation and the app-wide dialogs (spec 2.8). */
export function StaffLayout() {
  const { user, tenant, config, dealershipName, live } = useStaffEnvironment();
  const { pathname } = useLocation();
  const workflows = useMemo(() => workflowTabs(config), [config]);
  const workflowNames = useMemo(
    () => ({ makeReady: workflows.makeReady.name, service: workflows.service.name }),
    [workflows],
  );
  const preloadLinkTarget = usePreloadLinkTarget();
  usePrefetchLandingPage(pathname);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsSection, setSettingsSection] = useState<SystemConfigSection>('general');
  const openSettings = useCallback((section: SystemConfigSection) => {
    setSettingsSection(section);
    setSettingsOpen(true);
  }, []);
  const onboarding = useOnboardingGate(user?.username ?? null);
  useAppCommand(
    'open-settings',
    useCallback(() => openSettings('general'), [openSettings]),
  );
  // Onboarding's import guide (spec 2.12) sends people to Inventory > Import/Export.
  useAppCommand(
    'open-import-export',
    useCallback(() => openSettings('import-export'), [openSettings]),
  );

  return (
    <TourProvider
      tourId={tourForPath(pathname, {
        makeReady: workflows.makeReady.enabled,
        service: workflows.service.enabled,
      })}
      workflowNames={workflowNames}
      autoStart={!onboarding.open && !settingsOpen}
    >
      <div
        className="min-h-screen bg-slate-50 text-slate-900"
        onPointerOver={preloadLinkTarget}
        onFocus={preloadLinkTarget}
      >
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        <AppHeader
          dealershipName={dealershipName}
          username={user?.username}
          tenantId={tenant?.id}
          canViewUsers={can(user?.role, 'users.view')}
          canViewActivity={can(user?.role, 'activity.view')}
          canViewReports={can(user?.role, 'reports.view')}
          canViewBilling={can(user?.role, 'billing.view')}
          makeReady={workflows.makeReady}
          connection={live.status}
          onRetryConnection={live.retry}
          onOpenSettings={() => openSettings('general')}
          onSettingsIntent={preloadSystemConfig}
          back={backButtonFor(pathname)}
          background={config?.theme.headerBackground}
          textColor={config?.theme.headerTextColor}
          actions={
            <>
              <AlertBell />
              <TourButton />
            </>
          }
        />
        <BillingBanner canManageBilling={can(user?.role, 'billing.manage')} />
        <main id="main" className="mx-auto max-w-[1920px] px-3 pb-28 pt-5 sm:px-5">
          <Suspense fallback={<Spinner label="Loading..." className="py-16" />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav workflows={workflows} />
        <StaffDialogs
          settingsOpen={settingsOpen}
          settingsSection={settingsSection}
          onSettingsOpenChange={setSettingsOpen}
          onboardingOpen={onboarding.open}
          onOnboardingFinished={onboarding.finish}
        />
      </div>
    </TourProvider>
  );
}
