import { z } from 'zod';
import type { Right } from '../permissions';
import { okSchema, type errorBodySchema } from './common';
import {
  defineEndpoint,
  errorResponses,
  type EndpointDefinition,
  type ErrorStatus,
  type SuccessStatus,
} from './endpoint';
import { vehicleIdParamsSchema } from './vehicles';
import {
  applyTemplateSchema,
  approvalDecisionSchema,
  approvalLinkDecisionSchema,
  approvalLinkSchema,
  approvalRequestParamsSchema,
  approvalViewSchema,
  jobTemplateInputSchema,
  jobTemplateSchema,
  sendForApprovalSchema,
  sentForApprovalSchema,
  vehicleWorkSchema,
  workItemCreateSchema,
  workItemParamsSchema,
  workItemPatchSchema,
  workItemSchema,
} from './work';

const templateParamsSchema = z.object({ id: z.uuid({ error: 'must be a job template id' }) });

/** A work endpoint as written below: who may call it, its one success and its errors. */
interface WorkEndpoint extends Omit<EndpointDefinition, 'tag' | 'access' | 'responses'> {
  /** A staff right, or 'public' for the approval link's page (no sign-in). */
  access: Right | 'public';
  ok: readonly [SuccessStatus, z.ZodType];
  errors: readonly ErrorStatus[];
}

type Defined<W extends WorkEndpoint> = Omit<W, 'access' | 'ok' | 'errors'> & {
  tag: 'work';
  access: W['access'] extends 'public' ? { kind: 'public' } : { kind: 'staff'; right: W['access'] };
  responses: { [S in W['ok'][0]]: W['ok'][1] } & {
    [S in W['errors'][number]]: typeof errorBodySchema;
  };
};

/** The work tag, the access and the responses, written once for every work endpoint. */
function workEndpoint<const W extends WorkEndpoint>(spec: W): Defined<W> {
  const { access, ok, errors, ...rest } = spec;
  const definition: EndpointDefinition = defineEndpoint({
    ...rest,
    tag: 'work',
    access: access === 'public' ? { kind: 'public' } : { kind: 'staff', right: access },
    responses: { [ok[0]]: ok[1], ...errorResponses(...errors) },
  });
  // The object is what Defined<W> says; TypeScript cannot follow the mapped keys through.
  return definition as Defined<W>;
}

/**
 * A car's work (issue #33): every signed-in user reads it; users who may edit vehicles add and
 * change items and send them; managers and above decide, assign and keep the templates.
 */
export const workApi = {
  list: workEndpoint({
    method: 'GET',
    path: '/api/vehicles/:id/work-items',
    operationId: 'listWorkItems',
    summary: "A car's work items, its estimate against actual and its open approval request",
    access: 'vehicles.view',
    params: vehicleIdParamsSchema,
    ok: [200, vehicleWorkSchema],
    errors: [401, 404],
  }),
  create: workEndpoint({
    method: 'POST',
    path: '/api/vehicles/:id/work-items',
    operationId: 'createWorkItem',
    summary: 'Add a work item to a car (it needs an estimate until sent)',
    access: 'vehicles.edit',
    params: vehicleIdParamsSchema,
    body: workItemCreateSchema,
    ok: [201, workItemSchema],
    errors: [400, 401, 403, 404],
  }),
  applyTemplate: workEndpoint({
    method: 'POST',
    path: '/api/vehicles/:id/work-items/from-template',
    operationId: 'applyJobTemplate',
    summary: "Add a job template's items to a car",
    access: 'vehicles.edit',
    params: vehicleIdParamsSchema,
    body: applyTemplateSchema,
    ok: [201, vehicleWorkSchema],
    errors: [400, 401, 403, 404],
  }),
  update: workEndpoint({
    method: 'PATCH',
    path: '/api/work-items/:id',
    operationId: 'updateWorkItem',
    summary: 'Change a work item: its price before a decision, done, or its assignee',
    access: 'vehicles.edit',
    params: workItemParamsSchema,
    body: workItemPatchSchema,
    ok: [200, workItemSchema],
    errors: [400, 401, 403, 404, 409],
  }),
  remove: workEndpoint({
    method: 'DELETE',
    path: '/api/work-items/:id',
    operationId: 'deleteWorkItem',
    summary: 'Remove a work item not yet approved (approved work stays on record)',
    access: 'vehicles.edit',
    params: workItemParamsSchema,
    ok: [200, okSchema],
    errors: [401, 403, 404, 409],
  }),
  sendForApproval: workEndpoint({
    method: 'POST',
    path: '/api/vehicles/:id/approval-requests',
    operationId: 'sendForApproval',
    summary:
      "Send a car's items for approval: approved by the rule, or one request to the approver",
    access: 'vehicles.edit',
    params: vehicleIdParamsSchema,
    body: sendForApprovalSchema,
    ok: [200, sentForApprovalSchema],
    errors: [400, 401, 403, 404, 409],
  }),
  decide: workEndpoint({
    method: 'POST',
    path: '/api/approval-requests/:id/decision',
    operationId: 'decideApprovalRequest',
    summary: 'A signed-in manager approves or declines a request, all at once or line by line',
    access: 'work.approve',
    params: approvalRequestParamsSchema,
    body: approvalDecisionSchema,
    ok: [200, vehicleWorkSchema],
    errors: [400, 401, 403, 404, 409],
  }),
  viewLink: workEndpoint({
    method: 'POST',
    path: '/api/approval-links/view',
    operationId: 'viewApprovalLink',
    summary: "The approval link's page: the car, the total and the lines (no sign-in)",
    access: 'public',
    body: approvalLinkSchema,
    ok: [200, approvalViewSchema],
    errors: [400, 404, 410, 429],
  }),
  decideLink: workEndpoint({
    method: 'POST',
    path: '/api/approval-links/decide',
    operationId: 'decideApprovalLink',
    summary: 'Approve or decline from the link, all or line by line, with a note (no sign-in)',
    access: 'public',
    body: approvalLinkDecisionSchema,
    ok: [200, approvalViewSchema],
    errors: [400, 404, 409, 410, 429],
  }),
  templates: workEndpoint({
    method: 'GET',
    path: '/api/job-templates',
    operationId: 'listJobTemplates',
    summary: "The dealership's job templates",
    access: 'vehicles.view',
    ok: [200, z.object({ templates: z.array(jobTemplateSchema) })],
    errors: [401],
  }),
  createTemplate: workEndpoint({
    method: 'POST',
    path: '/api/job-templates',
    operationId: 'createJobTemplate',
    summary: 'Add a job template',
    access: 'work.templates',
    body: jobTemplateInputSchema,
    ok: [201, jobTemplateSchema],
    errors: [400, 401, 403, 409],
  }),
  updateTemplate: workEndpoint({
    method: 'PUT',
    path: '/api/job-templates/:id',
    operationId: 'updateJobTemplate',
    summary: "Change a job template's name and lines (items added from it keep their prices)",
    access: 'work.templates',
    params: templateParamsSchema,
    body: jobTemplateInputSchema,
    ok: [200, jobTemplateSchema],
    errors: [400, 401, 403, 404, 409],
  }),
  deleteTemplate: workEndpoint({
    method: 'DELETE',
    path: '/api/job-templates/:id',
    operationId: 'deleteJobTemplate',
    summary: 'Remove a job template',
    access: 'work.templates',
    params: templateParamsSchema,
    ok: [200, okSchema],
    errors: [401, 403, 404],
  }),
} as const;
