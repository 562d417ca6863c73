import type { z } from 'zod';
import { dealershipConfigSchema } from '../dealership-config-schema';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The dealership configuration (spec 3, 5): the domain schema, so an out-of-range value is a
 * 400 that names the field path.
 */
export const configSchema = dealershipConfigSchema.meta({ id: 'DealershipConfig' });
export type ConfigBody = z.input<typeof configSchema>;

/**
 * GET for every signed-in user (the boards need the thresholds and labels), PUT for admins
 * (spec 6: manage settings); PUT takes the whole configuration and answers the saved one.
 */
export const configApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    operationId: 'getConfig',
    summary: 'The dealership configuration',
    tag: 'config',
    access: { kind: 'staff' },
    responses: { 200: configSchema, ...errorResponses(401) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/config',
    operationId: 'updateConfig',
    summary: 'Replace the dealership configuration',
    tag: 'config',
    access: { kind: 'staff', right: 'settings.manage' },
    body: configSchema,
    responses: { 200: configSchema, ...errorResponses(400, 401, 403) },
  }),
} as const;
