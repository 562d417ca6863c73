import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { feedApi } from '@domain/api/feed-endpoints';
import type { FeedCreate, FeedUpdate } from '@domain/api/feeds';
import { feedCredentialsProblem } from '@domain/feeds/rules';
import { feeds } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { authOf } from '../../plugins/session';
import { changeTenant } from '../../plugins/tenant-change';
import { sealCredentials } from './credentials';
import { lastRunOf, listFeeds, listRunRows, findFeed, toFeed, toFeedRun } from './repository';
import { decideHeldRun, FEED_NOT_FOUND_MESSAGE, runFeed } from './run-feed';

/** The stored columns of a create or an update: credentials sealed, null removing them. */
function storedFields(app: FastifyInstance, body: FeedUpdate) {
  const { credentials, ...rest } = body;
  return {
    ...rest,
    ...(credentials === undefined
      ? {}
      : {
          credentials:
            credentials === null ? null : sealCredentials(app.feedCredentialsKey(), credentials),
        }),
  };
}

/** /api/feeds: an admin's feeds, their runs, and the decision on a held run (issue #27 item 6). */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, feedApi.list, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listFeeds(tx, tenant.id));
  });

  registerEndpoint(app, feedApi.create, async (request, reply) => {
    const body: FeedCreate = request.body;
    const feed = await changeTenant(request, async (tx, change) => {
      const [row] = await tx
        .insert(feeds)
        .values({
          dealershipId: change.dealershipId,
          ...storedFields(app, body),
          name: body.name,
          url: body.url,
          intervalMinutes: body.intervalMinutes,
          graceDays: body.graceDays,
          mapping: body.mapping,
          stockNumberFromVin: body.stockNumberFromVin,
          // The first run is due at once: the admin sees the lot fill without waiting.
          nextRunAt: change.now,
          createdAt: change.now,
          updatedAt: change.now,
        })
        .returning();
      return toFeed(row!, null);
    });
    return reply.code(201).send(feed);
  });

  registerEndpoint(app, feedApi.update, async (request) => {
    const { id } = request.params;
    const body: FeedUpdate = request.body;
    return changeTenant(request, async (tx, change) => {
      const feed = await findFeed(tx, change.dealershipId, id);
      if (!feed) throw notFound(FEED_NOT_FOUND_MESSAGE);
      const url = body.url ?? feed.url;
      const keepsCredentials =
        body.credentials === undefined ? feed.credentials !== null : body.credentials !== null;
      const problem = feedCredentialsProblem(url, keepsCredentials);
      if (problem) throw badRequest(problem, 'credentials');
      // A new address or new credentials is the admin's word to trust the server's key anew.
      const trustAgain = url !== feed.url || body.credentials !== undefined;
      const [row] = await tx
        .update(feeds)
        .set({
          ...storedFields(app, body),
          ...(trustAgain ? { hostKey: null } : {}),
          updatedAt: change.now,
        })
        .where(and(eq(feeds.dealershipId, change.dealershipId), eq(feeds.id, id)))
        .returning();
      return toFeed(row!, await lastRunOf(tx, change.dealershipId, id));
    });
  });

  registerEndpoint(app, feedApi.remove, async (request) => {
    const { id } = request.params;
    return changeTenant(request, async (tx, change) => {
      const [row] = await tx
        .delete(feeds)
        .where(and(eq(feeds.dealershipId, change.dealershipId), eq(feeds.id, id)))
        .returning({ id: feeds.id });
      if (!row) throw notFound(FEED_NOT_FOUND_MESSAGE);
      return { ok: true as const };
    });
  });

  registerEndpoint(app, feedApi.run, async (request, reply) => {
    const { tenant } = authOf(request);
    const run = await runFeed(app, tenant.id, request.params.id);
    if (!run) throw notFound(FEED_NOT_FOUND_MESSAGE);
    return reply.code(201).send(run);
  });

  registerEndpoint(app, feedApi.runs, async (request) => {
    const { tenant } = authOf(request);
    const { id } = request.params;
    return request.withTenant(async (tx) => {
      if (!(await findFeed(tx, tenant.id, id))) throw notFound(FEED_NOT_FOUND_MESSAGE);
      return (await listRunRows(tx, tenant.id, id)).map(toFeedRun);
    });
  });

  for (const decision of ['apply', 'discard'] as const) {
    registerEndpoint(app, feedApi[decision], async (request) => {
      const { tenant, user } = authOf(request);
      return decideHeldRun(
        app,
        {
          dealershipId: tenant.id,
          feedId: request.params.id,
          runId: request.params.runId,
          decidedBy: user.username,
        },
        decision,
      );
    });
  }
}
