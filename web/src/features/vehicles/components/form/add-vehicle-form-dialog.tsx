import type { VehicleType } from '@domain/api/vehicles';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useCreateVehicle } from '@/features/vehicles/api/create-vehicle';
import { VehicleForm } from './vehicle-form';

export const VEHICLE_ADDED_TITLE = 'Vehicle added';

/** The Add vehicle dialog: the form and the create request (loaded when first opened). */
export function AddVehicleFormDialog({
  open,
  onOpenChange,
  defaultType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultType: VehicleType;
}) {
  const create = useCreateVehicle();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add vehicle"
        description="Stock number, year, make, model and color are required."
        className="max-w-2xl"
      >
        {open && (
          <VehicleForm
            defaultType={defaultType}
            submitting={create.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={async (vehicle) => {
              const saved = await create.mutateAsync(vehicle);
              onOpenChange(false);
              toast({
                title: VEHICLE_ADDED_TITLE,
                description: `${saved.stockNumber} · ${saved.year} ${saved.make} ${saved.model}`,
              });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
