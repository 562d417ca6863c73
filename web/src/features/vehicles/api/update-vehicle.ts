import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vehicleSchema, type Vehicle, type VehicleUpdate } from '@domain/api/vehicles';
import { HttpError } from '@domain/http-errors';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { useVehicleWorkspace } from '../source/vehicle-workspace';

/** PATCH /api/vehicles/:id with the `version` last read (optimistic concurrency). */
export function updateVehicle(id: string, patch: VehicleUpdate) {
  return apiRequest(`/api/vehicles/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
    schema: vehicleSchema,
  });
}

export const CONFLICT_TITLE = 'Vehicle changed elsewhere';
export const CONFLICT_TEXT =
  'Someone else updated this vehicle a moment ago. The latest version is shown; please try again.';

/** The current record a 409 answer carries ({ current }, { vehicle } or the record itself). */
export function conflictRecord(error: unknown): Vehicle | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = error.body as Record<string, unknown> | undefined;
  for (const candidate of [body?.current, body?.vehicle, body]) {
    const parsed = vehicleSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return null;
}

interface UpdateArgs {
  vehicle: Vehicle;
  patch: Omit<VehicleUpdate, 'version'>;
}

type Snapshot = [readonly unknown[], Vehicle[] | undefined][];

/**
 * Updates a vehicle optimistically. A 409 means another screen changed it first: the cache
 * takes the record the server sent back, everything refreshes and the user is told.
 */
export function useUpdateVehicle() {
  const { source } = useVehicleWorkspace();
  const queryClient = useQueryClient();
  return useMutation<Vehicle, Error, UpdateArgs, { snapshot: Snapshot }>({
    mutationFn: ({ vehicle, patch }) =>
      source.updateVehicle(vehicle.id, { ...patch, version: vehicle.version }),
    onMutate: async ({ vehicle, patch }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.vehicles.all });
      const snapshot = queryClient.getQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all });
      queryClient.setQueriesData<Vehicle[]>({ queryKey: queryKeys.vehicles.all }, (list) =>
        list?.map((item) => (item.id === vehicle.id ? ({ ...item, ...patch } as Vehicle) : item)),
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
        toast({ title: CONFLICT_TITLE, description: CONFLICT_TEXT, variant: 'destructive' });
      } else if (error instanceof HttpError && error.status === 409) {
        toast({ title: CONFLICT_TITLE, description: CONFLICT_TEXT, variant: 'destructive' });
      } else {
        toast({ title: 'Update failed', description: error.message, variant: 'destructive' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
  });
}
