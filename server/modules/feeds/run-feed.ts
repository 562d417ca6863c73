import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { FeedRun } from '@domain/api/feeds';
import {
  FEED_SALESPERSON,
  FEEDS_PAGE_PATH,
  SHORT_FEED_RECENT_RUNS,
  shortFeedReason,
} from '@domain/feeds/rules';
import { tenantHost } from '@domain/host-mode';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { vinToFillFrom } from '@domain/vehicle/vin-fill';
import type { Tx } from '../../db/client';
import { dealerships, feedRuns, feeds, type HeldFeedRows } from '../../db/schema';
import { withSystemTransaction, withTenantTransaction } from '../../db/transactions';
import { conflict, notFound } from '../../lib/http-error';
import { publicOrigin } from '../../lib/public-urls';
import {
  addingVehiclesProblem,
  dealershipAccess,
  paymentRequired,
} from '../../plugins/subscription';
import { withTenantChange, type Actor } from '../../plugins/tenant-change';
import { billingRecipients } from '../billing/billing-mail';
import { readConfig } from '../config/repository';
import { heldFeedRunMail } from '../mail/feed-mails';
import { decodeEach } from '../vins/vin-decoder';
import { applyPlan, countsOf, planRun, type FeedRunInput } from './apply-run';
import { openCredentials } from './credentials';
import { readFeedFile } from './read-feed';
import { findFeed, findRun, recentAppliedRows, toFeedRun, type FeedRow } from './repository';

export const FEED_NOT_FOUND_MESSAGE = 'Feed not found';
export const RUN_NOT_FOUND_MESSAGE = 'Run not found';
export const RUN_NOT_HELD_MESSAGE = 'Only a held run can be applied or discarded';

/** The feed as the activity log names who changed a vehicle: "Dealer site (Feed)". */
function feedActor(feed: FeedRow): Actor {
  return { userId: null, username: feed.name.slice(0, 100), role: 'feed' };
}

/**
 * Why the plan refuses this run's vehicles (read-only, or past its vehicle limit), said as the
 * run's error; null when it may be applied. Checked on the dealership's own row, as no request
 * carries a scheduled run.
 */
async function planRefusal(
  tx: Tx,
  dealershipId: string,
  now: number,
  adding: number,
): Promise<string | null> {
  const access = await dealershipAccess(tx, dealershipId, now);
  const problem = access && (await addingVehiclesProblem(tx, dealershipId, access, adding));
  if (!problem) return null;
  // Read-only refuses any change; the limit, only the cars the run adds.
  if (access.mode === 'read-only') return `Not applied: ${problem}`;
  const added = adding === 1 ? '1 vehicle' : `${adding} vehicles`;
  return `Not applied: this run would add ${added}. ${problem}`;
}

const ZERO = { added: 0, updated: 0, unchanged: 0, missing: 0, archived: 0 };

/** The file's rows and columns with the SFTP server's key, or why it could not be read. */
async function readFeed(
  app: FastifyInstance,
  feed: FeedRow,
): Promise<{ file: HeldFeedRows; hostKey: string | null } | { error: string }> {
  try {
    const credentials = feed.credentials
      ? openCredentials(app.feedCredentialsKey(), feed.credentials)
      : null;
    const { bytes, hostKey } = await app.fetchFeed(feed.url, {
      production: app.config.production,
      credentials,
      hostKey: feed.hostKey,
    });
    return { file: await readFeedFile(bytes, feed.mapping), hostKey };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function inputOf(
  app: FastifyInstance,
  tx: Tx,
  feed: FeedRow,
  read: HeldFeedRows,
  now: number,
): Promise<FeedRunInput> {
  const config = await readConfig(tx, feed.dealershipId);
  const vins = read.rows.map(vinToFillFrom).filter((vin) => vin !== null);
  return {
    dealershipId: feed.dealershipId,
    feedId: feed.id,
    graceDays: feed.graceDays,
    rows: read.rows,
    columns: read.columns as ImportFieldKey[],
    options: {
      ...config.regional,
      salesperson: FEED_SALESPERSON,
      stockNumberFromVin: feed.stockNumberFromVin,
      vinVehicles: await decodeEach(app.vinDecoder, vins),
    },
    now,
  };
}

/**
 * One run of a feed (issue #27 item 6): the file fetched and read outside any transaction,
 * then in one tenant change either applied, or held by the short-feed guard (nothing changes,
 * the admins are mailed). A file that cannot be read makes a failed run. Null: no such feed.
 */
export async function runFeed(
  app: FastifyInstance,
  dealershipId: string,
  feedId: string,
): Promise<FeedRun | null> {
  const feed = await withTenantTransaction(app.db, dealershipId, (tx) =>
    findFeed(tx, dealershipId, feedId),
  );
  if (!feed) return null;
  const startedAt = app.clock();
  const fetched = await readFeed(app, feed);
  const run = await withTenantChange(app, dealershipId, async (tx, announce) => {
    const record = (values: Partial<typeof feedRuns.$inferInsert>) =>
      insertRun(tx, feed, startedAt, values);
    if ('error' in fetched) return record({ state: 'failed', errors: [fetched.error] });
    if (fetched.hostKey && !feed.hostKey) await trustHostKey(tx, feed, fetched.hostKey);
    const read = fetched.file;
    const rows = read.rows.length;
    const input = await inputOf(app, tx, feed, read, startedAt);
    const recent = await recentAppliedRows(tx, dealershipId, feed.id, SHORT_FEED_RECENT_RUNS);
    const held = shortFeedReason(read.rows.length, recent);
    if (held) {
      const { plan, errors } = await planRun(tx, input);
      return record({
        state: 'held',
        rows,
        ...countsOf(plan),
        errors: [held, ...read.notes, ...errors],
        held: read,
      });
    }
    const { plan, errors } = await planRun(tx, input);
    const refused = await planRefusal(tx, dealershipId, startedAt, plan.adds.length);
    if (refused) return record({ state: 'failed', rows, errors: [refused] });
    const applied = await applyPlan(tx, announce, { input, plan, actor: feedActor(feed) });
    return record({
      state: 'applied',
      rows,
      ...applied.counts,
      errors: [...read.notes, ...errors, ...applied.errors],
    });
  });
  if (run.state === 'held') await mailHeldRun(app, feed, run.errors[0] ?? 'Held');
  return run;
}

/** The SFTP server's key seen at the feed's first reading, checked at every run after. */
async function trustHostKey(tx: Tx, feed: FeedRow, hostKey: string): Promise<void> {
  await tx
    .update(feeds)
    .set({ hostKey })
    .where(and(eq(feeds.dealershipId, feed.dealershipId), eq(feeds.id, feed.id)));
}

async function insertRun(
  tx: Tx,
  feed: FeedRow,
  startedAt: number,
  values: Partial<typeof feedRuns.$inferInsert>,
): Promise<FeedRun> {
  const [row] = await tx
    .insert(feedRuns)
    .values({
      dealershipId: feed.dealershipId,
      feedId: feed.id,
      startedAt,
      state: 'failed',
      rows: 0,
      errors: [],
      ...ZERO,
      ...values,
    })
    .returning();
  return toFeedRun(row!);
}

/** Tells the dealership's admins a run was held, after it committed. */
async function mailHeldRun(app: FastifyInstance, feed: FeedRow, reason: string): Promise<void> {
  const { recipients, dealership } = await withSystemTransaction(app.db, async (tx) => {
    const [found] = await tx
      .select({ name: dealerships.name, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.id, feed.dealershipId));
    return { recipients: await billingRecipients(tx, feed.dealershipId), dealership: found };
  });
  if (!dealership) return;
  const origin = publicOrigin(app.config, tenantHost(dealership.slug, app.config.domains));
  const mail = heldFeedRunMail({
    dealershipName: dealership.name,
    feedName: feed.name,
    reason,
    feedsUrl: `${origin}${FEEDS_PAGE_PATH}`,
  });
  for (const to of recipients) await app.mailer.send({ to, ...mail });
}

/**
 * An admin's decision on a held run: applied as it was read (the lot as it is now), or
 * discarded. Anything but a held run is a 409.
 */
export async function decideHeldRun(
  app: FastifyInstance,
  props: { dealershipId: string; feedId: string; runId: string; decidedBy: string },
  decision: 'apply' | 'discard',
): Promise<FeedRun> {
  const { dealershipId, feedId, runId } = props;
  return withTenantChange(app, dealershipId, async (tx, announce) => {
    const feed = await findFeed(tx, dealershipId, feedId);
    if (!feed) throw notFound(FEED_NOT_FOUND_MESSAGE);
    const run = await findRun(tx, dealershipId, feedId, runId, { forUpdate: true });
    if (!run) throw notFound(RUN_NOT_FOUND_MESSAGE);
    if (run.state !== 'held' || !run.held) throw conflict(RUN_NOT_HELD_MESSAGE);
    const now = app.clock();
    const decided = { decidedAt: now, decidedBy: props.decidedBy, held: null };
    let values: Partial<typeof feedRuns.$inferInsert> = { state: 'discarded', ...decided };
    if (decision === 'apply') {
      const input = await inputOf(app, tx, feed, run.held, now);
      const { plan, errors } = await planRun(tx, input);
      const refused = await planRefusal(tx, dealershipId, now, plan.adds.length);
      // The run stays held: the admin can make room, or discard it.
      if (refused) throw paymentRequired(refused);
      const applied = await applyPlan(tx, announce, { input, plan, actor: feedActor(feed) });
      values = {
        state: 'applied',
        ...decided,
        ...applied.counts,
        errors: [...run.errors, ...errors, ...applied.errors],
      };
    }
    const [row] = await tx
      .update(feedRuns)
      .set(values)
      .where(and(eq(feedRuns.dealershipId, dealershipId), eq(feedRuns.id, runId)))
      .returning();
    return toFeedRun(row!);
  });
}
