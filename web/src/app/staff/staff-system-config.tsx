import { can } from '@domain/permissions';
import {
  SystemConfigDialog,
  type SystemConfigDialogProps,
} from '@/features/settings/components/system-config-dialog';
import { DataSettings } from '@/features/vehicles/components/data/data-settings';
import { ImportExportSection } from '@/features/vehicles/components/data/import-export-section';
import { useCanNow } from '@/lib/write-access';

type StaffSystemConfigProps = Omit<SystemConfigDialogProps, 'dataSection' | 'importExportSection'>;

/**
 * System Config (spec 2.9) with the vehicle data sections composed in: the settings feature
 * owns the dialog, the vehicles feature the import, demo load and clear-all flows.
 */
export function StaffSystemConfig(props: StaffSystemConfigProps) {
  const role = props.user?.role ?? null;
  const canNow = useCanNow();
  return (
    <SystemConfigDialog
      {...props}
      dataSection={
        <DataSettings
          username={props.user?.username ?? null}
          canLoadDemo={canNow(role, 'vehicles.manage')}
          canClear={canNow(role, 'vehicles.bulkDelete')}
        />
      }
      importExportSection={
        can(role, 'vehicles.import') ? (
          <ImportExportSection />
        ) : (
          <p className="text-sm text-slate-600">Ask a manager or admin to import vehicles.</p>
        )
      }
    />
  );
}
