import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean;
}

/** Builds the Fastify application; tests call this and use `app.inject`. */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.trustProxy });

  app.get('/api/health', async () => ({ status: 'ok' }));

  const webRoot = resolve(config.webDistDir);
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !existsSync(resolve(webRoot, 'index.html'))) {
      return reply.code(404).send({
        error: 'Not Found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    // Client-side routes: the single-page app decides what to show.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
