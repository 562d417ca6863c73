import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_STORAGE_KEYS } from '@domain/constants';
import { superAdminApi } from '@domain/api/super-admin-endpoints';
import { serverApi } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { superAdminKeys } from './super-admin-keys';

/** Signs the super admin out; the local copy goes first, whatever the answer. */
export async function superAdminLogout(): Promise<void> {
  storage.remove(LOCAL_STORAGE_KEYS.superAdmin);
  await serverApi.call(superAdminApi.logout).catch(() => undefined);
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
