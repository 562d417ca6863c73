import { defineEndpoint, errorResponses } from './endpoint';
import {
  workflowParamsSchema,
  workflowPutSchema,
  workflowStepsSchema,
  workflowsSchema,
} from './workflows';
import { EARLY_API_PATHS } from './paths';

/**
 * The dealership's recon steps (issue #26). Every signed-in user reads them (the boards need
 * them); an admin replaces a workflow's whole ordered list (spec 6: manage settings).
 */
export const workflowApi = {
  list: defineEndpoint({
    method: 'GET',
    path: EARLY_API_PATHS.workflows,
    operationId: 'listWorkflows',
    summary: 'Both workflows with their ordered steps',
    tag: 'workflows',
    access: { kind: 'staff' },
    responses: { 200: workflowsSchema, ...errorResponses(401) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/workflows/:workflow',
    operationId: 'updateWorkflow',
    summary: "Replace a workflow's ordered steps, saying where a removed step's cars go",
    tag: 'workflows',
    access: { kind: 'staff', right: 'settings.manage' },
    params: workflowParamsSchema,
    body: workflowPutSchema,
    responses: { 200: workflowStepsSchema, ...errorResponses(400, 401, 403, 409) },
  }),
} as const;
