import type { ReactNode } from 'react';
import { Activity, LayoutDashboard } from 'lucide-react';
import { can } from '@domain/permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SectionTab, SectionTabs } from '@/components/ui/section-tabs';
import { ArchiveSettings } from './archive-settings';
import { DataExportSettings } from './data-export-settings';
import { GeneralSettings } from './general-settings';
import { SessionSettings } from './session-settings';

export interface SystemConfigDialogProps {
  open: boolean;
  /** The tab shown on opening; General unless a caller asks for another (Inventory's Import/Export). */
  initialSection?: SystemConfigSection;
  onOpenChange: (open: boolean) => void;
  user: { username: string; role: string; fullName?: string } | null;
  textEnlargement: boolean;
  /** Absent for a plain user: Dealership Configuration is for managers and above (spec 6). */
  onOpenDealershipConfig?: () => void;
  onOpenActivityLog: () => void;
  onOpenDashboards: () => void;
  /** The Data section (demo load, clear all), composed in by the app from the vehicles feature. */
  dataSection: ReactNode;
  /** The Import & Export section (CSV import, template), likewise. */
  importExportSection: ReactNode;
}

const SECTIONS = [
  ['general', 'General'],
  ['data', 'Data'],
  ['navigation', 'Navigation'],
  ['session', 'Session'],
  ['import-export', 'Import & Export'],
  ['archive', 'Archive Management'],
] as const;
export type SystemConfigSection = (typeof SECTIONS)[number][0];

/** The System Config dialog of spec 2.9. */
export function SystemConfigDialog(props: SystemConfigDialogProps) {
  const { open, onOpenChange, user, textEnlargement, initialSection = 'general' } = props;
  const role = user?.role ?? null;
  const openDealershipConfig = props.onOpenDealershipConfig;
  const go = (action: () => void) => {
    onOpenChange(false);
    action();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="System Config"
        description="Preferences, data and your session."
        className="max-w-3xl"
      >
        <SectionTabs
          sections={SECTIONS}
          defaultValue={initialSection}
          label="Settings sections"
          sideBySideFrom="sm"
          contentClassName="min-h-72"
        >
          <SectionTab value="general">
            <GeneralSettings
              textEnlargement={textEnlargement}
              onOpenDealershipConfig={openDealershipConfig && (() => go(openDealershipConfig))}
            />
          </SectionTab>
          <SectionTab value="data" className="grid gap-4">
            {props.dataSection}
            {can(role, 'dealership.export') && <DataExportSettings />}
          </SectionTab>
          <SectionTab value="navigation" className="grid gap-2">
            {/* activity.view is manager+ (spec 6): a user gets no way into the log. */}
            {can(role, 'activity.view') && (
              <Button
                variant="outline"
                className="justify-start"
                onClick={() => go(props.onOpenActivityLog)}
              >
                <Activity className="h-4 w-4" aria-hidden />
                Activity Log
              </Button>
            )}
            <Button
              variant="outline"
              className="justify-start"
              onClick={() => go(props.onOpenDashboards)}
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden />
              Dashboards
            </Button>
          </SectionTab>
          <SectionTab value="session">
            <SessionSettings user={user} />
          </SectionTab>
          <SectionTab value="import-export">{props.importExportSection}</SectionTab>
          <SectionTab value="archive">
            <ArchiveSettings />
          </SectionTab>
        </SectionTabs>
      </DialogContent>
    </Dialog>
  );
}
