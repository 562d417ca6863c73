import { defineEndpoint, errorResponses } from './endpoint';
import { followUpIdParamsSchema, followUpPatchSchema } from './follow-up';
import { leadSchema } from './leads';
import { supportRequestSchema } from './support';

/**
 * The super admin's follow-up of the public site's leads and support requests (issue #29):
 * status, owner and notes, so every sender gets the reply the site promises.
 */
export const followUpApi = {
  updateLead: defineEndpoint({
    method: 'PATCH',
    path: '/api/super-admin/leads/:id',
    operationId: 'updateLeadFollowUp',
    summary: "Set a lead's status (new, contacted, won, lost), owner or notes",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: followUpIdParamsSchema,
    body: followUpPatchSchema,
    responses: { 200: leadSchema, ...errorResponses(400, 401, 404) },
  }),
  updateSupportRequest: defineEndpoint({
    method: 'PATCH',
    path: '/api/super-admin/support-requests/:id',
    operationId: 'updateSupportRequestFollowUp',
    summary: "Set a support request's status (new, contacted, won, lost), owner or notes",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: followUpIdParamsSchema,
    body: followUpPatchSchema,
    responses: { 200: supportRequestSchema, ...errorResponses(400, 401, 404) },
  }),
} as const;
