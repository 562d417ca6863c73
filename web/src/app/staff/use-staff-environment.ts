import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { useAppPreferences } from '@/lib/app-preferences';
import { useTenantInfo } from '@/features/chrome/api/get-tenant-info';
import { useBrandTheme } from '@/features/chrome/hooks/use-brand-theme';
import { useSizeScale } from '@/features/chrome/hooks/use-size-scale';
import { useLiveUpdates } from '@/features/live-updates/hooks/use-live-updates';
import { useRecheckSession, useRecheckSessionOnUnauthorized } from '@/lib/session';
import { useStaffContext } from './use-staff-context';

/** What every staff screen needs: brand colour, size scale, live updates and a session watch. */
export function useStaffEnvironment() {
  const context = useStaffContext();
  const tenantInfo = useTenantInfo();
  const preferences = useAppPreferences();
  const config = context.config ?? DEFAULT_DEALERSHIP_CONFIG;
  useBrandTheme(tenantInfo.data?.brandColor ?? context.config?.theme.primaryColor);
  useSizeScale(preferences.sizeScalePercent, config.features.textEnlargement);
  // A 401 anywhere, or a stream the server closed, may mean the session ended (#16 item 5).
  useRecheckSessionOnUnauthorized();
  const recheckSession = useRecheckSession();
  const live = useLiveUpdates(Boolean(context.user), {
    onClosed: () => void recheckSession(),
  });
  return { ...context, live };
}
