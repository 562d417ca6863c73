import { okSchema } from './common';
import {
  dashboardIdParamsSchema,
  dashboardInputSchema,
  dashboardListSchema,
  dashboardPatchSchema,
  dashboardSchema,
} from './dashboards';
import { defineEndpoint, errorResponses } from './endpoint';

const view = { kind: 'staff', right: 'dashboards.view' } as const;
const edit = { kind: 'staff', right: 'dashboards.edit' } as const;

/**
 * Custom dashboards (spec 2.5, 6): every user views them, managers create and edit them,
 * admins delete them. Another dealership's dashboard is 404.
 */
export const dashboardApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dashboards',
    operationId: 'listDashboards',
    summary: "The dealership's custom dashboards",
    tag: 'dashboards',
    access: view,
    responses: { 200: dashboardListSchema, ...errorResponses(401, 403) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/dashboards/:id',
    operationId: 'getDashboard',
    summary: 'Read one dashboard',
    tag: 'dashboards',
    access: view,
    params: dashboardIdParamsSchema,
    responses: { 200: dashboardSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/dashboards',
    entitlement: 'customDashboards',
    operationId: 'createDashboard',
    summary: 'Add a dashboard',
    tag: 'dashboards',
    access: { kind: 'staff', right: 'dashboards.create' },
    body: dashboardInputSchema,
    responses: { 201: dashboardSchema, ...errorResponses(400, 401, 403) },
  }),
  replace: defineEndpoint({
    method: 'PUT',
    path: '/api/dashboards/:id',
    entitlement: 'customDashboards',
    operationId: 'replaceDashboard',
    summary: "Replace a dashboard's name and widgets",
    tag: 'dashboards',
    access: edit,
    params: dashboardIdParamsSchema,
    body: dashboardInputSchema,
    responses: { 200: dashboardSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/dashboards/:id',
    entitlement: 'customDashboards',
    operationId: 'updateDashboard',
    summary: "Change a dashboard's name or widgets",
    tag: 'dashboards',
    access: edit,
    params: dashboardIdParamsSchema,
    body: dashboardPatchSchema,
    responses: { 200: dashboardSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/dashboards/:id',
    operationId: 'deleteDashboard',
    summary: 'Remove a dashboard',
    tag: 'dashboards',
    access: { kind: 'staff', right: 'dashboards.delete' },
    params: dashboardIdParamsSchema,
    responses: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
  }),
} as const;
