import { useState } from 'react';
import { Archive, Boxes, RotateCcw, Stethoscope, Trash2, Wrench } from 'lucide-react';
import type { Vehicle, VehicleType } from '@domain/api/vehicles';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteVehicle } from '@/features/vehicles/api/delete-vehicle';
import { useUpdateVehicle } from '@/features/vehicles/api/update-vehicle';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { useUndoToast } from '@/features/vehicles/hooks/use-undo-toast';
import { messageFromError } from '@/lib/error-message';
import { useCanNow, useWriteAccess } from '@/lib/write-access';

/** Move a vehicle between workflows, mark it sold or delete it. */
export function VehicleActions({ vehicle }: { vehicle: Vehicle }) {
  const { config, role, closeRecord } = useVehicleWorkspace();
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const undoToast = useUndoToast();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canNow = useCanNow();
  const { readOnly } = useWriteAccess();

  const move = (type: VehicleType, name: string) =>
    update.mutate(
      { vehicle, patch: { type } },
      { onSuccess: () => toast({ title: `Moved to ${name}`, description: vehicle.stockNumber }) },
    );

  const moves: { type: VehicleType; name: string; icon: typeof Wrench; enabled: boolean }[] = [
    {
      type: 'make-ready',
      name: config.workflows.makeReady.displayName,
      icon: Wrench,
      enabled: config.workflows.makeReady.enabled,
    },
    {
      type: 'service',
      name: config.workflows.service.displayName,
      icon: Stethoscope,
      enabled: config.workflows.service.enabled,
    },
    { type: 'inventory', name: 'Inventory', icon: Boxes, enabled: true },
  ];

  // Every action here changes the vehicle: none while the dealership is read-only (0031).
  if (readOnly) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {moves
        .filter((m) => m.enabled && m.type !== vehicle.type && vehicle.flag !== 'sold')
        .map(({ type, name, icon: Icon }) => (
          <Button key={type} variant="outline" size="sm" onClick={() => move(type, name)}>
            <Icon className="h-4 w-4" aria-hidden />
            Move to {name}
          </Button>
        ))}
      {vehicle.flag === 'sold' ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => update.mutate({ vehicle, patch: { flag: 'active' } })}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          Mark active
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            update.mutate(
              { vehicle, patch: { flag: 'sold', type: 'inventory' } },
              {
                onSuccess: () => toast({ title: 'Marked sold', description: vehicle.stockNumber }),
              },
            )
          }
        >
          <Archive className="h-4 w-4" aria-hidden />
          Mark sold
        </Button>
      )}
      {canNow(role, 'vehicles.delete') &&
        (confirmDelete ? (
          <span className="inline-flex items-center gap-2">
            <Button
              variant="destructive"
              size="sm"
              onClick={() =>
                // The promise, not mutate's callbacks: removing the vehicle from the lists
                // unmounts this record, and a callback of an unmounted caller never runs.
                remove.mutateAsync(vehicle.id).then(
                  () => {
                    // A deleted vehicle has no record left to show; Undo puts it back as it was.
                    closeRecord();
                    undoToast('Vehicle deleted', vehicle.stockNumber, [vehicle]);
                  },
                  (error: unknown) =>
                    toast({
                      title: 'Could not delete vehicle',
                      description: messageFromError(
                        error,
                        'The vehicle was not deleted. Please try again.',
                      ),
                      variant: 'destructive',
                    }),
                )
              }
            >
              Confirm delete
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        ))}
    </div>
  );
}
