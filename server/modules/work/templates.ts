import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobTemplate, JobTemplateInput } from '@domain/api/work';
import type { TemplateLine } from '@domain/work/records';
import type { Executor } from '../../db/client';
import { jobTemplates } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { uniqueViolationConstraint } from '../../db/errors';

export const TEMPLATE_NOT_FOUND_MESSAGE = 'No such job template';
export const TEMPLATE_NAME_TAKEN_MESSAGE = 'name: another job template has this name';

type TemplateRow = typeof jobTemplates.$inferSelect;

function toJobTemplate(row: TemplateRow): JobTemplate {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    lines: row.lines.map(({ labourHundredths, ...line }) => ({
      ...line,
      labourHours: labourHundredths / 100,
    })),
  };
}

function linesOf(input: JobTemplateInput): TemplateLine[] {
  return input.lines.map((line) => ({
    description: line.description,
    category: line.category,
    partsCents: line.partsCents ?? 0,
    labourHundredths: Math.round((line.labourHours ?? 0) * 100),
  }));
}

export async function listJobTemplates(tx: Executor, dealershipId: string): Promise<JobTemplate[]> {
  const rows = await tx
    .select()
    .from(jobTemplates)
    .where(eq(jobTemplates.dealershipId, dealershipId))
    .orderBy(asc(sql`lower(${jobTemplates.name})`));
  return rows.map(toJobTemplate);
}

export async function findJobTemplate(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<JobTemplate> {
  const [row] = await tx
    .select()
    .from(jobTemplates)
    .where(and(eq(jobTemplates.dealershipId, dealershipId), eq(jobTemplates.id, id)))
    .limit(1);
  if (!row) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
  return toJobTemplate(row);
}

/** A duplicate name is a 409 naming `name`, not a 500 from the unique index. */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'job_templates_name_key')
      throw conflict(TEMPLATE_NAME_TAKEN_MESSAGE, 'name');
    throw error;
  }
}

export async function saveJobTemplate(
  tx: Executor,
  props: { dealershipId: string; id?: string; input: JobTemplateInput; now: number },
): Promise<JobTemplate> {
  const { dealershipId, id, input, now } = props;
  return namedOnce(async () => {
    if (id === undefined) {
      const [row] = await tx
        .insert(jobTemplates)
        .values({
          dealershipId,
          name: input.name,
          lines: linesOf(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('job template not written');
      return toJobTemplate(row);
    }
    const [row] = await tx
      .update(jobTemplates)
      .set({
        name: input.name,
        lines: linesOf(input),
        version: sql`${jobTemplates.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(jobTemplates.dealershipId, dealershipId), eq(jobTemplates.id, id)))
      .returning();
    if (!row) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
    return toJobTemplate(row);
  });
}

export async function deleteJobTemplate(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<void> {
  const removed = await tx
    .delete(jobTemplates)
    .where(and(eq(jobTemplates.dealershipId, dealershipId), eq(jobTemplates.id, id)))
    .returning({ id: jobTemplates.id });
  if (removed.length === 0) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
}
