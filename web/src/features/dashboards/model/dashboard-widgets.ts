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

export const WIDGET_TEXT: Record<DashboardWidgetKind, { title: string; description: string }> = {
  'status-counts': { title: 'Status counts', description: 'How many vehicles are in each status.' },
  'average-make-ready-time': {
    title: 'Average time in Make Ready',
    description: 'The mean age of vehicles in Make Ready.',
  },
  'overdue-list': {
    title: 'Overdue list',
    description: 'Overdue and critical vehicles, oldest first.',
  },
  'live-board': {
    title: 'Live board',
    description: 'The tiles of one workflow, as on the wall TV.',
  },
};

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
export function newWidget(kind: DashboardWidgetKind): DashboardWidget {
  widgetCounter += 1;
  const id = `w${Date.now().toString(36)}${widgetCounter}`;
  if (kind === 'status-counts' || kind === 'live-board')
    return { id, kind, workflow: 'make-ready' };
  return { id, kind };
}

/** Boards that open at /dashboard/{id} without being saved: one workflow, full screen. */
export const BUILT_IN_DASHBOARDS: Record<string, Dashboard> = {
  'make-ready': {
    id: 'make-ready',
    name: 'Make Ready',
    widgets: [{ id: 'board', kind: 'live-board', workflow: 'make-ready' }],
    createdAt: 0,
    updatedAt: 0,
  },
  service: {
    id: 'service',
    name: 'Service',
    widgets: [{ id: 'board', kind: 'live-board', workflow: 'service' }],
    createdAt: 0,
    updatedAt: 0,
  },
};
