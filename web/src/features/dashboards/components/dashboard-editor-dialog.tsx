import { useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { dashboardInputSchema, type Dashboard, type DashboardWidget } from '@domain/api/dashboards';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useCreateDashboard } from '@/features/dashboards/api/create-dashboard';
import { useUpdateDashboard } from '@/features/dashboards/api/update-dashboard';
import {
  enabledWorkflows,
  newWidget,
  offeredWidgetKinds,
  widgetText,
  workflowName,
  type WidgetWorkflow,
  type WidgetWorkflowSettings,
} from '@/features/dashboards/model/dashboard-widgets';
import { messageFromError } from '@/lib/error-message';

interface DashboardEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dashboard: Dashboard | null;
  /** The configured workflows: their names label the widgets, a turned-off one is not offered. */
  workflows: WidgetWorkflowSettings;
}

export function DashboardEditorDialog({
  open,
  onOpenChange,
  dashboard,
  workflows,
}: DashboardEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={dashboard ? 'Edit dashboard' : 'New dashboard'}
        description="Pick the widgets to show; open it full screen on a wall TV."
        className="max-w-2xl"
      >
        {open && (
          <DashboardEditor
            dashboard={dashboard}
            workflows={workflows}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DashboardEditor({
  dashboard,
  workflows,
  onDone,
}: {
  dashboard: Dashboard | null;
  workflows: WidgetWorkflowSettings;
  onDone: () => void;
}) {
  const nameId = useId();
  const offered = enabledWorkflows(workflows);
  // New widgets show the first workflow that is on; with both off no widget needs one.
  const firstWorkflow = offered[0]?.workflow;
  const [name, setName] = useState(dashboard?.name ?? '');
  const [widgets, setWidgets] = useState<DashboardWidget[]>(
    () => dashboard?.widgets ?? (firstWorkflow ? [newWidget('status-counts', firstWorkflow)] : []),
  );
  const title = (widget: DashboardWidget) => widgetText(widget.kind, workflows).title;
  const [errors, setErrors] = useState<{ name?: string; widgets?: string }>({});
  const create = useCreateDashboard();
  const update = useUpdateDashboard();
  const pending = create.isPending || update.isPending;

  const move = (index: number, by: number) =>
    setWidgets((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dashboardInputSchema.safeParse({ name, widgets });
    // An empty dashboard is valid on the wire but useless on a TV, so the editor asks for one.
    if (!parsed.success || widgets.length === 0) {
      const fieldErrors: typeof errors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path[0] === 'name' ? 'name' : 'widgets';
        fieldErrors[key] ??= issue.message;
      }
      if (widgets.length === 0) fieldErrors.widgets ??= 'Add at least one widget';
      return setErrors(fieldErrors);
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast({
          title: dashboard ? 'Dashboard saved' : 'Dashboard created',
          description: parsed.data.name,
        });
        onDone();
      },
      onError: (error: Error) =>
        toast({
          title: 'Could not save dashboard',
          description: messageFromError(error, 'The dashboard was not saved. Please try again.'),
          variant: 'destructive',
        }),
    };
    if (dashboard) update.mutate({ id: dashboard.id, input: parsed.data }, options);
    else create.mutate(parsed.data, options);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      className="grid gap-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
        />
        <FieldError id={`${nameId}-error`} message={errors.name} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Widgets</legend>
        <ol className="grid gap-2">
          {widgets.map((widget, index) => (
            <li
              key={widget.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span className="min-w-0 flex-1 text-sm font-medium">{title(widget)}</span>
              {'workflow' in widget && (
                <select
                  aria-label={`Workflow for ${title(widget)}`}
                  value={widget.workflow}
                  onChange={(event) =>
                    setWidgets((list) =>
                      list.map((w) =>
                        w.id === widget.id && 'workflow' in w
                          ? { ...w, workflow: event.target.value as WidgetWorkflow }
                          : w,
                      ),
                    )
                  }
                  className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                >
                  {offered.map(({ workflow, name: label }) => (
                    <option key={workflow} value={workflow}>
                      {label}
                    </option>
                  ))}
                  {/* A saved widget keeps its workflow after it was turned off, and says so. */}
                  {widget.workflow !== 'inventory' &&
                    !offered.some((o) => o.workflow === widget.workflow) && (
                      <option value={widget.workflow}>
                        {workflowName(widget.workflow, workflows)} (turned off)
                      </option>
                    )}
                </select>
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label="Move up"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Move down"
                disabled={index === widgets.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown className="h-4 w-4" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${title(widget)}`}
                onClick={() => setWidgets((list) => list.filter((w) => w.id !== widget.id))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <FieldError id="widgets-error" message={errors.widgets} />
        <div className="flex flex-wrap gap-2">
          {offeredWidgetKinds(workflows).map((kind) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              onClick={() => setWidgets((list) => [...list, newWidget(kind, firstWorkflow)])}
            >
              <Plus className="h-4 w-4" aria-hidden />
              {widgetText(kind, workflows).title}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save dashboard'}
        </Button>
      </div>
    </form>
  );
}
