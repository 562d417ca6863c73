import { defineEndpoint, errorResponses } from './endpoint';
import { supportRequestAcceptedSchema, supportRequestInputSchema } from './support';

/** The public contact form (spec 1: 24/7 support by email and phone; decision 0032). */
export const supportApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/support-requests',
    operationId: 'createSupportRequest',
    summary: 'Send a message to support (rate-limited per address)',
    tag: 'support',
    access: { kind: 'public' },
    body: supportRequestInputSchema,
    responses: { 201: supportRequestAcceptedSchema, ...errorResponses(400, 429) },
  }),
} as const;
