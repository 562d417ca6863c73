import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Feed, FeedRun } from '@domain/api/feeds';
import { SFTP_CREDENTIALS_MESSAGE } from '@domain/feeds/rules';
import { HOUR_MS } from '@domain/time';
import { FEED_MAPPING, feedCsv } from '../../test/feed-server';
import { describeEachDatabase } from '../../test/harness';
import { request } from '../../test/http';
import { SFTP_USER, startSftpServer, type TestSftpServer } from '../../test/sftp-server';
import { staffOf, type SignedInUser } from '../../test/staff';

const lot = (count: number) =>
  Array.from({ length: count }, (_, i) => [`P${i + 1}`, '', 2021, 'Kia', 'Soul', 'Blue', '9000']);

/** A feed read from the provider's SFTP server, its key trusted at the first run (issue #27). */
describeEachDatabase('SFTP feeds', (t) => {
  let sftp: TestSftpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    sftp = await startSftpServer();
    sftp.put('/exports/inventory.csv', feedCsv(lot(4)));
    app = await t.buildApp({ feedCredentialsKey: randomBytes(32).toString('base64') });
  });
  afterAll(() => sftp.close());

  const as = (who: SignedInUser) => {
    const client = request(app);
    return {
      get: (url: string) => client.get(url, who.as),
      post: (url: string, body: unknown = {}) => client.post(url, body, who.as),
      patch: (url: string, body: unknown) => client.patch(url, body, who.as),
    };
  };
  const run = async (admin: SignedInUser, feed: Feed) =>
    (await as(admin).post(`/api/feeds/${feed.id}/runs`)).json<FeedRun>();
  const feedOf = async (admin: SignedInUser, feed: Feed) =>
    (await as(admin).get('/api/feeds')).json<Feed[]>().find((f) => f.id === feed.id)!;

  it('adds the cars, trusts the server key, and refuses the feed when the key changes', async () => {
    const { admin } = await staffOf(t);
    const created = await as(admin).post('/api/feeds', {
      name: 'Provider SFTP',
      url: sftp.url(),
      credentials: SFTP_USER,
      mapping: FEED_MAPPING,
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = created.json<Feed>();
    expect(feed.hostKey).toBeNull();
    expect(await run(admin, feed)).toMatchObject({ state: 'applied', rows: 4, added: 4 });
    const trusted = (await feedOf(admin, feed)).hostKey;
    expect(trusted).toMatch(/^SHA256:/);
    expect((await as(admin).get('/api/feeds')).body).not.toContain(SFTP_USER.password);

    await sftp.changeHostKey();
    sftp.put('/exports/inventory.csv', feedCsv(lot(5)));
    t.clock.advance(HOUR_MS);
    const refused = await run(admin, feed);
    expect(refused).toMatchObject({ state: 'failed', added: 0 });
    expect(refused.errors[0]).toContain(`The SFTP server's key changed (trusted ${trusted}`);
    expect((await feedOf(admin, feed)).hostKey).toBe(trusted);

    // The admin enters the password again: the new key is trusted at the next run.
    const saved = await as(admin).patch(`/api/feeds/${feed.id}`, { credentials: SFTP_USER });
    expect(saved.json<Feed>().hostKey).toBeNull();
    expect(await run(admin, feed)).toMatchObject({ state: 'applied', added: 1 });
    expect((await feedOf(admin, feed)).hostKey).not.toBe(trusted);
  });

  it.each([
    ['a new SFTP feed without credentials', 'post', {}],
    ['an SFTP feed losing its credentials', 'patch', { credentials: null }],
  ] as const)('refuses %s, naming credentials', async (_name, method, body) => {
    const { admin } = await staffOf(t);
    let path = '/api/feeds';
    let sent: Record<string, unknown> = { name: 'SFTP', url: sftp.url(), mapping: FEED_MAPPING };
    if (method === 'patch') {
      const feed = (await as(admin).post(path, { ...sent, credentials: SFTP_USER })).json<Feed>();
      path = `/api/feeds/${feed.id}`;
      sent = {};
    }
    const response = await as(admin)[method](path, { ...sent, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'credentials',
      message: expect.stringContaining(SFTP_CREDENTIALS_MESSAGE),
    });
  });
});
