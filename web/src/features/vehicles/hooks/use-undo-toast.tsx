import { useCallback } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import { restoreOf } from '@domain/vehicle/undo';
import { toast } from '@/lib/toast';
import { messageFromError } from '@/lib/error-message';
import { useRestoreVehicles } from '../api/restore-vehicles';

/**
 * A toast that says what was done, with Undo: the vehicles as they were before (taken now)
 * go back to their workflow at its original start, and their star.
 */
export function useUndoToast() {
  const { mutate } = useRestoreVehicles();
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
                mutate(items, {
                  onSuccess: ({ affected }) =>
                    toast({
                      title: 'Undone',
                      description: `${affected} ${affected === 1 ? 'vehicle is' : 'vehicles are'} back as before.`,
                    }),
                  onError: (error) =>
                    toast({
                      title: 'Could not undo',
                      description: messageFromError(
                        error,
                        'Nothing was changed. Please try again.',
                      ),
                      variant: 'destructive',
                    }),
                });
              }}
              className="shrink-0 self-center rounded-md border border-current px-3 py-1.5 text-sm font-semibold hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              Undo
            </button>
          ) : undefined,
      });
    },
    [mutate],
  );
}
