import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_DEALERSHIP_CONFIG,
  exportCapabilityOn,
  isWholeConfig,
} from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { MountWhenOpened } from '@/components/ui/mount-when-opened';
import { useApiClient } from '@/lib/api-client';
import { sendAppCommand } from '@/lib/app-events';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { toast } from '@/lib/toast';
import { DEMO_LOADED_DESCRIPTION, DEMO_LOADED_TITLE } from '@domain/vehicle/messages';
import { useAddDemoVehicles } from '@/features/vehicles/api/add-demo-vehicles';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import type { SystemConfigSection } from '@/features/settings/components/system-config-dialog';
import { KeyboardShortcuts } from '@/features/shortcuts/components/keyboard-shortcuts';
import { AddVehicleAnywhere } from '@/features/vehicles/components/form/add-vehicle-dialog';
import { useStaffContext } from './use-staff-context';
import { PATHS } from '@/lib/paths';
import { useCanNow } from '@/lib/write-access';

// The dialogs are not needed for the board's first paint: each loads when it first opens.
const SystemConfigDialog = lazyWithPreload(() =>
  import('./staff-system-config').then((m) => m.StaffSystemConfig),
);
const DealershipConfigDialog = lazyWithPreload(() =>
  import('@/features/settings/components/dealership-config-dialog').then(
    (m) => m.DealershipConfigDialog,
  ),
);
const ActivityDialog = lazyWithPreload(() =>
  import('@/features/activity/components/activity-dialog').then((m) => m.ActivityDialog),
);
const OnboardingDialog = lazyWithPreload(() =>
  import('@/features/onboarding/components/onboarding-dialog').then((m) => m.OnboardingDialog),
);

/** Loads System Config ahead of a click (the Settings button is hovered or focused). */
export function preloadSystemConfig(): void {
  void SystemConfigDialog.preload();
}

/** Every app-wide dialog: settings, configuration, activity, onboarding and shortcuts. */
export function StaffDialogs({
  settingsOpen,
  settingsSection,
  onSettingsOpenChange,
  onboardingOpen,
  onOnboardingFinished,
}: {
  settingsOpen: boolean;
  settingsSection: SystemConfigSection;
  onSettingsOpenChange: (open: boolean) => void;
  onboardingOpen: boolean;
  onOnboardingFinished: () => void;
}) {
  const navigate = useNavigate();
  const { user, tenant, config: loadedConfig, dealershipName } = useStaffContext();
  const config = loadedConfig ?? DEFAULT_DEALERSHIP_CONFIG;
  const [configOpen, setConfigOpen] = useState(false);
  const [activityOpen, setActivityOpen] = useState(false);
  const addDemo = useAddDemoVehicles();
  // Whether the lot is already stocked decides what onboarding offers (the boards share the list).
  const vehicles = useQuery({ ...vehiclesQueryOptions(useApiClient()), enabled: onboardingOpen });
  const role = user?.role ?? null;
  const canNow = useCanNow();
  const canViewActivity = can(role, 'activity.view');
  // Dealership Configuration is for managers and above (spec 6, view settings); saving is admin.
  // It edits the whole configuration, which only they are sent (a user gets a user's view).
  const wholeConfig = isWholeConfig(config) ? config : null;
  const canViewSettings = can(role, 'settings.view') && wholeConfig !== null;

  // The dialogs System Config opens are loaded while it is open.
  useEffect(() => {
    if (!settingsOpen) return;
    void DealershipConfigDialog.preload();
    if (canViewActivity) void ActivityDialog.preload();
  }, [canViewActivity, settingsOpen]);

  return (
    <>
      <MountWhenOpened open={settingsOpen}>
        <SystemConfigDialog
          open={settingsOpen}
          initialSection={settingsSection}
          onOpenChange={onSettingsOpenChange}
          user={user}
          textEnlargement={config.features.textEnlargement}
          onOpenDealershipConfig={canViewSettings ? () => setConfigOpen(true) : undefined}
          onOpenActivityLog={() => setActivityOpen(true)}
          onOpenDashboards={() => navigate(PATHS.customDashboards)}
        />
      </MountWhenOpened>
      {wholeConfig && (
        <MountWhenOpened open={configOpen && canViewSettings}>
          <DealershipConfigDialog
            open={configOpen && canViewSettings}
            onOpenChange={setConfigOpen}
            config={wholeConfig}
            tenantName={tenant?.name ?? dealershipName}
            canSave={canNow(role, 'settings.manage')}
            canManageAlerts={canNow(role, 'alerts.manage')}
            onLaunchSetupWizard={() => sendAppCommand('open-onboarding')}
          />
        </MountWhenOpened>
      )}
      {canViewActivity && (
        <MountWhenOpened open={activityOpen}>
          <ActivityDialog
            open={activityOpen}
            onOpenChange={setActivityOpen}
            canExport={can(role, 'activity.export') && exportCapabilityOn(config)}
            workflows={config.workflows}
          />
        </MountWhenOpened>
      )}
      {user && (
        <MountWhenOpened open={onboardingOpen}>
          <OnboardingDialog
            key={onboardingOpen ? 'open' : 'closed'}
            open={onboardingOpen}
            username={user.username}
            canStock={canNow(role, 'vehicles.import')}
            stocked={(vehicles.data?.length ?? 0) > 0}
            canViewUsers={can(role, 'users.view')}
            onUseSampleData={async () => {
              await addDemo.mutateAsync();
              toast({ title: DEMO_LOADED_TITLE, description: DEMO_LOADED_DESCRIPTION });
            }}
            onFinished={(link) => {
              onOnboardingFinished();
              if (link === 'settings') sendAppCommand('open-settings');
              // Nothing follows the navigation, so nothing waits for it.
              else
                void navigate(
                  link === 'inventory'
                    ? PATHS.inventory
                    : link === 'users'
                      ? PATHS.users
                      : PATHS.board,
                );
            }}
          />
        </MountWhenOpened>
      )}
      {/* 'n' on a page without its own Add vehicle button (issue #16 item 10). */}
      <AddVehicleAnywhere />
      <KeyboardShortcuts
        canViewUsers={can(role, 'users.view')}
        canViewActivity={can(role, 'activity.view')}
        workflows={config.workflows}
      />
    </>
  );
}
