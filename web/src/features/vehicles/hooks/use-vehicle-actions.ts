import { useCallback } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import { toast } from '@/lib/toast';
import { useUpdateVehicle } from '../api/update-vehicle';

/** Stable tile callbacks: star/unstar and take a vehicle off its board (back to inventory). */
export function useVehicleActions(boardName?: string) {
  const { mutate } = useUpdateVehicle();
  const toggleStar = useCallback(
    (vehicle: Vehicle) => mutate({ vehicle, patch: { starred: !vehicle.starred } }),
    [mutate],
  );
  const removeFromBoard = useCallback(
    (vehicle: Vehicle) =>
      mutate(
        { vehicle, patch: { type: 'inventory' } },
        {
          onSuccess: () =>
            toast({
              title: `Removed from ${boardName ?? 'board'}`,
              description: `${vehicle.stockNumber} is back in inventory.`,
            }),
        },
      ),
    [boardName, mutate],
  );
  return { toggleStar, removeFromBoard };
}
