import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { PhotoS3Config } from '../config';
import { sha256Hex, signRequest } from '../modules/photos/sigv4';

/** An S3 stand-in on loopback: objects in memory, every request's SigV4 signature checked. */
export interface TestS3Server {
  config: PhotoS3Config;
  objects: Map<string, { data: Buffer; contentType: string | undefined }>;
  requests: { method: string; path: string; status: number }[];
  close: () => Promise<void>;
}

/** "20130524T000000Z" back to milliseconds. */
function parseAmzDate(stamp: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(stamp) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

export async function startS3Server(): Promise<TestS3Server> {
  const objects: TestS3Server['objects'] = new Map();
  const requests: TestS3Server['requests'] = [];
  const credentials = {
    bucket: 'lot-photos',
    region: 'eu-central-1',
    accessKeyId: 'AKIATESTPHOTOS',
    secretAccessKey: 'test-secret-for-photos',
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await buffer(request);
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      const answer = (status: number, data?: Buffer, type?: string) => {
        requests.push({ method: request.method ?? '', path: url.pathname, status });
        response.writeHead(status, type ? { 'content-type': type } : {});
        response.end(data);
      };
      // The signature, recomputed from what arrived, with the headers the client signed.
      const authorization = request.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signed
          .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
          .map((name) => [name, String(request.headers[name] ?? '')]),
      );
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      const expected = signRequest(
        {
          method: request.method ?? '',
          url,
          headers,
          payloadHash,
          now: parseAmzDate(String(request.headers['x-amz-date'] ?? '')),
        },
        { ...credentials, service: 's3' },
      );
      if (expected.authorization !== authorization || sha256Hex(body) !== payloadHash) {
        return answer(403);
      }
      const prefix = `/${credentials.bucket}/`;
      if (!url.pathname.startsWith(prefix)) return answer(404);
      const key = url.pathname.slice(prefix.length);
      if (request.method === 'PUT') {
        objects.set(key, { data: body, contentType: request.headers['content-type'] });
        return answer(200);
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        return object ? answer(200, object.data, object.contentType) : answer(404);
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return answer(405);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: { endpoint: `http://127.0.0.1:${port}`, ...credentials },
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
