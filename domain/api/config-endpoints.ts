import { z } from 'zod';
import { dealershipConfigSchema, userDealershipConfigSchema } from '../dealership-config-schema';
import { defineEndpoint, errorResponses } from './endpoint';
import { EARLY_API_PATHS } from './paths';

/**
 * The dealership configuration (spec 3, 5): the domain schema, so an out-of-range value is a
 * 400 that names the field path.
 */
export const configSchema = dealershipConfigSchema.meta({ id: 'DealershipConfig' });
export type ConfigBody = z.input<typeof configSchema>;

/** A plain user's view: the configuration without the manager-only switches (issue #28). */
export const userConfigSchema = userDealershipConfigSchema.meta({ id: 'UserDealershipConfig' });

/** What GET /api/config answers: the whole configuration, or a user's view for role user. */
export const configViewSchema = z.union([configSchema, userConfigSchema]);

/**
 * GET for every signed-in user (the boards need the thresholds and labels): managers and admins
 * get the whole configuration (spec 6: view settings), a user the user's view. PUT for admins
 * (spec 6: manage settings) takes the whole configuration and answers the saved one.
 */
export const configApi = {
  get: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.config,
    operationId: 'getConfig',
    summary: "The dealership configuration (a user's view for role user)",
    tag: 'config',
    access: { kind: 'staff' },
    responses: { 200: configViewSchema, ...errorResponses(401) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: EARLY_API_PATHS.config,
    operationId: 'updateConfig',
    summary: 'Replace the dealership configuration',
    tag: 'config',
    access: { kind: 'staff', right: 'settings.manage' },
    body: configSchema,
    responses: { 200: configSchema, ...errorResponses(400, 401, 403) },
  }),
} as const;
