import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useDealerships } from '../api/get-dealerships';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationSettingsForm } from './notification-settings-form';
import { QueryState } from '@/components/ui/query-state';
import { SuperAdminShell } from './super-admin-shell';
import { PATHS } from '@/lib/paths';

function SettingsCard({ dealershipId }: { dealershipId: string }) {
  const settings = useNotificationSettings(dealershipId);
  const dealerships = useDealerships();
  const dealership = dealerships.data?.find((item) => item.id === dealershipId);

  return (
    <>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        Notification settings
      </h1>
      <p className="mt-1 text-slate-600">
        {dealership ? dealership.name : `Dealership ${dealershipId}`}
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <QueryState
          isPending={settings.isPending}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          what="notification settings"
        >
          {settings.data && (
            <NotificationSettingsForm
              key={dealershipId}
              dealershipId={dealershipId}
              initial={settings.data}
            />
          )}
        </QueryState>
      </div>
    </>
  );
}

/** /super-admin/notification-settings/{dealershipId}. */
export function NotificationSettingsPage() {
  const { dealershipId = '' } = useParams();
  return (
    <SuperAdminShell>
      <div className="mx-auto max-w-2xl">
        <Link
          to={PATHS.superAdmin}
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          All dealerships
        </Link>
        <SettingsCard dealershipId={dealershipId} />
      </div>
    </SuperAdminShell>
  );
}
