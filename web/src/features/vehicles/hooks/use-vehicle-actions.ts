import { useCallback } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import { useUpdateVehicle } from '../api/update-vehicle';
import { useUndoToast } from './use-undo-toast';

/**
 * Stable tile callbacks: star/unstar, and take a vehicle off its board (back to inventory) with
 * an Undo that puts it back at its original start.
 */
export function useVehicleActions(boardName?: string) {
  const { mutate } = useUpdateVehicle();
  const undoToast = useUndoToast();
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
            undoToast(
              `Removed from ${boardName ?? 'board'}`,
              `${vehicle.stockNumber} is back in inventory.`,
              [vehicle],
            ),
        },
      ),
    [boardName, mutate, undoToast],
  );
  return { toggleStar, removeFromBoard };
}
