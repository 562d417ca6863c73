import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@domain/api/common';
import { defineEndpoint, errorResponses } from '@domain/api/endpoint';
import { HttpError } from '@domain/http-errors';
import { callOrNull, createApiClient, errorBodyOf, fetchTransport } from './api-client';
import type { ApiAnswer, ApiRequest } from './api-transport';

const thingSchema = z.object({ id: z.string(), size: z.number() });
const staleSchema = errorBodySchema.extend({ current: thingSchema });

const thingApi = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/things/:id',
    operationId: 'readThing',
    summary: 'Read a thing',
    tag: 'vehicles',
    access: { kind: 'staff' },
    params: z.object({ id: z.string() }),
    query: z.object({ detail: z.boolean().optional(), q: z.string().optional() }),
    responses: { 200: thingSchema, ...errorResponses(401, 404) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/things',
    operationId: 'createThing',
    summary: 'Add a thing',
    tag: 'vehicles',
    access: { kind: 'staff' },
    body: z.object({ size: z.number() }),
    responses: { 201: thingSchema, ...errorResponses(400), 409: staleSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/things',
    operationId: 'listThings',
    summary: 'List things',
    tag: 'vehicles',
    access: { kind: 'public' },
    responses: { 200: z.array(thingSchema) },
  }),
};

/** A transport that records each request and answers with the given status and body. */
function answering(status: number, bodyText = '', statusText = '') {
  const requests: ApiRequest[] = [];
  const transport = async (request: ApiRequest): Promise<ApiAnswer> => {
    requests.push(request);
    return { status, statusText, bodyText };
  };
  return { client: createApiClient(transport), requests };
}

const thing = { id: 't 1', size: 3 };

afterEach(() => vi.unstubAllGlobals());

describe('the typed client over a transport', () => {
  it('fills the path, encodes the query and sends a JSON body', async () => {
    const read = answering(200, JSON.stringify(thing));
    await read.client.call(thingApi.read, { params: { id: 't 1/2' }, query: { detail: true } });
    expect(read.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/things/t%201%2F2?detail=true',
      headers: { Accept: 'application/json' },
      body: undefined,
    });

    const create = answering(201, JSON.stringify(thing));
    await create.client.call(thingApi.create, { body: { size: 3 } });
    expect(create.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/things',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"size":3}',
    });
  });

  it('asks for options only when the endpoint requires some', async () => {
    const { client } = answering(201, JSON.stringify(thing));
    // @ts-expect-error the body is required
    await client.call(thingApi.create).catch(() => undefined);
    // @ts-expect-error the body must match the endpoint's
    await client.call(thingApi.create, { body: { size: 'big' } }).catch(() => undefined);
    await expect(answering(200, '[]').client.call(thingApi.list)).resolves.toEqual([]);
  });

  it('parses a success by the schema of its own status', async () => {
    const { client } = answering(201, JSON.stringify({ ...thing, secret: 'x' }));
    await expect(client.call(thingApi.create, { body: { size: 3 } })).resolves.toEqual(thing);
  });

  it('refuses a success status the endpoint does not define, and a body off its schema', async () => {
    await expect(
      answering(200, '[]').client.call(thingApi.create, { body: { size: 1 } }),
    ).rejects.toMatchObject({ status: 200, message: 'Unexpected answer 200' });
    await expect(answering(200, '[{"id":1}]').client.call(thingApi.list)).rejects.toThrow();
  });

  // Spec 8: the JSON field error, then message, then the raw body text, then the status text.
  it.each([
    ['the error field', '{"error":"Conflict","message":"Stock taken"}', 'Gone', 'Conflict'],
    ['the message when error is empty', '{"error":"","message":"Stock taken"}', '', 'Stock taken'],
    ['the raw body text', 'upstream timed out', 'Bad Gateway', 'upstream timed out'],
    ['the status text of an empty body', '', 'Service Unavailable', 'Service Unavailable'],
    ['the status when there is no status text (HTTP/2)', '', '', 'HTTP error! status: 503'],
  ])('an error takes its text from %s', async (_from, bodyText, statusText, message) => {
    const { client } = answering(503, bodyText, statusText);
    const error: unknown = await client.call(thingApi.list).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503, message, statusText });
  });

  it('keeps the parsed error body for errorBodyOf, typed by the status', async () => {
    const stale = { error: 'Conflict', message: 'Changed elsewhere', current: thing };
    const { client } = answering(409, JSON.stringify(stale));
    const error = await client
      .call(thingApi.create, { body: { size: 3 } })
      .catch((caught: unknown) => caught);
    expect(errorBodyOf(thingApi.create, 409, error)?.current).toEqual(thing);
    expect(errorBodyOf(thingApi.create, 400, error)).toBeNull();
    expect(errorBodyOf(thingApi.create, 409, new Error('409'))).toBeNull();
    // A 409 without the record is not the stale answer: null, not a guess.
    const plain = new HttpError(409, 'Conflict', { error: 'Conflict', message: 'Stock taken' });
    expect(errorBodyOf(thingApi.create, 409, plain)).toBeNull();
  });
});

describe('callOrNull (spec 7: a 401 answer to a query yields null)', () => {
  it('answers null on 401, the result on success, and throws any other failure', async () => {
    await expect(
      callOrNull(answering(401, '{"error":"Unauthorized"}').client, thingApi.list),
    ).resolves.toBeNull();
    await expect(callOrNull(answering(200, '[]').client, thingApi.list)).resolves.toEqual([]);
    await expect(
      callOrNull(answering(403, '{"error":"Forbidden"}').client, thingApi.list),
    ).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });
});

describe('fetchTransport', () => {
  it('sends cookies and hands back status, status text and the raw body', async () => {
    const fetchMock = vi.fn(
      async () => new Response('nope', { status: 418, statusText: "I'm a teapot" }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchTransport({
      endpoint: thingApi.list,
      method: 'GET',
      url: '/api/things',
      headers: { Accept: 'application/json' },
      body: undefined,
      signal: undefined,
    });
    expect(answer).toEqual({ status: 418, statusText: "I'm a teapot", bodyText: 'nope' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });
});
