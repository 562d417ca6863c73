import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxMail {
  toAddress: string;
  subject: string;
  textBody: string;
  createdAt: number;
}

/** Stores a mail in the dev outbox (used when no SMTP_URL is configured). */
export async function insertOutboxMail(db: Executor, mail: OutboxMail): Promise<void> {
  await db.insert(outbox).values(mail);
}
