import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { WorkflowDisplayNames } from '@/features/activity/model/vehicle-type-text';
import { ActivityLogPanel } from './activity-log-panel';

/** The Activity Dashboard dialog (spec 2.11). Its list only fetches while open. */
export function ActivityDialog({
  open,
  onOpenChange,
  canExport,
  workflows,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canExport: boolean;
  workflows?: WorkflowDisplayNames;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Activity Dashboard"
        description="Every change to your vehicles, newest first."
        className="max-w-3xl"
      >
        {open && <ActivityLogPanel canExport={canExport} workflows={workflows} />}
      </DialogContent>
    </Dialog>
  );
}
