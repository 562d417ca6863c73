import { useState } from 'react';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Alert } from '@domain/api/alerts';
import { carLinkPath } from '@domain/alerts/car-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { QueryState } from '@/components/ui/query-state';
import { useAcknowledgeAlert } from '../api/acknowledge-alert';
import { useMyAlerts, useUnreadAlerts } from '../api/get-alerts';
import { AlertPreferencesForm } from './alert-preferences-form';

const TONE: Record<Alert['trigger'], string> = {
  overdue: 'border-l-red-500',
  warning: 'border-l-amber-400',
  entered: 'border-l-sky-400',
};

function AlertRow({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const acknowledge = useAcknowledgeAlert();
  return (
    <li className={`rounded-md border border-l-4 bg-white p-3 ${TONE[alert.trigger]}`}>
      <a
        href={carLinkPath(alert.vehicleId)}
        onClick={(event) => {
          event.preventDefault();
          onOpen(alert);
        }}
        className={`block text-sm hover:underline ${alert.readAt === null ? 'font-semibold' : ''}`}
      >
        {alert.text}
      </a>
      <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>{new Date(alert.raisedAt).toLocaleString()}</span>
        {alert.acknowledgedBy ? (
          <span>On it: {alert.acknowledgedBy.name}</span>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate(alert.id)}
          >
            I&apos;m on it
          </Button>
        )}
      </div>
    </li>
  );
}

/** The header's bell: my unread alerts, and the list, each linking to its car (issue #32). */
export function AlertBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadAlerts().data?.unread ?? 0;
  const list = useMyAlerts(open);
  const acknowledge = useAcknowledgeAlert();
  const navigate = useNavigate();
  const openAlert = (alert: Alert) => {
    if (alert.readAt === null || alert.acknowledgedBy === null) acknowledge.mutate(alert.id);
    setOpen(false);
    void navigate(carLinkPath(alert.vehicleId));
  };
  const label = unread > 0 ? `Alerts, ${String(unread)} unread` : 'Alerts';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <IconTooltip label={label}>
        <button
          type="button"
          aria-label={label}
          onClick={() => setOpen(true)}
          className="relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 && (
            <span className="absolute right-1 top-1 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-[1.1rem] text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      </IconTooltip>
      <DialogContent title="Alerts" description="Cars that need someone, newest first.">
        <QueryState
          isPending={list.isPending}
          error={list.error}
          what="alerts"
          onRetry={() => void list.refetch()}
          spinnerClassName="py-6"
        >
          {list.data?.alerts.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing needs you right now.</p>
          ) : (
            <ul className="grid gap-2">
              {list.data?.alerts.map((alert) => (
                <AlertRow key={alert.id} alert={alert} onOpen={openAlert} />
              ))}
            </ul>
          )}
        </QueryState>
        <AlertPreferencesForm />
      </DialogContent>
    </Dialog>
  );
}
