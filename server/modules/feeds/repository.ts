import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Feed, FeedRun } from '@domain/api/feeds';
import { MINUTE_MS } from '@domain/time';
import type { Executor } from '../../db/client';
import { feedRuns, feeds, feedVehicles } from '../../db/schema';
import type { FeedVehicleState } from './plan-run';

export type FeedRow = typeof feeds.$inferSelect;
export type FeedRunRow = typeof feedRuns.$inferSelect;

/** The one place a run row becomes the wire shape. */
export function toFeedRun(row: FeedRunRow): FeedRun {
  return {
    id: row.id,
    feedId: row.feedId,
    startedAt: row.startedAt,
    state: row.state,
    rows: row.rows,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    missing: row.missing,
    archived: row.archived,
    errors: row.errors,
    decidedAt: row.decidedAt,
    decidedBy: row.decidedBy,
  };
}

/** The wire shape of a feed: its credentials only as "kept or not". */
export function toFeed(row: FeedRow, lastRun: FeedRunRow | null): Feed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    hasCredentials: row.credentials !== null,
    hostKey: row.hostKey,
    intervalMinutes: row.intervalMinutes,
    graceDays: row.graceDays,
    mapping: row.mapping,
    stockNumberFromVin: row.stockNumberFromVin,
    nextRunAt: row.nextRunAt,
    createdAt: row.createdAt,
    lastRun: lastRun ? toFeedRun(lastRun) : null,
  };
}

export async function findFeed(
  tx: Executor,
  dealershipId: string,
  id: string,
): Promise<FeedRow | null> {
  const [row] = await tx
    .select()
    .from(feeds)
    .where(and(eq(feeds.dealershipId, dealershipId), eq(feeds.id, id)));
  return row ?? null;
}

export async function listFeeds(tx: Executor, dealershipId: string): Promise<Feed[]> {
  const rows = await tx
    .select()
    .from(feeds)
    .where(eq(feeds.dealershipId, dealershipId))
    .orderBy(feeds.createdAt, feeds.id);
  const lastRuns = await tx
    .selectDistinctOn([feedRuns.feedId])
    .from(feedRuns)
    .where(eq(feedRuns.dealershipId, dealershipId))
    .orderBy(feedRuns.feedId, desc(feedRuns.startedAt), desc(feedRuns.id));
  const byFeed = new Map(lastRuns.map((run) => [run.feedId, run]));
  return rows.map((row) => toFeed(row, byFeed.get(row.id) ?? null));
}

export async function lastRunOf(
  tx: Executor,
  dealershipId: string,
  feedId: string,
): Promise<FeedRunRow | null> {
  const [row] = await listRunRows(tx, dealershipId, feedId, 1);
  return row ?? null;
}

export function listRunRows(tx: Executor, dealershipId: string, feedId: string, limit = 100) {
  return tx
    .select()
    .from(feedRuns)
    .where(and(eq(feedRuns.dealershipId, dealershipId), eq(feedRuns.feedId, feedId)))
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(limit);
}

/** The row counts of the feed's last applied runs, newest first (the short-feed guard's). */
export async function recentAppliedRows(
  tx: Executor,
  dealershipId: string,
  feedId: string,
  count: number,
): Promise<number[]> {
  const rows = await tx
    .select({ rows: feedRuns.rows })
    .from(feedRuns)
    .where(
      and(
        eq(feedRuns.dealershipId, dealershipId),
        eq(feedRuns.feedId, feedId),
        eq(feedRuns.state, 'applied'),
      ),
    )
    .orderBy(desc(feedRuns.startedAt), desc(feedRuns.id))
    .limit(count);
  return rows.map((row) => row.rows);
}

export async function findRun(
  tx: Executor,
  dealershipId: string,
  feedId: string,
  runId: string,
  options: { forUpdate?: boolean } = {},
): Promise<FeedRunRow | null> {
  const query = tx
    .select()
    .from(feedRuns)
    .where(
      and(
        eq(feedRuns.dealershipId, dealershipId),
        eq(feedRuns.feedId, feedId),
        eq(feedRuns.id, runId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** What the feed knows of its vehicles, by vehicle id. */
export async function feedVehicleStates(
  tx: Executor,
  dealershipId: string,
  feedId: string,
): Promise<Map<string, FeedVehicleState>> {
  const rows = await tx
    .select()
    .from(feedVehicles)
    .where(and(eq(feedVehicles.dealershipId, dealershipId), eq(feedVehicles.feedId, feedId)));
  return new Map(rows.map((row) => [row.vehicleId, row]));
}

/** Writes the feed records that changed, in one statement per slice. */
export async function saveFeedVehicleStates(
  tx: Executor,
  dealershipId: string,
  feedId: string,
  states: readonly FeedVehicleState[],
): Promise<void> {
  const SLICE = 5_000;
  for (let start = 0; start < states.length; start += SLICE) {
    const slice = states.slice(start, start + SLICE);
    await tx
      .insert(feedVehicles)
      .values(slice.map((state) => ({ dealershipId, feedId, ...state })))
      .onConflictDoUpdate({
        target: [feedVehicles.dealershipId, feedVehicles.feedId, feedVehicles.vehicleId],
        set: {
          written: sql`excluded.written`,
          missingSince: sql`excluded.missing_since`,
          missingRuns: sql`excluded.missing_runs`,
          archivedAt: sql`excluded.archived_at`,
        },
      });
  }
}

/**
 * Claims every feed due at `now` across dealerships, moving each one's next run a schedule
 * ahead in the same UPDATE: a row is claimed by one process only, however many run the
 * scheduler (decision 0101). A feed late by several schedules runs once.
 */
export async function claimDueFeeds(
  tx: Executor,
  now: number,
): Promise<{ dealershipId: string; id: string }[]> {
  return tx
    .update(feeds)
    .set({
      nextRunAt: sql`${now}::bigint + ${feeds.intervalMinutes}::bigint * ${MINUTE_MS}::bigint`,
    })
    .where(lte(feeds.nextRunAt, now))
    .returning({ dealershipId: feeds.dealershipId, id: feeds.id });
}
