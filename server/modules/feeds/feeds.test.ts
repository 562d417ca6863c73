import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Feed, FeedRun } from '@domain/api/feeds';
import type { ActivityLog } from '@domain/api/activity';
import type { VehicleHistory } from '@domain/api/activity-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { FEED_SALESPERSON, SFTP_CREDENTIALS_MESSAGE } from '@domain/feeds/rules';
import { ESSENTIALS_VEHICLE_LIMIT, vehicleLimitMessage } from '@domain/plans';
import { READ_ONLY_MESSAGES } from '@domain/subscription';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@domain/time';
import { listOutbox } from '../dev-outbox/repository';
import {
  FEED_MAPPING,
  feedCsv,
  startFeedServer,
  type TestFeedServer,
} from '../../test/feed-server';
import { createTestDealership } from '../../test/factories';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { signIn } from '../../test/sign-in';
import { signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

const VIN = '1HGCM82633A004352';

/** Ten cars: S1 has a VIN (matched by it), the others by stock number. */
function lot(count = 10, overrides: Record<string, (string | number)[]> = {}) {
  return Array.from({ length: count }, (_, index) => {
    const stock = `S${index + 1}`;
    return (
      overrides[stock] ?? [stock, index === 0 ? VIN : '', 2020, 'Ford', 'Focus', 'Red', '15000']
    );
  });
}

describeEachDatabase('inventory feeds', (t) => {
  let feedServer: TestFeedServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    feedServer = await startFeedServer();
    app = await t.buildApp({ feedCredentialsKey: randomBytes(32).toString('base64') });
  });
  afterAll(() => feedServer.close());
  beforeEach(() => {
    feedServer.serve(feedCsv(lot()));
  });

  const as = (who: SignedInUser) => {
    const client = request(app);
    return {
      get: (url: string) => client.get(url, who.as),
      post: (url: string, body: unknown = {}) => client.post(url, body, who.as),
      patch: (url: string, body: unknown) => client.patch(url, body, who.as),
      delete: (url: string) => client.delete(url, who.as),
    };
  };

  async function addFeed(admin: SignedInUser, extra: Record<string, unknown> = {}) {
    const response = await as(admin).post('/api/feeds', {
      name: 'Dealer site',
      url: feedServer.url(),
      mapping: FEED_MAPPING,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Feed>();
  }

  async function run(admin: SignedInUser, feed: Feed) {
    const response = await as(admin).post(`/api/feeds/${feed.id}/runs`);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<FeedRun>();
  }

  async function vehicles(admin: SignedInUser) {
    const list = (await as(admin).get('/api/vehicles')).json<Vehicle[]>();
    return new Map(list.map((vehicle) => [vehicle.stockNumber, vehicle]));
  }

  /** Days pass: the session has ended, so the admin signs in again. */
  async function later(admin: SignedInUser, ms: number): Promise<SignedInUser> {
    t.clock.advance(ms);
    const cookie = await signIn(t.app, admin);
    return { ...admin, cookie, as: { ...admin.as, cookie } };
  }

  const counts = (run: FeedRun) => {
    const { state, rows, added, updated, unchanged, missing, archived } = run;
    return { state, rows, added, updated, unchanged, missing, archived };
  };

  it('adds the cars, keeps staff edits, and archives a car gone for the grace period and two runs', async () => {
    let { admin } = await staffOf(t);
    const feed = await addFeed(admin);
    expect(feed).toMatchObject({ intervalMinutes: 120, graceDays: 3, hasCredentials: false });
    expect(counts(await run(admin, feed))).toEqual({
      state: 'applied',
      rows: 10,
      added: 10,
      updated: 0,
      unchanged: 0,
      missing: 0,
      archived: 0,
    });
    let cars = await vehicles(admin);
    expect(cars.size).toBe(10);
    expect(cars.get('S1')).toMatchObject({
      vin: VIN,
      make: 'Ford',
      color: 'Red',
      priceCents: 1500000,
    });

    // Staff repaint S2 in LotReady; the feed changes S2's colour and price and S3's model.
    const s2 = cars.get('S2')!;
    await as(admin).patch(`/api/vehicles/${s2.id}`, { color: 'Blue', version: s2.version });
    feedServer.serve(
      feedCsv(
        lot(10, {
          S1: ['S1-NEW', VIN, 2020, 'Ford', 'Focus', 'Red', '15000'],
          S2: ['S2', '', 2020, 'Ford', 'Focus', 'Green', '14000'],
          S3: ['S3', '', 2020, 'Ford', 'Fiesta', 'Red', '15000'],
        }),
      ),
    );
    t.clock.advance(HOUR_MS);
    expect(counts(await run(admin, feed))).toEqual({
      state: 'applied',
      rows: 10,
      added: 0,
      updated: 2,
      unchanged: 8,
      missing: 0,
      archived: 0,
    });
    cars = await vehicles(admin);
    // Matched by VIN: the stock number is the car's own, not overwritten.
    expect(cars.get('S1')?.stockNumber).toBe('S1');
    expect(cars.has('S1-NEW')).toBe(false);
    expect(cars.get('S2')).toMatchObject({ color: 'Blue', priceCents: 1400000 });
    expect(cars.get('S3')?.model).toBe('Fiesta');

    // S10 leaves the feed: missing, then archived after 3 days and a second run.
    feedServer.serve(feedCsv(lot(9)));
    t.clock.advance(HOUR_MS);
    expect(counts(await run(admin, feed))).toMatchObject({ missing: 1, archived: 0 });
    admin = await later(admin, 2 * DAY_MS);
    // Two runs, but not yet three days.
    expect(counts(await run(admin, feed))).toMatchObject({ missing: 1, archived: 0 });
    admin = await later(admin, DAY_MS);
    expect(counts(await run(admin, feed))).toMatchObject({ missing: 0, archived: 1, updated: 0 });
    cars = await vehicles(admin);
    expect(cars.get('S10')?.flag).toBe('sold');

    // Back in the feed: restored.
    feedServer.serve(feedCsv(lot(10)));
    t.clock.advance(HOUR_MS);
    expect(counts(await run(admin, feed))).toMatchObject({ updated: 1, missing: 0 });
    expect((await vehicles(admin)).get('S10')?.flag).toBe('active');
  });

  it('holds a short feed, changes nothing, mails the admins, and applies it when asked', async () => {
    const { admin, dealership } = await staffOf(t);
    const feed = await addFeed(admin);
    await run(admin, feed);
    feedServer.serve(feedCsv(lot(7)));
    t.clock.advance(HOUR_MS);
    const held = await run(admin, feed);
    expect(counts(held)).toEqual({
      state: 'held',
      rows: 7,
      added: 0,
      updated: 0,
      unchanged: 7,
      missing: 3,
      archived: 0,
    });
    expect(held.errors[0]).toBe('Held: 7 rows, fewer than 80 % of the usual 10');
    const mails = await listOutbox(t.db, { limit: 5, to: admin.user.email! });
    expect(mails[0]?.subject).toBe('Dealer site: a short feed was held');
    expect(mails[0]?.text).toContain(`${dealership.slug}.`);

    const runs = (await as(admin).get(`/api/feeds/${feed.id}/runs`)).json<FeedRun[]>();
    expect(runs.map((r) => r.state)).toEqual(['held', 'applied']);
    const applied = await as(admin).post(`/api/feeds/${feed.id}/runs/${held.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<FeedRun>()).toMatchObject({
      state: 'applied',
      missing: 3,
      decidedBy: admin.user.username,
    });
    const again = await as(admin).post(`/api/feeds/${feed.id}/runs/${held.id}/discard`);
    expect(again.statusCode).toBe(409);
  });

  it('discards a held run without a change', async () => {
    const { admin } = await staffOf(t);
    const feed = await addFeed(admin);
    await run(admin, feed);
    feedServer.serve(feedCsv(lot(2)));
    const held = await run(admin, feed);
    const discarded = await as(admin).post(`/api/feeds/${feed.id}/runs/${held.id}/discard`);
    expect(discarded.json<FeedRun>().state).toBe('discarded');
    feedServer.serve(feedCsv(lot(10)));
    expect(counts(await run(admin, feed))).toMatchObject({ state: 'applied', unchanged: 10 });
  });

  it('sends the basic credentials, keeps them sealed and never answers them', async () => {
    const { admin } = await staffOf(t);
    const feed = await addFeed(admin, { credentials: { username: 'dealer', password: 's3cret' } });
    expect(feed.hasCredentials).toBe(true);
    expect(JSON.stringify(feed)).not.toContain('s3cret');
    await run(admin, feed);
    const sent = feedServer.requests.at(-1)?.headers.authorization;
    expect(sent).toBe(`Basic ${Buffer.from('dealer:s3cret').toString('base64')}`);
    const listed = (await as(admin).get('/api/feeds')).body;
    expect(listed).not.toContain('s3cret');
    expect(listed).not.toContain('dealer:');
    const removed = await as(admin).patch(`/api/feeds/${feed.id}`, { credentials: null });
    expect(removed.json<Feed>().hasCredentials).toBe(false);
  });

  it('records a feed it cannot read as a failed run', async () => {
    const { admin } = await staffOf(t);
    const feed = await addFeed(admin, { url: feedServer.url('/gone.csv') });
    feedServer.serve((response) => {
      response.writeHead(404);
      response.end();
    });
    const failed = await run(admin, feed);
    expect(counts(failed)).toMatchObject({ state: 'failed', rows: 0 });
    expect(failed.errors).toEqual(['The feed answered 404']);
  });

  it.each([
    [{ url: 'sftp://files.example.com/inventory.csv' }, 'credentials', SFTP_CREDENTIALS_MESSAGE],
    [
      { url: 'ftp://files.example.com/a.csv' },
      'url',
      "The feed's address must start with https:// or sftp://",
    ],
    [
      { url: 'https://user:pw@example.com/a.csv' },
      'url',
      'Put the user name and password in their own fields, not in the address',
    ],
    [{ name: '' }, 'name', 'The name is required'],
    [{ intervalMinutes: 5 }, 'intervalMinutes', 'Run at most every 15 minutes'],
    [
      { mapping: { headers: ['A', 'B'], fields: ['make', 'make'] } },
      'mapping.fields.1',
      'Columns "A" and "B" are both mapped to make: map one of them to ignore',
    ],
  ])('refuses %j naming %s', async (extra, field, message) => {
    const { admin } = await staffOf(t);
    const response = await as(admin).post('/api/feeds', {
      name: 'Feed',
      url: 'https://example.com/feed.csv',
      mapping: FEED_MAPPING,
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message: `${field}: ${message}` });
  });

  it('is for admins of the dealership only', async () => {
    const { admin, manager } = await staffOf(t);
    const feed = await addFeed(admin);
    expect((await as(manager).get('/api/feeds')).statusCode).toBe(403);
    const stranger = await signedIn(t, 'admin');
    expect((await as(stranger).get('/api/feeds')).json()).toEqual([]);
    expect((await as(stranger).post(`/api/feeds/${feed.id}/runs`)).statusCode).toBe(404);
    expect((await as(stranger).get(`/api/feeds/${feed.id}/runs`)).statusCode).toBe(404);
    expect((await as(stranger).delete(`/api/feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await as(admin).delete(`/api/feeds/${feed.id}`)).statusCode).toBe(200);
  });

  it('runs a due feed once per schedule, however many processes run the scheduler', async () => {
    const { admin } = await staffOf(t);
    const feed = await addFeed(admin);
    const other = await t.buildApp({ feedCredentialsKey: randomBytes(32).toString('base64') });
    const now = t.clock();
    await Promise.all([app.scheduler.runOnce(now), other.scheduler.runOnce(now)]);
    const runs = async () =>
      (await as(admin).get(`/api/feeds/${feed.id}/runs`)).json<FeedRun[]>().length;
    expect(await runs()).toBe(1);
    t.clock.advance(HOUR_MS);
    await app.scheduler.runOnce(t.clock());
    expect(await runs()).toBe(1);
    t.clock.advance(HOUR_MS);
    await Promise.all([app.scheduler.runOnce(t.clock()), other.scheduler.runOnce(t.clock())]);
    expect(await runs()).toBe(2);
  });

  it('keeps to the plan: a scheduled run past the vehicle limit changes nothing and says why', async () => {
    const essentials = await createTestDealership(t, {
      subscription: { status: 'active', plan: 'essentials', billingPeriod: 'monthly' },
    });
    const admin = await signedIn(t, 'admin', essentials);
    const rows = Array.from({ length: ESSENTIALS_VEHICLE_LIMIT - 9 }, (_, index) => ({
      ...vehicleInput(),
      rowNumber: index + 2,
    }));
    const imported = await as(admin).post('/api/vehicles/import', { rows });
    expect(imported.statusCode, imported.body).toBe(200);
    const feed = await addFeed(admin);

    // Due at once, run by the scheduler: no request, so the plan is read from the dealership.
    await app.scheduler.runOnce(t.clock());
    const [failed] = (await as(admin).get(`/api/feeds/${feed.id}/runs`)).json<FeedRun[]>();
    expect(counts(failed!)).toMatchObject({ state: 'failed', rows: 10, added: 0 });
    const refusal = `Not applied: this run would add 10 vehicles. ${vehicleLimitMessage(ESSENTIALS_VEHICLE_LIMIT)}`;
    expect(failed!.errors).toEqual([refusal]);
    expect((await vehicles(admin)).size).toBe(ESSENTIALS_VEHICLE_LIMIT - 9);

    // Nine fit; then a short file of seven new cars is held, and applying it is refused.
    feedServer.serve(feedCsv(lot(9)));
    t.clock.advance(HOUR_MS);
    expect(counts(await run(admin, feed))).toMatchObject({ state: 'applied', added: 9 });
    t.clock.advance(HOUR_MS);
    feedServer.serve(
      feedCsv(lot(7).map(([, ...rest], index) => [`N${index + 1}`, '', ...rest.slice(1)])),
    );
    const held = await run(admin, feed);
    expect(counts(held)).toMatchObject({ state: 'held', added: 7 });
    const refused = await as(admin).post(`/api/feeds/${feed.id}/runs/${held.id}/apply`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: `Not applied: this run would add 7 vehicles. ${vehicleLimitMessage(ESSENTIALS_VEHICLE_LIMIT)}`,
    });
    const runs = (await as(admin).get(`/api/feeds/${feed.id}/runs`)).json<FeedRun[]>();
    expect(runs[0]).toMatchObject({ id: held.id, state: 'held' });
    expect((await vehicles(admin)).size).toBe(ESSENTIALS_VEHICLE_LIMIT);
  });

  it('changes nothing once the trial has ended, and says so', async () => {
    const dealership = await createTestDealership(t, { trialEndsAt: t.clock() + MINUTE_MS });
    const admin = await signedIn(t, 'admin', dealership);
    const feed = await addFeed(admin);
    t.clock.advance(MINUTE_MS);
    await app.scheduler.runOnce(t.clock());
    const [failed] = (await as(admin).get(`/api/feeds/${feed.id}/runs`)).json<FeedRun[]>();
    expect(failed).toMatchObject({
      state: 'failed',
      errors: [`Not applied: ${READ_ONLY_MESSAGES['trial-ended']}`],
    });
    expect((await vehicles(admin)).size).toBe(0);
  });

  it('names the feed as who changed a car in the activity log and its history', async () => {
    const { admin } = await staffOf(t);
    const feed = await addFeed(admin, { name: 'Dealer site' });
    await run(admin, feed);
    const log = (await as(admin).get('/api/activity-logs')).json<ActivityLog[]>();
    expect(log).toHaveLength(10);
    // The role says it is a feed, the name which one; a car the feed adds is the feed's sale.
    expect(log[0]).toMatchObject({
      action: 'added',
      performedBy: 'Dealer site',
      performedByRole: 'feed',
      salesperson: FEED_SALESPERSON,
    });
    const s1 = (await vehicles(admin)).get('S1')!;
    const history = (await as(admin).get(`/api/vehicles/${s1.id}/history`)).json<VehicleHistory>();
    expect(history.entries.map((entry) => [entry.performedBy, entry.performedByRole])).toEqual([
      ['Dealer site', 'feed'],
    ]);
  });
});
