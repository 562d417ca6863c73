import { and, asc, eq, sql } from 'drizzle-orm';
import {
  dashboardWidgetSchema,
  type Dashboard,
  type DashboardInput,
  type DashboardWidget,
} from '@domain/api/dashboards';
import type { Executor } from '../../db/client';
import { dashboards } from '../../db/schema';

type DashboardRow = typeof dashboards.$inferSelect;

/** Stored widgets that no longer match the contract (an older version) are left out. */
function storedWidgets(value: unknown[]): DashboardWidget[] {
  return value.flatMap((widget) => {
    const parsed = dashboardWidgetSchema.safeParse(widget);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The one place a dashboard row becomes the wire shape. */
export function toDashboard(row: DashboardRow): Dashboard {
  return {
    id: row.id,
    name: row.name,
    widgets: storedWidgets(row.widgets),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The dealership's dashboards in their saved order. */
export async function listDashboards(tx: Executor, dealershipId: string): Promise<Dashboard[]> {
  const rows = await tx
    .select()
    .from(dashboards)
    .where(eq(dashboards.dealershipId, dealershipId))
    .orderBy(asc(dashboards.position), asc(dashboards.createdAt), asc(dashboards.id));
  return rows.map(toDashboard);
}

/** One dashboard of the dealership, or null (another dealership's is null too). */
export async function findDashboard(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<Dashboard | null> {
  const [row] = await tx
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.dealershipId, dealershipId), eq(dashboards.id, id)))
    .limit(1);
  return row ? toDashboard(row) : null;
}

/** Adds a dashboard after the existing ones. */
export async function insertDashboard(
  tx: Executor,
  props: { dealershipId: string; userId: string; input: DashboardInput; now: number },
): Promise<Dashboard> {
  const [row] = await tx
    .insert(dashboards)
    .values({
      dealershipId: props.dealershipId,
      name: props.input.name,
      widgets: props.input.widgets,
      position: sql`(select coalesce(max(${dashboards.position}), -1) + 1 from ${dashboards} where ${dashboards.dealershipId} = ${props.dealershipId})`,
      createdByUserId: props.userId,
      createdAt: props.now,
      updatedAt: props.now,
    })
    .returning();
  if (!row) throw new Error('Inserting a dashboard returned no row');
  return toDashboard(row);
}

/** Changes name and/or widgets; null when the dealership has no such dashboard. */
export async function updateDashboard(
  tx: Executor,
  dealershipId: string,
  id: string,
  changes: Partial<DashboardInput>,
  now: number,
): Promise<Dashboard | null> {
  const [row] = await tx
    .update(dashboards)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(dashboards.dealershipId, dealershipId), eq(dashboards.id, id)))
    .returning();
  return row ? toDashboard(row) : null;
}

/** True when a dashboard was deleted. */
export async function deleteDashboard(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx
    .delete(dashboards)
    .where(and(eq(dashboards.dealershipId, dealershipId), eq(dashboards.id, id)))
    .returning({ id: dashboards.id });
  return rows.length > 0;
}
