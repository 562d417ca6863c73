import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';

const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  to: z.string().trim().max(254).optional(),
});

const outboxMailSchema = z
  .object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.number(),
  })
  .meta({ id: 'OutboxMail' });

const outboxSchema = z.object({ mails: z.array(outboxMailSchema) }).meta({ id: 'Outbox' });

/**
 * The mails written while no SMTP_URL is set, newest first, for end-to-end tests and
 * developers. Only outside production, and only to this machine: anyone else gets 404.
 */
export const devOutboxApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    operationId: 'listDevOutbox',
    summary: 'The newest mails the development outbox holds',
    tag: 'dev',
    access: { kind: 'public' },
    query: outboxQuerySchema,
    responses: { 200: outboxSchema, ...errorResponses(400, 404) },
  }),
} as const;
