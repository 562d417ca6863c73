import { useCallback } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import { restoreOf } from '@domain/vehicle/undo';
import { toast } from '@/lib/toast';
import { messageFromError } from '@/lib/error-message';
import { useRestoreVehicles } from '../api/restore-vehicles';

/**
 * A toast that says what was done, with Undo: the vehicles as they were before (taken now)
 * go back to their workflow at its original start, and their star; deleted ones come back.
 */
export function useUndoToast() {
  const { mutateAsync } = useRestoreVehicles();
  return useCallback(
    (title: string, description: string, before: readonly Vehicle[]) => {
      const items = before.map(restoreOf);
      const shown = toast({
        title,
        description,
        action:
          items.length > 0 ? (
            <button
              type="button"
              onClick={() => {
                shown.dismiss();
                // The promise, not mutate's callbacks: the toast outlives its caller (a deleted
                // vehicle's record is gone), and a callback of an unmounted caller never runs.
                mutateAsync(items).then(
                  ({ affected, warnings }) =>
                    toast({
                      title: 'Undone',
                      // What could not be put back as it was says why (a step removed since,
                      // a stock number taken again).
                      description: [
                        `${affected} ${affected === 1 ? 'vehicle is' : 'vehicles are'} back as before.`,
                        ...(warnings ?? []),
                      ].join(' '),
                    }),
                  (error: unknown) =>
                    toast({
                      title: 'Could not undo',
                      description: messageFromError(
                        error,
                        'Nothing was changed. Please try again.',
                      ),
                      variant: 'destructive',
                    }),
                );
              }}
              className="shrink-0 self-center rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              Undo
            </button>
          ) : undefined,
      });
    },
    [mutateAsync],
  );
}
