import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { sendAppCommand } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { ActivityDialog } from '@/features/activity/components/activity-dialog';
import { OnboardingDialog } from '@/features/onboarding/components/onboarding-dialog';
import { useAddDemoVehicles } from '@/features/settings/api/add-demo-vehicles';
import { DealershipConfigDialog } from '@/features/settings/components/dealership-config-dialog';
import { SystemConfigDialog } from '@/features/settings/components/system-config-dialog';
import { DEMO_LOADED_DESCRIPTION, DEMO_LOADED_TITLE } from '@/features/settings/model/messages';
import { KeyboardShortcuts } from '@/features/shortcuts/components/keyboard-shortcuts';
import { useStaffContext } from './use-staff-context';

/** Every app-wide dialog: settings, configuration, activity, onboarding and shortcuts. */
export function StaffDialogs({
  settingsOpen,
  onSettingsOpenChange,
  onboardingOpen,
  onOnboardingFinished,
}: {
  settingsOpen: boolean;
  onSettingsOpenChange: (open: boolean) => void;
  onboardingOpen: boolean;
  onOnboardingFinished: () => void;
}) {
  const navigate = useNavigate();
  const { user, tenant, config, dealershipName } = useStaffContext();
  const [configOpen, setConfigOpen] = useState(false);
  const [activityOpen, setActivityOpen] = useState(false);
  const addDemo = useAddDemoVehicles();
  const role = user?.role ?? null;

  return (
    <>
      <SystemConfigDialog
        open={settingsOpen}
        onOpenChange={onSettingsOpenChange}
        user={user}
        textEnlargement={(config ?? DEFAULT_DEALERSHIP_CONFIG).features.textEnlargement}
        onOpenDealershipConfig={() => setConfigOpen(true)}
        onOpenActivityLog={() => setActivityOpen(true)}
        onOpenDashboards={() => navigate('/custom-dashboard')}
      />
      <DealershipConfigDialog
        open={configOpen}
        onOpenChange={setConfigOpen}
        config={config ?? DEFAULT_DEALERSHIP_CONFIG}
        tenantName={tenant?.name ?? dealershipName}
        canSave={can(role, 'settings.manage')}
        onLaunchSetupWizard={() => sendAppCommand('open-onboarding')}
      />
      {can(role, 'activity.view') && (
        <ActivityDialog
          open={activityOpen}
          onOpenChange={setActivityOpen}
          canExport={can(role, 'activity.export')}
        />
      )}
      {user && (
        <OnboardingDialog
          key={onboardingOpen ? 'open' : 'closed'}
          open={onboardingOpen}
          username={user.username}
          onUseSampleData={async () => {
            await addDemo.mutateAsync();
            toast({ title: DEMO_LOADED_TITLE, description: DEMO_LOADED_DESCRIPTION });
          }}
          onFinished={(link) => {
            onOnboardingFinished();
            if (link === 'settings') onSettingsOpenChange(true);
            else navigate(link === 'inventory' ? '/inventory' : link === 'users' ? '/users' : '/');
          }}
        />
      )}
      <KeyboardShortcuts
        canViewUsers={can(role, 'users.view')}
        canViewActivity={can(role, 'activity.view')}
      />
    </>
  );
}
