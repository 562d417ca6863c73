import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import type { Vehicle, VehicleUpdate } from '@domain/api/vehicles';
import { CONFLICT_TEXT, CONFLICT_TITLE } from '@domain/vehicle/messages';
import { planVehicleUpdate } from '@domain/vehicle/update';
import { errorBodyOf, useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { useClock } from '@/lib/clock';
import { queryKeys } from '@/lib/query-keys';
import { putVehicleInLists } from '@/lib/vehicle-list-cache';
import { toast } from '@/lib/toast';

/** The record a stale-version 409 carries, or null (a duplicate stock number is a 409 too). */
export function conflictRecord(error: unknown): Vehicle | null {
  const body = errorBodyOf(vehicleApi.update, 409, error);
  return body && 'current' in body ? body.current : null;
}

/** What to show beside a field whose save failed: the conflict sentence, or the server's. */
export function updateFailureMessage(error: unknown): string {
  if (conflictRecord(error)) return CONFLICT_TEXT;
  return messageFromError(error, 'The change was not saved. Please try again.');
}

interface UpdateArgs {
  vehicle: Vehicle;
  patch: Omit<VehicleUpdate, 'version'>;
  /**
   * What to show until the server answers, when the caller knows better than the field rule
   * (a step move: the step's name comes from the workflow's steps).
   */
  optimistic?: Vehicle;
}

type Snapshot = [readonly unknown[], Vehicle[] | undefined][];

/**
 * Updates a vehicle optimistically: the cache shows at once what the server will store (the
 * same domain rule, domain/vehicle/update), then takes the server's answer (no list is
 * downloaded again). A stale version means another screen changed it first: the cache takes
 * the record the server sent back, everything refreshes and the user is told. Any other
 * refusal rolls back and says why (in a toast, or beside the field when the caller shows it:
 * `toastErrors: false`).
 */
export function useUpdateVehicle({ toastErrors = true }: { toastErrors?: boolean } = {}) {
  const client = useApiClient();
  const clock = useClock();
  const queryClient = useQueryClient();
  return useMutation<Vehicle, Error, UpdateArgs, { snapshot: Snapshot }>({
    mutationFn: ({ vehicle, patch }) =>
      client.call(vehicleApi.update, {
        params: { id: vehicle.id },
        body: { ...patch, version: vehicle.version },
      }),
    onMutate: async ({ vehicle, patch, optimistic }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.vehicles.all });
      const snapshot = queryClient.getQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all });
      let after: Vehicle = vehicle;
      try {
        after = optimistic ?? planVehicleUpdate(vehicle, patch, clock.now()).after;
      } catch {
        // A change the rules refuse is shown by the server's answer, not optimistically.
      }
      queryClient.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
        list?.map((item) => (item.id === vehicle.id ? after : item)),
      );
      return { snapshot };
    },
    onError: (error, _args, context) => {
      context?.snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
      const current = conflictRecord(error);
      if (current) {
        queryClient.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
          list?.map((item) => (item.id === current.id ? current : item)),
        );
        if (toastErrors) {
          toast({ title: CONFLICT_TITLE, description: CONFLICT_TEXT, variant: 'destructive' });
        }
      } else if (toastErrors) {
        toast({
          title: 'Update failed',
          description: messageFromError(error, 'The change was not saved. Please try again.'),
          variant: 'destructive',
        });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all });
    },
    onSuccess: (vehicle) => putVehicleInLists(queryClient, vehicle),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
  });
}
