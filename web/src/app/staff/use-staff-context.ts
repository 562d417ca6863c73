import { useSession } from '@/lib/session';
import { useDealershipConfig } from '@/features/settings/api/get-config';

/** Who is signed in and what the dealership is called (spec 2.8): config name, tenant, product. */
export function useStaffContext() {
  const session = useSession();
  const config = useDealershipConfig();
  const user = session.data?.user ?? null;
  const tenant = session.data?.tenant ?? null;
  const dealershipName =
    config.data?.name?.trim() || session.data?.dealership?.name || tenant?.name || 'LotReady';
  return { user, tenant, config: config.data ?? null, dealershipName };
}
