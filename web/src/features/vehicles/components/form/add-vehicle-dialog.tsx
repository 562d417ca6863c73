import { useCallback, useState } from 'react';
import { Plus } from 'lucide-react';
import type { VehicleType } from '@domain/api/vehicles';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useAppCommand } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useCreateVehicle } from '@/features/vehicles/api/create-vehicle';
import { VehicleForm } from './vehicle-form';

export const VEHICLE_ADDED_TITLE = 'Vehicle added';

/** The Add vehicle button and dialog; 'n' opens it from anywhere on the page (spec 2.13). */
export function AddVehicleButton({
  defaultType,
  className,
}: {
  defaultType: VehicleType;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateVehicle();
  useAppCommand(
    'new-vehicle',
    useCallback(() => setOpen(true), []),
  );
  return (
    <>
      <Button onClick={() => setOpen(true)} data-tour="add-vehicle" className={className}>
        <Plus className="h-4 w-4" aria-hidden />
        Add vehicle
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Add vehicle"
          description="Stock number, year, make, model and color are required."
          className="max-w-2xl"
        >
          {open && (
            <VehicleForm
              defaultType={defaultType}
              submitting={create.isPending}
              onCancel={() => setOpen(false)}
              onSubmit={(vehicle) =>
                create.mutate(vehicle, {
                  onSuccess: (saved) => {
                    setOpen(false);
                    toast({
                      title: VEHICLE_ADDED_TITLE,
                      description: `${saved.stockNumber} · ${saved.year} ${saved.make} ${saved.model}`,
                    });
                  },
                  onError: (error) =>
                    toast({
                      title: 'Could not add vehicle',
                      description: error.message,
                      variant: 'destructive',
                    }),
                })
              }
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
