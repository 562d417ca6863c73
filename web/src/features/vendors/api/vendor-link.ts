import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorLinkAction } from '@domain/api/vendors';
import { vendorApi } from '@domain/api/vendor-endpoints';
import { useApiClient } from '@/lib/api-client';

const linkKey = (token: string) => ['vendor-link', token] as const;

/** What the vendor's link shows: its jobs at the dealership (the token is the credential). */
export function useVendorLink(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => client.call(vendorApi.viewLink, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Accepts, sets the car's return, notes or marks done; the answer is the queue as it is now. */
export function useActOnVendorLink(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Omit<VendorLinkAction, 'token'>) =>
      client.call(vendorApi.actLink, { body: { token, ...action } }),
    onSuccess: (queue) => queryClient.setQueryData(linkKey(token), queue),
  });
}
