import { Archive, FolderOpen } from 'lucide-react';
import { ARCHIVE_AFTER_DAYS } from '@domain/constants';
import { Button } from '@/components/ui/button';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { setAppPreference, useAppPreferences } from '@/lib/app-preferences';
import { toast } from '@/lib/toast';
import {
  ARCHIVE_STARTED_DESCRIPTION,
  ARCHIVE_STARTED_TITLE,
  VIEW_ARCHIVE_DESCRIPTION,
  VIEW_ARCHIVE_TITLE,
} from '@/features/settings/model/messages';

/** Archive mode (UI text only) and two buttons that only confirm with a toast (spec 2.9). */
export function ArchiveSettings() {
  const { archiveMode } = useAppPreferences();
  return (
    <div className="grid gap-4">
      <ToggleSwitch
        label="Archive mode"
        description={
          archiveMode
            ? `On: vehicles marked sold are archived after ${ARCHIVE_AFTER_DAYS} days.`
            : `Off: sold vehicles stay in inventory. Turn on to archive them after ${ARCHIVE_AFTER_DAYS} days.`
        }
        checked={archiveMode}
        onCheckedChange={(value) => setAppPreference('archiveMode', value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            toast({ title: ARCHIVE_STARTED_TITLE, description: ARCHIVE_STARTED_DESCRIPTION })
          }
        >
          <Archive className="h-4 w-4" aria-hidden />
          Archive Sold Vehicles
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            toast({ title: VIEW_ARCHIVE_TITLE, description: VIEW_ARCHIVE_DESCRIPTION })
          }
        >
          <FolderOpen className="h-4 w-4" aria-hidden />
          View Archive
        </Button>
      </div>
    </div>
  );
}
