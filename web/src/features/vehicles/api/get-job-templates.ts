import { useQuery } from '@tanstack/react-query';
import { workApi } from '@domain/api/work-endpoints';
import { useApiClient } from '@/lib/api-client';

export const jobTemplatesKey = ['job-templates'] as const;

/** The dealership's job templates ("Add from template"). */
export function useJobTemplates() {
  const client = useApiClient();
  return useQuery({
    queryKey: jobTemplatesKey,
    queryFn: ({ signal }) => client.call(workApi.templates, { signal }),
    staleTime: 60_000,
  });
}
