import { defineEndpoint, errorResponses } from './endpoint';
import { leadAcceptedSchema, leadInputSchema } from './leads';

/** The public demo-request and pilot forms (spec 2.6, 7). */
export const leadApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/leads',
    operationId: 'createLead',
    summary: 'Send a demo request or pilot application (rate-limited per address)',
    tag: 'leads',
    access: { kind: 'public' },
    body: leadInputSchema,
    responses: { 201: leadAcceptedSchema, ...errorResponses(400, 429) },
  }),
} as const;
