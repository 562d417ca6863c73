import { useState } from 'react';
import { Link } from 'react-router';
import {
  LayoutDashboard,
  Maximize2,
  Pencil,
  Plus,
  Stethoscope,
  Trash2,
  Wrench,
} from 'lucide-react';
import type { Role } from '@domain/api/common';
import type { Dashboard } from '@domain/api/dashboards';
import { Button, buttonVariants } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/lib/toast';
import { useDashboards } from '@/features/dashboards/api/get-dashboards';
import { useDeleteDashboard } from '@/features/dashboards/api/delete-dashboard';
import {
  enabledWorkflows,
  widgetText,
  type WidgetWorkflowSettings,
} from '@/features/dashboards/model/dashboard-widgets';
import { DashboardEditorDialog } from './dashboard-editor-dialog';
import { dashboardPath } from '@/lib/paths';
import { messageFromError } from '@/lib/error-message';
import { useCanNow } from '@/lib/write-access';

const WALL_BOARD_ICON = { 'make-ready': Wrench, service: Stethoscope } as const;

/**
 * Custom Dashboards: create, edit, delete and open full screen at /dashboard/{id}. The built-in
 * wall boards and widget names follow the configured workflows (a turned-off one is not shown).
 */
export function DashboardsPage({
  role,
  workflows,
}: {
  role: Role | null;
  workflows: WidgetWorkflowSettings;
}) {
  const dashboards = useDashboards();
  const remove = useDeleteDashboard();
  const [editing, setEditing] = useState<Dashboard | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const canNow = useCanNow();
  const canCreate = canNow(role, 'dashboards.create');
  const canEdit = canNow(role, 'dashboards.edit');
  const canDelete = canNow(role, 'dashboards.delete');

  return (
    <section aria-labelledby="dashboards-title" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="dashboards-title" className="text-2xl font-bold tracking-tight">
            Custom Dashboards
          </h1>
          <p className="text-sm text-slate-600">
            Build a board for the shop floor and open it full screen on a TV.
          </p>
        </div>
        {canCreate && (
          <Button
            data-tour="new-dashboard"
            onClick={() => {
              setEditing(null);
              setEditorOpen(true);
            }}
          >
            <Plus className="h-4 w-4" aria-hidden />
            New dashboard
          </Button>
        )}
      </div>
      <div data-tour="wall-boards" className="grid gap-3 sm:grid-cols-2">
        {enabledWorkflows(workflows).map(({ workflow, name }) => {
          const Icon = WALL_BOARD_ICON[workflow];
          return (
            <Link
              key={workflow}
              to={dashboardPath(workflow)}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              <Icon className="h-6 w-6 text-primary" aria-hidden />
              <span className="flex-1">
                <span className="block font-semibold">{name} wall board</span>
                <span className="block text-xs text-slate-500">Built in · full screen</span>
              </span>
              <Maximize2 className="h-4 w-4 text-slate-400" aria-hidden />
            </Link>
          );
        })}
      </div>
      {dashboards.isLoading || dashboards.error ? (
        <QueryState
          isPending={dashboards.isLoading}
          error={dashboards.error}
          what="dashboards"
          spinnerClassName="py-12"
        />
      ) : (dashboards.data ?? []).length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <LayoutDashboard className="h-10 w-10 text-slate-400" aria-hidden />
          <p className="font-semibold">No custom dashboards yet</p>
          <p className="text-sm text-slate-600">
            Combine status counts, averages, overdue lists and live boards.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {(dashboards.data ?? []).map((dashboard) => (
            <li
              key={dashboard.id}
              className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div>
                <h2 className="font-semibold">{dashboard.name}</h2>
                <p className="text-xs text-slate-500">
                  {dashboard.widgets.map((w) => widgetText(w.kind, workflows).title).join(' · ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={dashboardPath(dashboard.id)} className={buttonVariants({ size: 'sm' })}>
                  <Maximize2 className="h-4 w-4" aria-hidden />
                  Open
                </Link>
                {canEdit && (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setEditing(dashboard);
                      setEditorOpen(true);
                    }}
                  >
                    <Pencil className="h-4 w-4" aria-hidden />
                    Edit
                  </Button>
                )}
                {canDelete &&
                  (confirmId === dashboard.id ? (
                    <Button
                      variant="destructive"
                      size="sm"
                      onClick={() =>
                        remove.mutate(dashboard.id, {
                          onSuccess: () =>
                            toast({ title: 'Dashboard deleted', description: dashboard.name }),
                          onError: (error) =>
                            toast({
                              title: 'Could not delete dashboard',
                              description: messageFromError(
                                error,
                                'The dashboard was not deleted. Please try again.',
                              ),
                              variant: 'destructive',
                            }),
                        })
                      }
                    >
                      Confirm delete
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => setConfirmId(dashboard.id)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Delete
                    </Button>
                  ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <DashboardEditorDialog
        open={editorOpen}
        onOpenChange={setEditorOpen}
        dashboard={editing}
        workflows={workflows}
      />
    </section>
  );
}
