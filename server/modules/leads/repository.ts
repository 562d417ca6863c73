import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema';
import type { FollowUpChange } from '@domain/api/follow-up';
import type { Lead } from '@domain/api/leads';

type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id'>;

/** The one place a lead row becomes the wire shape. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    source: row.source,
    submissionType: row.submissionType,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    status: row.status,
    owner: row.owner,
    notes: row.notes,
    updatedAt: row.updatedAt,
  };
}

/** Leads are platform data (from the public site), not a tenant's: no dealership filter. */
export async function insertLead(db: Executor, lead: NewLead): Promise<Lead> {
  const [row] = await db.insert(leads).values(lead).returning();
  return toLead(row!);
}

/** The super admin's follow-up of one lead; null when there is no such lead. */
export async function updateLeadFollowUp(
  db: Executor,
  id: string,
  patch: FollowUpChange,
  now: number,
): Promise<Lead | null> {
  const [row] = await db
    .update(leads)
    .set({ ...patch, updatedAt: now })
    .where(eq(leads.id, id))
    .returning();
  return row ? toLead(row) : null;
}

/** The newest leads first (the super admin's list). */
export async function listLeads(db: Executor, limit: number): Promise<Lead[]> {
  const rows = await db
    .select()
    .from(leads)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  return rows.map(toLead);
}
