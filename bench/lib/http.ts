import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request to the bench server on 127.0.0.1 with an explicit Host header (the tenant
 * hosts *.localhost need not resolve in Node). State-changing calls get a same-host Origin.
 */
export function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { host: `${host}:${port}` };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
    headers.origin = `http://${host}:${port}`;
  }
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Throws unless the answer has the expected status; returns the parsed JSON body. */
export function expectJson<T>(answer: Answer, status = 200): T {
  if (answer.status !== status) {
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.body.slice(0, 300)}`);
  }
  return (answer.body ? JSON.parse(answer.body) : null) as T;
}
