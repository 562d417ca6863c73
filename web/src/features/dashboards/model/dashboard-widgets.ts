import type { Dashboard, DashboardWidget, DashboardWidgetKind } from '@domain/api/dashboards';

/**
 * What the web adds to the dashboards contract (domain/api/dashboards.ts): widget wording,
 * the workflows its boards can show and the built-in boards. No wire shapes live here.
 */

/** The workflows a widget can show on the web (the contract also allows 'inventory'). */
export type WidgetWorkflow = 'make-ready' | 'service';

export const WIDGET_KINDS: readonly DashboardWidgetKind[] = [
  'status-counts',
  'average-make-ready-time',
  'overdue-list',
  'live-board',
];

/** A workflow's name and switch as the dealership configured them (spec 3: displayName, enabled). */
interface WorkflowSetting {
  displayName: string;
  enabled: boolean;
}

/** The dealership's two workflows (config.workflows, or the defaults before it loads). */
export interface WidgetWorkflowSettings {
  makeReady: WorkflowSetting;
  service: WorkflowSetting;
}

const SETTING_KEY: Record<WidgetWorkflow, keyof WidgetWorkflowSettings> = {
  'make-ready': 'makeReady',
  service: 'service',
};

/** The configured name of one workflow: a dealership that calls Make Ready "Recon" reads Recon. */
export function workflowName(workflow: WidgetWorkflow, workflows: WidgetWorkflowSettings): string {
  return workflows[SETTING_KEY[workflow]].displayName;
}

/** The workflows turned on, in board order, by their configured names. */
export function enabledWorkflows(
  workflows: WidgetWorkflowSettings,
): { workflow: WidgetWorkflow; name: string }[] {
  return (['make-ready', 'service'] as const)
    .filter((workflow) => workflows[SETTING_KEY[workflow]].enabled)
    .map((workflow) => ({ workflow, name: workflowName(workflow, workflows) }));
}

/** A widget kind's title and description in the dealership's workflow names. */
export function widgetText(
  kind: DashboardWidgetKind,
  workflows: WidgetWorkflowSettings,
): { title: string; description: string } {
  switch (kind) {
    case 'status-counts':
      return { title: 'Status counts', description: 'How many vehicles are in each status.' };
    case 'average-make-ready-time': {
      const name = workflows.makeReady.displayName;
      return {
        title: `Average time in ${name}`,
        description: `The mean age of vehicles in ${name}.`,
      };
    }
    case 'overdue-list':
      return { title: 'Overdue list', description: 'Overdue and critical vehicles, oldest first.' };
    case 'live-board':
      return { title: 'Live board', description: 'The tiles of one workflow, as on the wall TV.' };
  }
}

/**
 * The widget kinds the editor offers: each needs a workflow that is on (the average reads
 * Make Ready only), so a turned-off workflow leaves no button behind.
 */
export function offeredWidgetKinds(workflows: WidgetWorkflowSettings): DashboardWidgetKind[] {
  const anyOn = enabledWorkflows(workflows).length > 0;
  return WIDGET_KINDS.filter((kind) =>
    kind === 'average-make-ready-time' ? workflows.makeReady.enabled : anyOn,
  );
}

/**
 * The workflows whose vehicles a dashboard's widgets read: a wall screen loads those boards'
 * vehicles only, never the whole lot.
 */
export function dashboardWorkflows(dashboard: Dashboard): WidgetWorkflow[] {
  const wanted = new Set<WidgetWorkflow>();
  for (const widget of dashboard.widgets) {
    if (widget.kind === 'average-make-ready-time') wanted.add('make-ready');
    else if (widget.kind === 'overdue-list') wanted.add('make-ready').add('service');
    else if (widget.workflow !== 'inventory') wanted.add(widget.workflow);
  }
  return [...wanted];
}

let widgetCounter = 0;
/** A new widget of one kind with an id unique within the editor (the server wants them unique). */
export function newWidget(
  kind: DashboardWidgetKind,
  workflow: WidgetWorkflow = 'make-ready',
): DashboardWidget {
  widgetCounter += 1;
  const id = `w${Date.now().toString(36)}${widgetCounter}`;
  if (kind === 'status-counts' || kind === 'live-board') return { id, kind, workflow };
  return { id, kind };
}

/** Boards that open at /dashboard/{id} without being saved: one workflow, full screen. */
export function builtInDashboard(
  id: string,
  workflows: WidgetWorkflowSettings,
): Dashboard | undefined {
  if (id !== 'make-ready' && id !== 'service') return undefined;
  return {
    id,
    name: workflowName(id, workflows),
    widgets: [{ id: 'board', kind: 'live-board', workflow: id }],
    createdAt: 0,
    updatedAt: 0,
  };
}
