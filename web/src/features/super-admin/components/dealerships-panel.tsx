import { Link } from 'react-router';
import { Bell, Building2 } from 'lucide-react';
import { useDealerships } from '../api/get-dealerships';
import { formatDate } from '../lib/format';
import { CreateDealershipDialog } from './create-dealership-dialog';
import { DeleteDealershipDialog } from './delete-dealership-dialog';
import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from './status-badge';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionCell } from './subscription-cell';
import { notificationSettingsPath } from '@/lib/paths';

function NotificationsLink({ dealership }: { dealership: { id: string; name: string } }) {
  return (
    <Link
      to={notificationSettingsPath(dealership.id)}
      className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      aria-label={`Notification settings for ${dealership.name}`}
    >
      <Bell className="h-4 w-4" aria-hidden />
      Notifications
    </Link>
  );
}

export function DealershipsPanel() {
  const dealerships = useDealerships();
  const list = dealerships.data ?? [];

  return (
    <section
      aria-labelledby="dealerships-heading"
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id="dealerships-heading" className="text-lg font-semibold text-slate-900">
            Dealerships
          </h2>
          <p className="text-sm text-slate-500">
            {dealerships.data ? `${list.length} on the platform` : ' '}
          </p>
        </div>
        <CreateDealershipDialog />
      </div>
      <QueryState
        isPending={dealerships.isPending}
        error={dealerships.error}
        onRetry={() => void dealerships.refetch()}
        what="dealerships"
      >
        {list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center text-slate-500">
            <Building2 className="h-8 w-8" aria-hidden />
            No dealerships yet.
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Dealerships">
              {list.map((dealership) => (
                <li key={dealership.id} className="space-y-3 px-5 py-4">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-medium text-slate-900">
                      {dealership.name}
                      <span className="block text-xs font-normal text-slate-500">
                        {dealership.slug} · {dealership.userCount} users · {dealership.vehicleCount}{' '}
                        vehicles
                      </span>
                    </p>
                    <StatusBadge status={dealership.status} />
                  </div>
                  <SubscriptionCell dealership={dealership} />
                  <div className="flex flex-wrap gap-2">
                    <SubscriptionActions dealership={dealership} />
                    <NotificationsLink dealership={dealership} />
                    <DeleteDealershipDialog dealership={dealership} />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[52rem] text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Dealership
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Status
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Subscription
                    </th>
                    <th scope="col" className="px-5 py-3 text-right font-semibold">
                      Users
                    </th>
                    <th scope="col" className="px-5 py-3 text-right font-semibold">
                      Vehicles
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Created
                    </th>
                    <th scope="col" className="px-5 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {list.map((dealership) => (
                    <tr key={dealership.id} className="align-top hover:bg-slate-50/60">
                      <th scope="row" className="px-5 py-3 font-medium text-slate-900">
                        {dealership.name}
                        <span className="block text-xs font-normal text-slate-500">
                          {dealership.slug}
                        </span>
                      </th>
                      <td className="px-5 py-3">
                        <StatusBadge status={dealership.status} />
                      </td>
                      <td className="px-5 py-3">
                        <SubscriptionCell dealership={dealership} />
                      </td>
                      <td className="px-5 py-3 text-right tabular-nums">{dealership.userCount}</td>
                      <td className="px-5 py-3 text-right tabular-nums">
                        {dealership.vehicleCount}
                      </td>
                      <td className="px-5 py-3 text-slate-600">
                        {formatDate(dealership.createdAt)}
                      </td>
                      <td className="px-5 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          <SubscriptionActions dealership={dealership} />
                          <NotificationsLink dealership={dealership} />
                          <DeleteDealershipDialog dealership={dealership} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
