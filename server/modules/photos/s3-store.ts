import type { PhotoS3Config } from '../../config';
import type { PhotoFileKey, PhotoKey, PhotoStore } from './photo-store';
import { sha256Hex, signRequest } from './sigv4';

/** A slow store must not hold an upload or a thumbnail for long. */
const S3_TIMEOUT_MS = 15_000;

/** `{dealership}/{photo}/{size}.jpg`: a dealership's files under one prefix. */
export function s3ObjectKey(key: PhotoFileKey): string {
  return `${key.dealershipId}/${key.photoId}/${key.size}.jpg`;
}

/**
 * Photo files in an S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2…), by
 * path-style URLs and SigV4-signed requests over fetch (decision 0126). The transaction is
 * not used: a put happens before the photo's row commits, a delete after its row's delete has.
 */
export function createS3PhotoStore(
  config: PhotoS3Config,
  // The wall clock, never the app's movable one: S3 refuses a signature 15 minutes off.
  wallClock: () => number = Date.now,
): PhotoStore {
  const signingKey = { ...config, service: 's3' };
  const objectUrl = (key: PhotoFileKey) =>
    new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}/${s3ObjectKey(key)}`);

  async function send(method: string, key: PhotoFileKey, body?: Buffer, type?: string) {
    const url = objectUrl(key);
    const headers = signRequest(
      {
        method,
        url,
        headers: type ? { 'content-type': type } : {},
        payloadHash: sha256Hex(body ?? ''),
        now: wallClock(),
      },
      signingKey,
    );
    // fetch sets Host itself (from the URL, the same value that was signed).
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
  }

  async function refused(what: string, response: Response): Promise<Error> {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} answered ${response.status}: ${text.slice(0, 200)}`);
  }

  return {
    kind: 's3',
    async put(_tx, key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw await refused('PUT', response);
    },
    async get(_tx, key) {
      const response = await send('GET', key);
      if (response.status === 404) return undefined;
      if (!response.ok) throw await refused('GET', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(_tx, key: PhotoKey, sizes) {
      for (const size of sizes) {
        const response = await send('DELETE', { ...key, size });
        // S3 answers 204 whether or not the object was there.
        if (!response.ok && response.status !== 404) throw await refused('DELETE', response);
      }
    },
  };
}
