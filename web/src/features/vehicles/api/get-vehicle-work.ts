import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { workApi } from '@domain/api/work-endpoints';
import { useApiClient } from '@/lib/api-client';
import { putVehicleInLists } from '@/lib/vehicle-list-cache';

/** The key of a car's work: every change of the car (its version) reads it again. */
export const vehicleWorkKey = (vehicleId: string) => ['vehicle-work', vehicleId] as const;

/**
 * A car's work items, estimate against actual and open request (issue #33). Keyed by the
 * car's version like its stays, so a live change of the car (a decision from a phone) reads
 * them again; the answer's car goes into the lists, so the tile shows what the work did.
 */
export function useVehicleWork(vehicleId: string, version: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...vehicleWorkKey(vehicleId), version],
    queryFn: ({ signal }) => client.call(workApi.list, { params: { id: vehicleId }, signal }),
    retry: false,
  });
  const answered = query.data?.vehicle;
  useEffect(() => {
    if (answered && answered.version > version) putVehicleInLists(queryClient, answered);
  }, [answered, version, queryClient]);
  return query;
}
