import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Feed, FeedRun } from '@domain/api/feeds';
import { HOUR_MS } from '@domain/time';
import { vehicles } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import {
  FEED_MAPPING,
  feedCsv,
  startFeedServer,
  type TestFeedServer,
} from '../../test/feed-server';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { staffOf } from '../../test/staff';

const ROWS = 10_000;
const CHANGED = 100;

function lot(changed: number) {
  return Array.from({ length: ROWS }, (_, index) => [
    `F${index}`,
    '',
    2021,
    'Toyota',
    'Corolla',
    'White',
    index < changed ? '19999' : '18999',
  ]);
}

/** Issue #27's speed item: a 10,000-row feed whose file changed in 100 rows writes 100 vehicles. */
describeEachDatabase('feed run writes', (t) => {
  let feedServer: TestFeedServer;
  beforeAll(async () => {
    feedServer = await startFeedServer();
  });
  afterAll(() => feedServer.close());

  it('writes only the vehicles whose rows changed', async () => {
    const app = await t.buildApp({ feedCredentialsKey: randomBytes(32).toString('base64') });
    const { admin, dealership } = await staffOf(t);
    const as = { ...admin.as };
    feedServer.serve(feedCsv(lot(0)));
    const feed = (
      await request(app).post(
        '/api/feeds',
        { name: 'Big', url: feedServer.url(), mapping: FEED_MAPPING },
        as,
      )
    ).json<Feed>();
    const first = await request(app).post(`/api/feeds/${feed.id}/runs`, {}, as);
    expect(first.json<FeedRun>()).toMatchObject({ state: 'applied', added: ROWS });

    feedServer.serve(feedCsv(lot(CHANGED)));
    t.clock.advance(HOUR_MS);
    const second = await request(app).post(`/api/feeds/${feed.id}/runs`, {}, as);
    expect(second.json<FeedRun>(), second.body.slice(0, 500)).toMatchObject({
      state: 'applied',
      updated: CHANGED,
      unchanged: ROWS - CHANGED,
    });
    // Each write bumps a vehicle's version: exactly the changed ones moved past 1.
    const [written] = await withSystemTransaction(t.db, (tx) =>
      tx
        .select({ count: sql<number>`count(*)::int` })
        .from(vehicles)
        .where(and(eq(vehicles.dealershipId, dealership.id), gt(vehicles.version, 1))),
    );
    expect(written?.count).toBe(CHANGED);
  });
});
