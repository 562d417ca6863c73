import type { FastifyInstance } from 'fastify';
import { withSystemTransaction } from '../../db/transactions';
import { feedKeyLoader } from './credentials';
import { fetchFeedSource } from './feed-source';
import { claimDueFeeds } from './repository';
import { runFeed } from './run-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key feed credentials are sealed with, read or made at first use (decision 0099). */
    feedCredentialsKey: () => Buffer;
    /** Reads a feed's file within the fetchers' rules (safe-fetch.ts, sftp-fetch.ts). */
    fetchFeed: typeof fetchFeedSource;
  }
}

/**
 * Every feed due at `now` runs once (decision 0101): the claim moves its next run ahead in
 * one UPDATE, so with several processes each feed is claimed by one of them. A run that fails
 * is recorded as failed and waits for its next schedule.
 */
async function runDueFeeds(app: FastifyInstance, now: number): Promise<number> {
  const due = await withSystemTransaction(app.db, (tx) => claimDueFeeds(tx, now));
  let ran = 0;
  for (const { dealershipId, id } of due) {
    try {
      if (await runFeed(app, dealershipId, id)) ran += 1;
    } catch (error) {
      app.log.error({ err: error, feed: id }, 'feed run failed');
    }
  }
  return ran;
}

/** The feeds' services and their job of the one scheduler (server/lib/scheduler.ts). */
export function registerFeeds(app: FastifyInstance): void {
  app.decorate('feedCredentialsKey', feedKeyLoader(app.config));
  app.decorate('fetchFeed', fetchFeedSource);
  app.scheduler.add('feeds', (now) => runDueFeeds(app, now));
}
