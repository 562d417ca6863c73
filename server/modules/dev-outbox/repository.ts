import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: number;
}

/** The newest mails first, optionally only those to one address (case-insensitive). */
export async function listOutbox(
  db: Executor,
  options: { limit: number; to?: string | undefined },
): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.to ? eq(sql`lower(${outbox.toAddress})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt,
  }));
}
