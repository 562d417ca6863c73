import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { apiRequest } from '@/lib/api';
import { storage } from '@/lib/storage';
import { superAdminKeys } from './super-admin-keys';

/** POST /api/super-admin/logout; the local copy goes first, whatever the answer. */
export async function superAdminLogout(): Promise<void> {
  storage.remove(LOCAL_STORAGE_KEYS.superAdmin);
  await apiRequest('/api/super-admin/logout', { method: 'POST', body: {} }).catch(() => undefined);
}

export function useSuperAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: superAdminLogout,
    onSettled: () => {
      queryClient.setQueryData(superAdminKeys.session, null);
      queryClient.removeQueries({ queryKey: superAdminKeys.dealerships });
      queryClient.removeQueries({ queryKey: superAdminKeys.leads });
    },
  });
}
