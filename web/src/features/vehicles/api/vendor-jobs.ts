import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorJobCreate } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const vendorJobsKey = (vehicleId: string) => ['vendor-jobs', vehicleId] as const;

/** The dealership's vendors, to pick one for a job (contacts only for managers). */
export function useVendorChoices() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['vendors'],
    queryFn: ({ signal }) => client.call(vendorApi.list, { signal }),
    staleTime: 60_000,
  });
}

/**
 * A car's sublet jobs (issue #31), keyed by the car's version: a vendor's accept or done
 * from a phone changes the car (its chip), so the record reads them again.
 */
export function useVehicleVendorJobs(vehicleId: string, version: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...vendorJobsKey(vehicleId), version],
    queryFn: ({ signal }) =>
      client.call(vendorApi.vehicleJobs, { params: { id: vehicleId }, signal }),
    retry: false,
  });
}

type JobChange =
  | { kind: 'send'; job: VendorJobCreate }
  | { kind: 'cancel' | 'reopen'; jobId: string; version: number };

/** Sends a job to a vendor, or cancels or reopens one; then the car's jobs are read again. */
export function useChangeVendorJobs(vehicleId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: JobChange): Promise<string> => {
      if (change.kind === 'send') {
        const job = await client.call(vendorApi.sendJob, {
          params: { id: vehicleId },
          body: change.job,
        });
        return `Sent to ${job.vendorName}`;
      }
      await client.call(vendorApi.changeJob, {
        params: { id: change.jobId },
        body: { action: change.kind, version: change.version },
      });
      return change.kind === 'cancel' ? 'Job cancelled' : 'Job reopened';
    },
    onSuccess: (message) => toast({ title: message }),
    onError: (error) => {
      toast({
        title: 'Not saved',
        description: messageFromError(error, 'The change was not saved. Please try again.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorJobsKey(vehicleId) }),
  });
}
