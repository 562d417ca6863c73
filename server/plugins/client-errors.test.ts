import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { signedIn, type SignedInUser } from '../test/staff';
import { clientErrorAnswer } from './client-errors';

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** Writes `text` on a connection of its own and reads the answer until the server closes it. */
function rawRequest(port: number, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

/**
 * Issue #28 item 7: every 400 names the field or parameter at fault, including those answered
 * before any route runs: by Fastify's body parsing and router (through app.inject) and by Node's
 * HTTP parser (on a real socket: inject never reaches it). 413, 415 and 431 name theirs too.
 */
describeEachDatabase('every bad request names what is wrong with it', (t) => {
  let app: FastifyInstance;
  let port: number;
  let admin: SignedInUser;
  beforeAll(async () => {
    app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => app.close());
  // The harness moves the clock a day before each test, past any earlier session.
  beforeEach(async () => {
    admin = await signedIn(t, 'admin');
  });

  /** A request's head as the browser sends it, then `extra` header lines and the body. */
  const head = (requestLine: string, extra: string[] = [], body = '') =>
    [
      requestLine,
      `Host: ${admin.host}`,
      `Cookie: ${admin.cookie}`,
      `Origin: http://${admin.host}`,
      'Connection: close',
      ...extra,
      '',
      body,
    ].join('\r\n');
  const json = (body: string) => [
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];

  it.each([
    {
      case: 'malformed JSON',
      inject: { method: 'POST', url: '/api/vehicles', type: 'application/json', payload: '{"a": ' },
      status: 400,
      field: 'body',
    },
    {
      case: 'a body that is not an object',
      inject: { method: 'POST', url: '/api/vehicles', type: 'application/json', payload: '[]' },
      status: 400,
      field: 'body',
    },
    {
      case: 'a text/plain body',
      inject: { method: 'POST', url: '/api/vehicles', type: 'text/plain', payload: '{}' },
      status: 415,
      field: 'content-type',
    },
    {
      case: 'a body without a content type',
      inject: { method: 'POST', url: '/api/vehicles', type: '', payload: '{}' },
      status: 415,
      field: 'content-type',
    },
    {
      case: 'a body over the 1 MiB limit',
      inject: {
        method: 'POST',
        url: '/api/vehicles',
        type: 'application/json',
        payload: JSON.stringify({ make: 'x'.repeat(1024 * 1024) }),
      },
      status: 413,
      field: 'body',
    },
    {
      case: 'a query parameter of the wrong type',
      inject: { method: 'GET', url: '/api/activity-logs?limit=many' },
      status: 400,
      field: 'limit',
    },
    {
      case: 'a path parameter that is not an id',
      inject: { method: 'GET', url: '/api/vehicles/not-an-id' },
      status: 400,
      field: 'id',
    },
    {
      case: 'a path with a broken %-escape',
      inject: { method: 'GET', url: '/api/vehicles/%E0%A4%A' },
      status: 400,
      field: 'path',
    },
    {
      case: 'a path parameter over the router’s length',
      inject: { method: 'GET', url: `/api/vehicles/${'x'.repeat(5000)}` },
      status: 414,
      field: 'path',
    },
  ])('$case: $status naming $field (Fastify)', async ({ inject, status, field }) => {
    const headers: Record<string, string> = {
      host: admin.host,
      cookie: admin.cookie,
      origin: `http://${admin.host}`,
    };
    if ('type' in inject && inject.type) headers['content-type'] = inject.type;
    const response = await app.inject({
      method: inject.method === 'GET' ? 'GET' : 'POST',
      url: inject.url,
      headers,
      payload: 'payload' in inject ? inject.payload : undefined,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ field?: string }>().field).toBe(field);
  });

  it.each([
    { case: 'an unknown method', text: () => head('BREW /api/vehicles HTTP/1.1'), field: 'method' },
    {
      case: 'a request line with extra words',
      text: () => head('GET /api/vehicles HTTP/1.1 please'),
      field: 'version',
    },
    {
      case: 'a control character in a header value',
      text: () => head('GET /api/vehicles HTTP/1.1', ['X-Note: a\u0001b']),
      field: 'x-note',
    },
    {
      case: 'a space in a header name',
      text: () => head('GET /api/vehicles HTTP/1.1', ['X Note: a']),
      field: 'headers',
    },
    {
      case: 'a Content-Length that is not a number',
      text: () =>
        head(
          'POST /api/vehicles HTTP/1.1',
          ['Content-Type: application/json', 'Content-Length: two'],
          '{}',
        ),
      field: 'content-length',
    },
    {
      case: 'both Content-Length and Transfer-Encoding',
      text: () =>
        head(
          'POST /api/vehicles HTTP/1.1',
          [...json('{}'), 'Transfer-Encoding: chunked'],
          '0\r\n\r\n',
        ),
      field: 'transfer-encoding',
    },
    {
      case: 'a chunk size that is not hexadecimal',
      text: () =>
        head(
          'POST /api/vehicles HTTP/1.1',
          ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
          'zz\r\n{}\r\n0\r\n\r\n',
        ),
      field: 'body',
    },
    {
      case: 'no Host on HTTP/1.1',
      text: () => 'GET /api/vehicles HTTP/1.1\r\nConnection: close\r\n\r\n',
      field: 'host',
    },
  ])('$case: 400 naming $field (Node.js)', async ({ text, field }) => {
    const answer = await rawRequest(port, text());
    expect(answer.status, answer.body).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(new RegExp(`^${field}: .+`)),
      field,
    });
  });

  it('answers headers over the size limit 431 naming the headers', async () => {
    const answer = await rawRequest(
      port,
      head('GET /api/vehicles HTTP/1.1', [`X-Big: ${'a'.repeat(20_000)}`]),
    );
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      431,
      {
        error: 'Request Header Fields Too Large',
        message: 'headers: Header overflow',
        field: 'headers',
      },
    ]);
  });
});

describe('clientErrorAnswer', () => {
  it.each([
    { code: 'HPE_INVALID_METHOD', field: 'method' },
    { code: 'HPE_UNEXPECTED_CONTENT_LENGTH', field: 'content-length' },
    { code: 'HPE_INVALID_EOF_STATE', field: 'body' },
    { code: 'HPE_SOMETHING_NEW', field: 'request' },
  ])('names $field for $code', ({ code, field }) => {
    const error = Object.assign(new Error('Parse Error'), { code, reason: 'Why' });
    expect(clientErrorAnswer(error).body).toEqual({
      error: 'Bad Request',
      message: `${field}: Why`,
      field,
    });
  });

  it('answers a request that took too long with 408', () => {
    const error = Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(clientErrorAnswer(error).statusCode).toBe(408);
  });
});
