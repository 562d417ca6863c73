import { useCallback } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkflowStepBody } from '@domain/api/workflows';
import { useClock } from '@/lib/clock';
import { useUpdateVehicle } from '../api/update-vehicle';
import { useUndoToast } from './use-undo-toast';

/**
 * Stable tile callbacks: star/unstar, and take a vehicle off its board (back to inventory) with
 * an Undo that puts it back at its original start.
 */
export function useVehicleActions(boardName?: string) {
  const { mutate } = useUpdateVehicle();
  const clock = useClock();
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
  // A step move (issue #26): the PATCH's stepId with the version; the board shows the car in
  // its new step at once (entered now) and takes the server's answer.
  const moveToStep = useCallback(
    (vehicle: Vehicle, step: Pick<WorkflowStepBody, 'id' | 'name'>) => {
      if (vehicle.step?.id === step.id) return;
      const optimistic: Vehicle = {
        ...vehicle,
        step: { id: step.id, name: step.name, enteredAt: clock.now() },
      };
      mutate({ vehicle, patch: { stepId: step.id }, optimistic });
    },
    [clock, mutate],
  );
  return { toggleStar, removeFromBoard, moveToStep };
}
