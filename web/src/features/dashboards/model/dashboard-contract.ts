import { z } from 'zod';

/**
 * The /api/dashboards contract as the web expects it (the spec does not show dashboards;
 * domain/api has no dashboards module yet — move this there when the server adds one).
 */
export const WIDGET_TYPES = [
  'status-counts',
  'average-make-ready',
  'overdue-list',
  'live-board',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];
export const widgetWorkflowSchema = z.enum(['make-ready', 'service']);
export type WidgetWorkflow = z.infer<typeof widgetWorkflowSchema>;

export const widgetSchema = z.object({
  id: z.string(),
  type: z.enum(WIDGET_TYPES),
  workflow: widgetWorkflowSchema.default('make-ready'),
});
export type Widget = z.infer<typeof widgetSchema>;

export const dashboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  widgets: z.array(widgetSchema),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardListSchema = z.array(dashboardSchema);

export const dashboardInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  widgets: z.array(widgetSchema).min(1, 'Add at least one widget').max(12, 'At most 12 widgets'),
});
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

export const WIDGET_TEXT: Record<WidgetType, { title: string; description: string }> = {
  'status-counts': { title: 'Status counts', description: 'How many vehicles are in each status.' },
  'average-make-ready': {
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

/** Boards that open at /dashboard/{id} without being saved: one workflow, full screen. */
export const BUILT_IN_DASHBOARDS: Record<string, Dashboard> = {
  'make-ready': {
    id: 'make-ready',
    name: 'Make Ready',
    widgets: [{ id: 'board', type: 'live-board', workflow: 'make-ready' }],
  },
  service: {
    id: 'service',
    name: 'Service',
    widgets: [{ id: 'board', type: 'live-board', workflow: 'service' }],
  },
};
