import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import { leadListQuerySchema, leadListSchema } from './leads';
import {
  createDealershipSchema,
  createdDealershipSchema,
  dealershipIdParamsSchema,
  dealershipPatchSchema,
  dealershipSummaryListSchema,
  dealershipSummarySchema,
  extendTrialSchema,
  notificationSettingsSchema,
} from './super-admin';
import { supportRequestListSchema } from './support';

/**
 * The platform super admin's API (spec 1, 2.2): dealerships with their counts and
 * subscriptions, creating one with its first admin, activating and deactivating, trials and
 * invoices, the public site's leads and support requests, and notification settings.
 */
export const platformApi = {
  dealerships: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/dealerships',
    operationId: 'listDealerships',
    summary: 'Every dealership with its counts, trial and subscription',
    tag: 'platform',
    access: { kind: 'super-admin' },
    responses: { 200: dealershipSummaryListSchema, ...errorResponses(401) },
  }),
  createDealership: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/dealerships',
    operationId: 'createDealership',
    summary: 'Create a dealership with its first admin (active, no trial)',
    tag: 'platform',
    access: { kind: 'super-admin' },
    body: createDealershipSchema,
    responses: { 201: createdDealershipSchema, ...errorResponses(400, 401, 409) },
  }),
  setActive: defineEndpoint({
    method: 'PATCH',
    path: '/api/super-admin/dealerships/:id',
    operationId: 'setDealershipActive',
    summary: 'Activate or deactivate a dealership',
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    body: dealershipPatchSchema,
    responses: { 200: okSchema, ...errorResponses(400, 401, 404) },
  }),
  extendTrial: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/dealerships/:id/extend-trial',
    operationId: 'extendTrial',
    summary: "Add days to a dealership's trial (from today if it has ended)",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    body: extendTrialSchema,
    responses: { 200: dealershipSummarySchema, ...errorResponses(400, 401, 404, 409) },
  }),
  endTrial: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/dealerships/:id/end-trial',
    operationId: 'endTrial',
    summary: "End a dealership's running trial now (read-only until a plan is paid)",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    responses: { 200: dealershipSummarySchema, ...errorResponses(401, 404, 409) },
  }),
  markPaid: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/dealerships/:id/mark-paid',
    operationId: 'markDealershipPaid',
    summary: "Record payment of the dealership's invoice: active for one billing period",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    responses: { 200: dealershipSummarySchema, ...errorResponses(401, 404, 409) },
  }),
  leads: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/leads',
    operationId: 'listLeads',
    summary: 'Demo requests and pilot applications, newest first',
    tag: 'platform',
    access: { kind: 'super-admin' },
    query: leadListQuerySchema,
    responses: { 200: leadListSchema, ...errorResponses(400, 401) },
  }),
  supportRequests: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/support-requests',
    operationId: 'listSupportRequests',
    summary: 'Contact-form messages: priority-support dealerships first, then newest',
    tag: 'platform',
    access: { kind: 'super-admin' },
    responses: { 200: supportRequestListSchema, ...errorResponses(401) },
  }),
  notificationSettings: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/dealerships/:id/notification-settings',
    operationId: 'getNotificationSettings',
    summary: "A dealership's notification settings",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    responses: { 200: notificationSettingsSchema, ...errorResponses(401, 404) },
  }),
  saveNotificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/super-admin/dealerships/:id/notification-settings',
    operationId: 'saveNotificationSettings',
    summary: "Replace a dealership's notification settings",
    tag: 'platform',
    access: { kind: 'super-admin' },
    params: dealershipIdParamsSchema,
    body: notificationSettingsSchema,
    responses: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 404) },
  }),
} as const;
