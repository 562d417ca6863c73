import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobTemplateInput } from '@domain/api/work';
import { workApi } from '@domain/api/work-endpoints';
import { useApiClient } from '@/lib/api-client';

// The same key the record's "Add from template" reads, so a saved template shows there at once.
const templatesKey = ['job-templates'] as const;

/** The job templates, and adding, changing or removing one (managers and admins). */
export function useJobTemplatesAdmin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => client.call(workApi.templates, { signal }),
  });
  const settled = () => queryClient.invalidateQueries({ queryKey: templatesKey });
  const create = useMutation({
    mutationFn: (body: JobTemplateInput) => client.call(workApi.createTemplate, { body }),
    onSettled: settled,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: JobTemplateInput }) =>
      client.call(workApi.updateTemplate, { params: { id }, body }),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.call(workApi.deleteTemplate, { params: { id } }),
    onSettled: settled,
  });
  return { list, create, update, remove };
}
