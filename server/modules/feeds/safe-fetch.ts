import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { MINUTE_MS, SECOND_MS } from '@domain/time';
import { addressClass, refusedAddress } from './address-rules';
import type { FeedCredentials } from './credentials';

/** A feed that could not be read: the run fails with this message. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface FetchLimits {
  /** The largest file read (a 50,000-row dealer export is about 25 MB). */
  maxBytes: number;
  /** No answer's first byte within this: the server is too slow. */
  answerTimeoutMs: number;
  /** The whole file, redirects included, within this. */
  totalTimeoutMs: number;
  maxRedirects: number;
}

export const FEED_FETCH_LIMITS: FetchLimits = {
  maxBytes: 64 * 1024 * 1024,
  answerTimeoutMs: 30 * SECOND_MS,
  totalTimeoutMs: 5 * MINUTE_MS,
  maxRedirects: 5,
};

export interface FetchFeedOptions {
  production: boolean;
  credentials?: FeedCredentials | null;
  limits?: FetchLimits;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Checks every address a name resolves to and connects to the first, so the connection goes
 * to the address that was checked (no second lookup a rebinding DNS could answer otherwise).
 */
function checkedLookup(production: boolean, plainHttp: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses: LookupAddress[] = found;
      const problem = addresses
        .map(({ address }) => refusal(address, production, plainHttp))
        .find((reason) => reason !== null);
      const first = addresses[0];
      if (problem || !first) {
        return callback(new FeedFetchError(problem ?? `${hostname} has no address`), '', 0);
      }
      if (options.all) return callback(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}

function refusal(address: string, production: boolean, plainHttp: boolean): string | null {
  const refused = refusedAddress(address, production);
  if (refused) return refused;
  if (plainHttp && addressClass(address) !== 'loopback') {
    return "The feed's address must start with https://";
  }
  return null;
}

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer | null;
}

/** One request, its answer's body read within the limits unless it redirects. */
function requestOnce(
  url: URL,
  options: FetchFeedOptions & { limits: FetchLimits; deadline: number; sendCredentials: boolean },
): Promise<Hop> {
  const plainHttp = url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const problem = refusal(host, options.production, plainHttp);
    if (problem) return Promise.reject(new FeedFetchError(problem));
  }
  const headers: Record<string, string> = {
    accept: 'text/csv, */*',
    'user-agent': 'LotReady feed',
  };
  if (options.credentials && options.sendCredentials) {
    const { username, password } = options.credentials;
    headers.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  }
  const send = plainHttp ? httpRequest : httpsRequest;
  return new Promise<Hop>((resolve, reject) => {
    const remaining = options.deadline - Date.now();
    const request = send(url, {
      // A fresh connection each time: a pooled one was checked for another request, and may
      // have been closed by the feed's server in between (ECONNRESET).
      agent: false,
      headers,
      lookup: checkedLookup(options.production, plainHttp),
      timeout: Math.min(options.limits.answerTimeoutMs, remaining),
    });
    const fail = (error: Error) => {
      request.destroy();
      reject(error instanceof FeedFetchError ? error : new FeedFetchError(fetchErrorText(error)));
    };
    const slow = setTimeout(
      () => fail(new FeedFetchError('The feed took too long to answer')),
      Math.max(remaining, 0),
    );
    request.on('timeout', () => fail(new FeedFetchError('The feed took too long to answer')));
    request.on('error', (error) => {
      clearTimeout(slow);
      fail(error);
    });
    request.on('response', (response: IncomingMessage) => {
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        clearTimeout(slow);
        response.resume();
        return resolve({ status: response.statusCode ?? 0, location, body: null });
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > options.limits.maxBytes) {
        clearTimeout(slow);
        return fail(tooLarge(options.limits.maxBytes));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.limits.maxBytes) {
          clearTimeout(slow);
          fail(tooLarge(options.limits.maxBytes));
        } else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(slow);
        resolve({ status: response.statusCode ?? 0, location, body: Buffer.concat(chunks) });
      });
      response.on('error', (error) => {
        clearTimeout(slow);
        fail(error);
      });
    });
    request.end();
  });
}

export function tooLarge(maxBytes: number): FeedFetchError {
  return new FeedFetchError(
    `The feed's file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
  );
}

/** A network failure as the admin reads it in the feed's runs. */
export function fetchErrorText(error: Error): string {
  const code = Reflect.get(error, 'code');
  if (code === 'ENOTFOUND') return "The feed's address was not found";
  if (code === 'ECONNREFUSED') return 'The feed refused the connection';
  return `The feed could not be read: ${error.message}`;
}

/**
 * Reads a feed's file (issue #27 item 6) without letting it reach the server's own network:
 * every hop's address is checked after DNS resolution and the connection pinned to it,
 * redirects are followed only to addresses that pass too (credentials only to the first
 * origin), and an answer that is too large or too slow is cut off.
 */
export async function fetchFeedFile(address: string, options: FetchFeedOptions): Promise<Buffer> {
  const limits = options.limits ?? FEED_FETCH_LIMITS;
  const deadline = Date.now() + limits.totalTimeoutMs;
  const origin = new URL(address).origin;
  let url = new URL(address);
  for (let hop = 0; hop <= limits.maxRedirects; hop += 1) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new FeedFetchError("The feed's address must start with https://");
    }
    const answer = await requestOnce(url, {
      ...options,
      limits,
      deadline,
      sendCredentials: url.origin === origin,
    });
    if (answer.body) {
      if (answer.status < 200 || answer.status > 299) {
        throw new FeedFetchError(`The feed answered ${answer.status}`);
      }
      return answer.body;
    }
    if (!answer.location) throw new FeedFetchError(`The feed answered ${answer.status}`);
    url = new URL(answer.location, url);
  }
  throw new FeedFetchError('The feed redirected too many times');
}
