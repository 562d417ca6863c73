import { superAdminLoginRequestSchema, superAdminSessionResponseSchema } from './auth';
import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';

/** The platform super admin's own sign-in and session (spec 2.2, 7; its own cookie and table). */
export const superAdminApi = {
  session: defineEndpoint({
    method: 'GET',
    path: '/api/super-admin/session',
    operationId: 'getSuperAdminSession',
    summary: 'The signed-in super admin',
    tag: 'super-admin',
    access: { kind: 'super-admin' },
    responses: { 200: superAdminSessionResponseSchema, ...errorResponses(401) },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/login',
    operationId: 'superAdminSignIn',
    summary: 'Sign the super admin in',
    tag: 'super-admin',
    access: { kind: 'public' },
    body: superAdminLoginRequestSchema,
    responses: { 200: superAdminSessionResponseSchema, ...errorResponses(401, 429) },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/logout',
    operationId: 'superAdminSignOut',
    summary: "End the super admin's session",
    tag: 'super-admin',
    access: { kind: 'public' },
    responses: { 200: okSchema },
  }),
  logoutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/api/super-admin/logout-everywhere',
    operationId: 'superAdminSignOutEverywhere',
    summary: 'End every session of the super admin, this one included',
    tag: 'super-admin',
    access: { kind: 'super-admin' },
    responses: { 200: okSchema, ...errorResponses(401) },
  }),
} as const;
