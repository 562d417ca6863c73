import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';

const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** Liveness for load balancers and start-up checks. */
export const healthApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    operationId: 'checkHealth',
    summary: 'Whether the server and its database answer',
    tag: 'health',
    access: { kind: 'public' },
    anyHost: true,
    responses: { 200: healthSchema, ...errorResponses(503) },
  }),
} as const;
