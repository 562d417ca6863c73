import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolveHostMode, type HostMode } from '@domain/host-mode';
import { loginHostPageAt } from '@domain/login-host-pages';
import { SITE_URL_TOKEN } from '@domain/site-url';
import { SUPPORT_EMAIL_TOKEN, SUPPORT_PHONE_TOKEN } from '@domain/support-contact';
import type { ServerConfig } from '../config';
import { CompressibleBody } from '../lib/compression';
import { notFound } from '../lib/http-error';

/** A last path segment with a file extension: no client-side route has one. */
const MISSING_FILE = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/** A source map (app-1a2b.js.map), or its precompressed copy (.map.br, .map.gz). */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

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
 * host-mode routing (domain/host-mode) agrees with the server's, and the support contact tokens
 * (meta tags and pre-rendered text alike) with SUPPORT_EMAIL and SUPPORT_PHONE, and the site
 * address token (canonical, og:url, og:image) with SITE_URL.
 */
export function injectDomains(html: string, config: ServerConfig): string {
  const { mainDomain, appDomain, marketingDomain } = config.domains;
  const json = JSON.stringify({ mainDomain, appDomain, marketingDomain });
  return html
    .replace(DOMAINS_META, `<meta name="lotready-domains" content="${escapeAttribute(json)}" />`)
    .replaceAll(SUPPORT_EMAIL_TOKEN, escapeAttribute(config.supportEmail))
    .replaceAll(SUPPORT_PHONE_TOKEN, escapeAttribute(config.supportPhone))
    .replaceAll(SITE_URL_TOKEN, escapeAttribute(config.siteUrl));
}

/** robots.txt and sitemap.xml name the site's address: the build's token becomes SITE_URL. */
const SITE_FILES: Record<string, string> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
};

function hostMode(request: FastifyRequest, config: ServerConfig): HostMode {
  return resolveHostMode(request.headers.host ?? '', config.domains).mode;
}

/** The login host's pre-rendered sign-in page for a path (domain/login-host-pages), if built. */
function loginHostFile(webRoot: string, path: string): string | null {
  const page = loginHostPageAt(path);
  const file = page && join(webRoot, page.dir, 'index.html');
  return file && existsSync(file) ? file : null;
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
  // Folders named with a leading underscore hold other hosts' pages (the login host's _login).
  if (clean.startsWith('/_')) return null;
  const file = resolve(webRoot, `.${clean || '/home'}`, 'index.html');
  return file.startsWith(webRoot + sep) && existsSync(file) ? file : null;
}

/** Serves the built web app (dist/web): files, every .html with the domains, SPA fallback. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const webRoot = resolve(app.config.webDistDir);
  const hasWebApp = existsSync(join(webRoot, 'index.html'));

  // Each page is read, filled in and compressed once, then sent from memory (until rebuilt).
  const pages = new Map<string, { builtAt: number; html: CompressibleBody }>();
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const builtAt = (await stat(file)).mtimeMs;
    let page = pages.get(file);
    if (page?.builtAt !== builtAt) {
      const html = injectDomains(await readFile(file, 'utf8'), app.config);
      page = { builtAt, html: new CompressibleBody(Buffer.from(html), 'max') };
      pages.set(file, page);
    }
    const { body, encoding } = page.html.forClient(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  };

  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // One GET /* route that looks the file up per request, not a route per file of dist/web
      // (about 650 with the .br and .gz): listing and routing those took about a tenth of a
      // second of every start (docs/decisions/0066-lazy-start.md). What is not a file falls
      // through to the not-found handler below, as an unrouted path did.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside every text asset (scripts/precompress.ts).
      preCompressed: true,
      // HTML goes through sendHtml (the not-found handler below) to get the domains filled in.
      // robots.txt and sitemap.xml get the site address filled in (SITE_FILES below). A path
      // ending in / is a folder of pre-rendered pages (or /): the handler below serves those.
      // A source map is never served, whatever a build left in the folder (issue #28 item 7).
      allowedPath: (pathName) =>
        !pathName.endsWith('.html') &&
        !(pathName in SITE_FILES) &&
        !pathName.endsWith('/') &&
        !SOURCE_MAP.test(pathName),
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
    const siteFileType = SITE_FILES[path];
    if (siteFileType && existsSync(join(webRoot, path))) {
      const text = await readFile(join(webRoot, path), 'utf8');
      return reply
        .type(siteFileType)
        .header('cache-control', 'no-cache')
        .send(text.replaceAll(SITE_URL_TOKEN, app.config.siteUrl));
    }
    if (path.endsWith('.html')) {
      const file = resolve(webRoot, `.${decodeURIComponent(path)}`);
      if (file.startsWith(webRoot + sep) && existsSync(file)) return sendHtml(request, reply, file);
    }
    // A missing file (an old hashed asset, /favicon.ico) is a 404: the HTML shell would be
    // parsed as a script or an image, and crawlers would index it under the file's name.
    if (path.startsWith('/assets/') || MISSING_FILE.test(path)) {
      throw notFound(`No file ${path}`);
    }
    const mode = hostMode(request, app.config);
    const prerendered =
      (mode === 'marketing' && prerenderedPage(webRoot, path)) ||
      (mode === 'login' && loginHostFile(webRoot, path));
    if (prerendered) return sendHtml(request, reply, prerendered);
    // Client-side routes: the single-page app decides what to show.
    return sendHtml(request, reply, join(webRoot, 'index.html'));
  });
}
