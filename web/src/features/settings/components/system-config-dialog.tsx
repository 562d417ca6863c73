import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { Activity, LayoutDashboard } from 'lucide-react';
import { can } from '@domain/permissions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
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
        <Tabs.Root
          defaultValue={initialSection}
          orientation="vertical"
          className="grid gap-4 sm:grid-cols-[11rem_1fr]"
        >
          <Tabs.List
            aria-label="Settings sections"
            className="flex flex-wrap gap-1 pb-1 sm:flex-col sm:flex-nowrap"
          >
            {SECTIONS.map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className={cn(
                  'whitespace-nowrap rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                  'data-[state=active]:bg-primary/10 data-[state=active]:text-primary',
                )}
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="min-h-72">
            <Tabs.Content value="general">
              <GeneralSettings
                textEnlargement={textEnlargement}
                onOpenDealershipConfig={openDealershipConfig && (() => go(openDealershipConfig))}
              />
            </Tabs.Content>
            <Tabs.Content value="data" className="grid gap-4">
              {props.dataSection}
              {can(role, 'dealership.export') && <DataExportSettings />}
            </Tabs.Content>
            <Tabs.Content value="navigation" className="grid gap-2">
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
            </Tabs.Content>
            <Tabs.Content value="session">
              <SessionSettings user={user} />
            </Tabs.Content>
            <Tabs.Content value="import-export">{props.importExportSection}</Tabs.Content>
            <Tabs.Content value="archive">
              <ArchiveSettings />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
