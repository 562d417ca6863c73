import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { vinApi, type VinDecode } from '@domain/api/vin-endpoints';
import { errorBodyOf, useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A decode, or why there is none to show (the server's 404 says what it knows). */
export type VinDecodeAnswer = { decoded: VinDecode } | { decoded: null; message: string | null };

/**
 * Asks the server what a well-formed VIN says (GET /api/vins/{vin}), once per VIN for the
 * session: a VIN always decodes the same.
 */
export function useDecodeVin(): (vin: string) => Promise<VinDecodeAnswer> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (vin) => {
      try {
        const decoded = await queryClient.fetchQuery({
          queryKey: queryKeys.vin(vin),
          queryFn: ({ signal }) => client.call(vinApi.decode, { params: { vin }, signal }),
          staleTime: Infinity,
          retry: false,
        });
        return { decoded };
      } catch (error) {
        return { decoded: null, message: errorBodyOf(vinApi.decode, 404, error)?.message ?? null };
      }
    },
    [client, queryClient],
  );
}
