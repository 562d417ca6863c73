import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveHostMode } from '@domain/host-mode';
import type { ServerConfig } from '../config';
import { notFound } from '../lib/http-error';

const DOMAINS_META = '<meta name="lotready-domains" content="" />';

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * Fills index.html's `lotready-domains` meta tag with the configured domains, so the browser's
 * host-mode routing (domain/host-mode) agrees with the server's.
 */
export function injectDomains(html: string, config: ServerConfig): string {
  const { mainDomain, appDomain, marketingDomain } = config.domains;
  const json = JSON.stringify({ mainDomain, appDomain, marketingDomain });
  return html.replace(
    DOMAINS_META,
    `<meta name="lotready-domains" content="${escapeAttribute(json)}" />`,
  );
}

function hostIsMarketing(request: FastifyRequest, config: ServerConfig): boolean {
  return resolveHostMode(request.headers.host ?? '', config.domains).mode === 'marketing';
}

/**
 * The pre-rendered HTML of a marketing route (scripts/prerender.ts), if the build made one:
 * '/' is home/index.html, '/faq' is faq/index.html. Paths that escape the web root are refused.
 */
function prerenderedPage(webRoot: string, path: string): string | null {
  let clean: string;
  try {
    clean = decodeURIComponent(path).replace(/\/+$/, '');
  } catch {
    return null;
  }
  const file = resolve(webRoot, `.${clean || '/home'}`, 'index.html');
  return file.startsWith(webRoot + sep) && existsSync(file) ? file : null;
}

/** Serves the built web app (dist/web): files, every .html with the domains, SPA fallback. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const webRoot = resolve(app.config.webDistDir);
  const hasWebApp = existsSync(join(webRoot, 'index.html'));

  const sendHtml = async (reply: FastifyReply, file: string) => {
    const html = await readFile(file, 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(injectDomains(html, app.config));
  };

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // HTML goes through sendHtml (the not-found handler below) to get the domains filled in.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders: (reply, path) => {
        // Vite names built assets by content hash, so they never change under their name.
        if (path.includes(`${sep}assets${sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !hasWebApp) {
      throw notFound(`No route for ${request.method} ${path}`);
    }
    if (path.endsWith('.html')) {
      const file = resolve(webRoot, `.${decodeURIComponent(path)}`);
      if (file.startsWith(webRoot + sep) && existsSync(file)) return sendHtml(reply, file);
    }
    const prerendered = hostIsMarketing(request, app.config) && prerenderedPage(webRoot, path);
    if (prerendered) return sendHtml(reply, prerendered);
    // Client-side routes: the single-page app decides what to show.
    return sendHtml(reply, join(webRoot, 'index.html'));
  });
}
