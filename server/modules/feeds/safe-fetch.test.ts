import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type TestFeedServer } from '../../test/feed-server';
import { FEED_FETCH_LIMITS, fetchFeedFile } from './safe-fetch';

/** The fetcher against a real server on loopback (issue #27 item 6). */
describe('feed fetcher', () => {
  let feed: TestFeedServer;
  beforeAll(async () => {
    feed = await startFeedServer();
  });
  afterAll(() => feed.close());

  it('reads a loopback feed outside production', async () => {
    feed.serve('Stock\nA1');
    expect((await fetchFeedFile(feed.url(), { production: false })).toString()).toBe('Stock\nA1');
  });

  it.each([
    ['loopback in production', () => feed.url(), true, /loopback address \(127\.0\.0\.1\)/],
    [
      'a mapped loopback',
      () => feed.url().replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      true,
      /loopback/,
    ],
    [
      'a name resolving to loopback',
      () => feed.url().replace('127.0.0.1', 'localhost'),
      true,
      /loopback/,
    ],
    ['plain HTTP off loopback', () => 'http://10.1.2.3/feed.csv', false, /private address/],
  ])('refuses %s', async (_name, url, production, message) => {
    await expect(fetchFeedFile(url(), { production })).rejects.toThrow(message);
  });

  it('checks where a redirect leads before following it', async () => {
    feed.serve((response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
      response.end();
    });
    await expect(fetchFeedFile(feed.url(), { production: false })).rejects.toThrow(
      /link-local address \(169\.254\.169\.254\)/,
    );
  });

  it('cuts off an answer over the size limit', async () => {
    feed.serve('x'.repeat(5000));
    const limits = { ...FEED_FETCH_LIMITS, maxBytes: 1024 };
    await expect(fetchFeedFile(feed.url(), { production: false, limits })).rejects.toThrow(
      /larger than/,
    );
  });

  it('gives up on a server that does not answer', async () => {
    feed.serve(() => undefined);
    const limits = { ...FEED_FETCH_LIMITS, answerTimeoutMs: 50 };
    await expect(fetchFeedFile(feed.url(), { production: false, limits })).rejects.toThrow(
      'The feed took too long to answer',
    );
  });
});
