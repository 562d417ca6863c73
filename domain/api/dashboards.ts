import { z } from 'zod';
import { vehicleTypeSchema } from './vehicles';

/**
 * Custom dashboards (spec 2.5 /custom-dashboard and /dashboard/{id}; the shape is not shown in
 * the spec, so it is designed here): a name and an ordered list of widgets. Widgets hold only
 * what they show, never data; the page computes them from the vehicle list and the clock.
 */

export const DASHBOARD_LIMITS = { nameMax: 80, widgetsMax: 24, widgetIdMax: 40 } as const;
const L = DASHBOARD_LIMITS;

export const DASHBOARD_WIDGET_KINDS = [
  'status-counts',
  'average-make-ready-time',
  'overdue-list',
  'live-board',
] as const;
export type DashboardWidgetKind = (typeof DASHBOARD_WIDGET_KINDS)[number];

const widgetId = z
  .string({ error: 'Widget id must be text' })
  .trim()
  .min(1, 'Widget id is required')
  .max(L.widgetIdMax, `Widget id must be at most ${L.widgetIdMax} characters`);

/** One widget. `workflow` says which board a status-counts or live-board widget reads. */
export const dashboardWidgetSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({
        id: widgetId,
        kind: z.literal('status-counts'),
        workflow: vehicleTypeSchema,
      }),
      z.strictObject({ id: widgetId, kind: z.literal('average-make-ready-time') }),
      z.strictObject({ id: widgetId, kind: z.literal('overdue-list') }),
      z.strictObject({ id: widgetId, kind: z.literal('live-board'), workflow: vehicleTypeSchema }),
    ],
    { error: `Widget kind must be one of ${DASHBOARD_WIDGET_KINDS.join(', ')}` },
  )
  .meta({ id: 'DashboardWidget' });
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

const dashboardName = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text'),
  })
  .trim()
  .min(1, 'Name is required')
  .max(L.nameMax, `Name must be at most ${L.nameMax} characters`);

/** Ordered widgets with ids unique within the dashboard (the page keys and moves them by id). */
const widgetList = z
  .array(dashboardWidgetSchema, { error: 'Widgets must be a list' })
  .max(L.widgetsMax, `A dashboard holds at most ${L.widgetsMax} widgets`)
  .superRefine((widgets, ctx) => {
    const seen = new Set<string>();
    widgets.forEach((widget, index) => {
      if (seen.has(widget.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'Widget ids must be unique' });
      }
      seen.add(widget.id);
    });
  });

/** POST /api/dashboards and PUT /api/dashboards/:id: the whole dashboard. */
export const dashboardInputSchema = z
  .strictObject({ name: dashboardName, widgets: widgetList.default([]) })
  .meta({ id: 'DashboardFields' });
export type DashboardInput = z.infer<typeof dashboardInputSchema>;

/** PATCH /api/dashboards/:id: any of the fields. */
export const dashboardPatchSchema = z
  .strictObject({ name: dashboardName.optional(), widgets: widgetList.optional() })
  .meta({ id: 'DashboardPatch' });
export type DashboardPatch = z.infer<typeof dashboardPatchSchema>;

/** A dashboard on the wire; times are ms since the epoch. */
export const dashboardSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    widgets: z.array(dashboardWidgetSchema),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardListSchema = z.array(dashboardSchema);

export const dashboardIdParamsSchema = z.object({
  id: z.uuid({ error: 'Dashboard id must be a UUID' }),
});
