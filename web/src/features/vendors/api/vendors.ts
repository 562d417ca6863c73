import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Vendor, VendorInput } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { useApiClient } from '@/lib/api-client';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const vendorsKey = ['vendors'] as const;

/** The dealership's vendors with their contacts (the Vendors page is for managers). */
export function useVendors() {
  const client = useApiClient();
  return useQuery({
    queryKey: vendorsKey,
    queryFn: ({ signal }) => client.call(vendorApi.list, { signal }),
  });
}

/** Adds a vendor, or replaces one (`existing` names it and its version). */
export function useSaveVendor() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existing }: { input: VendorInput; existing?: Vendor }) =>
      existing
        ? client.call(vendorApi.update, {
            params: { id: existing.id },
            body: { ...input, version: existing.version },
          })
        : client.call(vendorApi.create, { body: input }),
    onSuccess: (vendor) => toast({ title: `Saved ${vendor.name}` }),
    onError: (error) =>
      toast({
        title: 'Not saved',
        description: messageFromError(error, 'The vendor was not saved. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorsKey });
      await queryClient.invalidateQueries({ queryKey: ['vendor-scorecard'] });
    },
  });
}

/** Every vendor's scorecard over the period (dates "YYYY-MM-DD", both included). */
export function useVendorScorecard(period: { from: string; to: string }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['vendor-scorecard', period.from, period.to],
    queryFn: ({ signal }) => client.call(vendorApi.scorecard, { query: period, signal }),
    enabled: period.from !== '' && period.to !== '' && period.from <= period.to,
  });
}
