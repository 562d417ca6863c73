import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DRAINING_MESSAGE,
  REFUSED_MESSAGE,
  UNFINISHED_MESSAGE,
  registerDraining,
} from './draining';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A bare app with the plugin and a route that answers only when the test lets it. */
async function appWithSlowRoute(): Promise<{
  app: FastifyInstance;
  finish: () => void;
  handlerStarted: Promise<void>;
}> {
  const app = Fastify();
  registerDraining(app);
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = () => {};
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow', async () => {
    started();
    await finished;
    return { done: true };
  });
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  apps.push(app);
  return { app, finish, handlerStarted };
}

/**
 * Shutdown's phases as the plugin answers them (server/shutdown.ts): draining serves in full
 * but closes each connection; after the drain a new request is refused at once; at the deadline
 * a request still being worked on is answered 503 instead of being cut.
 */
describe('draining', () => {
  it.each([
    {
      phase: 'draining: a request is served in full',
      path: '/slow',
      act: (app: FastifyInstance) => app.draining.start(),
      status: 200,
      body: { done: true },
      refusedAtDeadline: 0,
    },
    {
      phase: 'draining: health fails',
      path: '/api/health',
      act: (app: FastifyInstance) => app.draining.start(),
      status: 503,
      body: { error: 'Service Unavailable', message: DRAINING_MESSAGE },
      refusedAtDeadline: 0,
    },
    {
      phase: 'after the drain: a new request is refused without its work',
      path: '/slow',
      act: (app: FastifyInstance) => {
        app.draining.start();
        app.draining.refuseNew();
      },
      status: 503,
      body: { error: 'Service Unavailable', message: REFUSED_MESSAGE },
      refusedAtDeadline: 0,
    },
  ])('$phase', async ({ path, act, status, body, refusedAtDeadline }) => {
    const { app, finish } = await appWithSlowRoute();
    act(app);
    finish();
    const response = await app.inject({ method: 'GET', url: path });
    expect([response.statusCode, response.json()]).toEqual([status, body]);
    expect(response.headers.connection).toBe('close');
    if (status === 503 && path === '/slow') expect(response.headers['retry-after']).toBe('1');
    // Answered requests are no longer tracked: the deadline has nothing to refuse.
    expect(app.draining.refuseUnanswered()).toBe(refusedAtDeadline);
  });

  it('answers a request still being worked on at the deadline with a 503 that says so', async () => {
    const { app, finish, handlerStarted } = await appWithSlowRoute();
    app.draining.start();
    const inFlight = app.inject({ method: 'GET', url: '/slow' });
    await handlerStarted;

    expect(app.draining.refuseUnanswered()).toBe(1);
    const response = await inFlight;
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { error: 'Service Unavailable', message: UNFINISHED_MESSAGE },
    ]);
    expect(response.headers['retry-after']).toBe('1');
    // The handler's late answer goes nowhere, and nothing is left to refuse.
    finish();
    expect(app.draining.refuseUnanswered()).toBe(0);
  });
});
