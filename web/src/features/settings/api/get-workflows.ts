import { useQuery } from '@tanstack/react-query';
import { workflowApi } from '@domain/api/workflow-endpoints';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/workflows: both workflows' steps and versions, for the steps editor (issue #26). */
export function useWorkflows() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.workflows,
    queryFn: ({ signal }) => client.call(workflowApi.list, { signal }),
    retry: false,
  });
}
