import { useCallback, useState } from 'react';
import { Plus } from 'lucide-react';
import type { VehicleType } from '@domain/api/vehicles';
import { Button } from '@/components/ui/button';
import { MountWhenOpened } from '@/components/ui/mount-when-opened';
import { useAppCommand } from '@/lib/app-events';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useWriteAccess } from '@/lib/write-access';

// The form (react-hook-form, VIN checks, the scanner button) is not needed for the board's
// first paint: it loads when the button is hovered or focused, or when the dialog opens.
const AddVehicleFormDialog = lazyWithPreload(() =>
  import('./add-vehicle-form-dialog').then((m) => m.AddVehicleFormDialog),
);

/** The Add vehicle button and dialog; 'n' opens it from anywhere on the page (spec 2.13). */
export function AddVehicleButton({
  defaultType,
  className,
}: {
  defaultType: VehicleType;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { readOnly, reason } = useWriteAccess();
  useAppCommand(
    'new-vehicle',
    useCallback(() => {
      if (!readOnly) setOpen(true);
    }, [readOnly]),
  );
  if (readOnly) {
    // Read-only (the trial ended, or cancelled): the button says why instead of opening a form
    // whose save the server would refuse.
    return (
      <span className="inline-flex flex-col items-end gap-1">
        <Button disabled aria-describedby="add-vehicle-read-only" className={className}>
          <Plus className="h-4 w-4" aria-hidden />
          Add vehicle
        </Button>
        <span id="add-vehicle-read-only" className="sr-only">
          {reason}
        </span>
      </span>
    );
  }
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        onPointerEnter={AddVehicleFormDialog.preload}
        onFocus={AddVehicleFormDialog.preload}
        data-tour="add-vehicle"
        className={className}
      >
        <Plus className="h-4 w-4" aria-hidden />
        Add vehicle
      </Button>
      <MountWhenOpened open={open}>
        <AddVehicleFormDialog open={open} onOpenChange={setOpen} defaultType={defaultType} />
      </MountWhenOpened>
    </>
  );
}

/**
 * The Add vehicle dialog for pages without the button (Activity, Users, dashboards…): 'n'
 * and the command menu open it there, adding to Inventory.
 */
export function AddVehicleAnywhere() {
  const [open, setOpen] = useState(false);
  const { readOnly } = useWriteAccess();
  useAppCommand(
    'new-vehicle-anywhere',
    useCallback(() => {
      if (!readOnly) setOpen(true);
    }, [readOnly]),
  );
  return (
    <MountWhenOpened open={open}>
      <AddVehicleFormDialog open={open} onOpenChange={setOpen} defaultType="inventory" />
    </MountWhenOpened>
  );
}
