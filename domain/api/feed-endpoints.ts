import { z } from 'zod';
import { okSchema } from './common';
import { defineEndpoint, errorResponses } from './endpoint';
import {
  feedCreateSchema,
  feedIdParamsSchema,
  feedRunParamsSchema,
  feedRunSchema,
  feedSchema,
  feedUpdateSchema,
} from './feeds';

const guarded = errorResponses(400, 401, 403);
const access = { kind: 'staff', right: 'settings.manage' } as const;

/** The dealership's inventory feeds and their runs (issue #27 item 6): admins only. */
export const feedApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/feeds',
    operationId: 'listFeeds',
    summary: "The dealership's inventory feeds, each with its last run",
    tag: 'feeds',
    access,
    responses: { 200: z.array(feedSchema), ...guarded },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/feeds',
    operationId: 'createFeed',
    summary: 'Add a feed: its address, credentials, schedule, column mapping and grace period',
    tag: 'feeds',
    access,
    body: feedCreateSchema,
    responses: { 201: feedSchema, ...guarded },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/feeds/:id',
    operationId: 'updateFeed',
    summary: 'Change a feed; credentials left out are kept, null removes them',
    tag: 'feeds',
    access,
    params: feedIdParamsSchema,
    body: feedUpdateSchema,
    responses: { 200: feedSchema, ...guarded, ...errorResponses(404) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/feeds/:id',
    operationId: 'deleteFeed',
    summary: 'Remove a feed and its runs; its vehicles stay on the lot',
    tag: 'feeds',
    access,
    params: feedIdParamsSchema,
    responses: { 200: okSchema, ...guarded, ...errorResponses(404) },
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/feeds/:id/runs',
    operationId: 'runFeed',
    summary: 'Run a feed now: fetch, read, and apply or hold',
    tag: 'feeds',
    access,
    params: feedIdParamsSchema,
    responses: { 201: feedRunSchema, ...guarded, ...errorResponses(404) },
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/api/feeds/:id/runs',
    operationId: 'listFeedRuns',
    summary: "A feed's runs, newest first",
    tag: 'feeds',
    access,
    params: feedIdParamsSchema,
    responses: { 200: z.array(feedRunSchema), ...guarded, ...errorResponses(404) },
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: '/api/feeds/:id/runs/:runId/apply',
    operationId: 'applyFeedRun',
    summary: 'Apply a held run as it was read',
    tag: 'feeds',
    access,
    params: feedRunParamsSchema,
    responses: { 200: feedRunSchema, ...guarded, ...errorResponses(404, 409) },
  }),
  discard: defineEndpoint({
    method: 'POST',
    path: '/api/feeds/:id/runs/:runId/discard',
    operationId: 'discardFeedRun',
    summary: 'Discard a held run: nothing changes',
    tag: 'feeds',
    access,
    params: feedRunParamsSchema,
    responses: { 200: feedRunSchema, ...guarded, ...errorResponses(404, 409) },
  }),
} as const;
