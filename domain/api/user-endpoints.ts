import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import {
  userCreateSchema,
  userIdParamsSchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from './users';

/**
 * User management (spec 2.5 /users, spec 6; docs/decisions/0011-user-management-rules.md):
 * managers view and create users (role user only, else 403); admins create any role, edit,
 * disable, reset passwords and delete. A username is unique across the platform (409); a
 * change that would leave the dealership without an active admin is 409. Another
 * dealership's user is 404.
 */
export const userApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    operationId: 'listUsers',
    summary: "The dealership's staff accounts",
    tag: 'users',
    access: { kind: 'staff', right: 'users.view' },
    responses: { 200: userListSchema, ...errorResponses(401, 403) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/users',
    operationId: 'createUser',
    summary: 'Add a staff account',
    tag: 'users',
    access: { kind: 'staff', right: 'users.create' },
    body: userCreateSchema,
    responses: { 201: userSchema, ...errorResponses(400, 401, 403, 409) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/:id',
    operationId: 'updateUser',
    summary: "Change a staff account's name, email, role, access or password",
    tag: 'users',
    access: { kind: 'staff', right: 'users.edit' },
    params: userIdParamsSchema,
    body: userUpdateSchema,
    responses: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    operationId: 'deleteUser',
    summary: 'Remove a staff account',
    tag: 'users',
    access: { kind: 'staff', right: 'users.delete' },
    params: userIdParamsSchema,
    responses: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
} as const;
