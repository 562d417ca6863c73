/**
 * Pre-renders the route table's marketing pages (web/src/app/route-table.ts) to static HTML
 * after `vite build` (search engines and a fast first paint): dist/web/<route>/index.html with its own title, description and Open
 * Graph tags, hydrated by the client. The landing page goes to dist/web/home/index.html so
 * dist/web/index.html stays the empty application shell that every other path falls back to.
 * Also writes dist/web/sitemap.xml and adds the Sitemap line to dist/web/robots.txt.
 *
 * Absolute URLs (canonical, og:url, og:image, sitemap, robots.txt) carry SITE_URL_TOKEN: the
 * server puts its configured SITE_URL in when it serves them (server/plugins/web-app.ts), so
 * one build serves any site address.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { LOGIN_HOST_PAGES } from '../domain/login-host-pages';
import { SITE_URL_TOKEN } from '../domain/site-url';
import type { PrerenderPage } from '../web/src/app/route-table';
import type { PageMeta } from '../web/src/lib/page-meta';

// WEB_DIST_DIR lets the browser tests build into their own folder (see scripts/web-build.ts).
const OUT_DIR = process.env.WEB_DIST_DIR || 'dist/web';

/** web/src/app/prerender-entry.tsx: the route table's pre-rendered pages and their renderer. */
interface PrerenderModule {
  PRERENDER_PAGES: readonly PrerenderPage[];
  LOGIN_HOST_META: Readonly<Record<string, PageMeta>>;
  renderPage: (path: string, mode?: 'marketing' | 'login') => Promise<string>;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The file a route is written to. */
export function outputFile(path: string): string {
  return path === '/'
    ? join(OUT_DIR, 'home', 'index.html')
    : join(OUT_DIR, path.slice(1), 'index.html');
}

/** The head of a page: a marketing page names its address, a login-host page stays unindexed. */
function headTags(
  page: { path: string; title: string; description: string; alias: boolean },
  origin: string,
  host: 'marketing' | 'login',
): string[] {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const common = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
  ];
  // The sign-in page has no address of its own on the site (SITE_URL is the marketing site).
  if (host === 'login') return [...common, `<meta name="robots" content="noindex" />`];
  const url = `${origin}${page.path === '/' ? '/' : page.path}`;
  return [
    ...common,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    page.alias
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
}

function pageHtml(
  template: string,
  page: { path: string; title: string; description: string; alias: boolean },
  body: string,
  origin: string,
  host: 'marketing' | 'login' = 'marketing',
): string {
  const head = headTags(page, origin, host).join('\n    ');
  const withHead = template
    .replace(/\n\s*<title>[^<]*<\/title>/, '')
    .replace(/\n\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('  </head>', `    ${head}\n  </head>`);
  if (!withHead.includes('<div id="root"></div>')) {
    throw new Error('dist/web/index.html has no empty <div id="root"></div> to fill');
  }
  return withHead.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.path)}"${host === 'login' ? ' data-prerendered-host="login"' : ''}>${body}</div>`,
  );
}

function sitemap(origin: string, paths: readonly string[]): string {
  const today = new Date().toISOString().slice(0, 10);
  const urls = paths
    .map(
      (path) => `  <url><loc>${escapeHtml(origin + path)}</loc><lastmod>${today}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function main() {
  const templatePath = join(OUT_DIR, 'index.html');
  if (!existsSync(templatePath))
    throw new Error('Run `vite build` first: dist/web/index.html is missing');
  const template = readFileSync(templatePath, 'utf8');
  const origin = SITE_URL_TOKEN;

  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/app/prerender-entry.tsx')) as PrerenderModule;
    for (const page of entry.PRERENDER_PAGES) {
      const body = await entry.renderPage(page.path);
      const file = outputFile(page.path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, page, body, origin));
      console.log(`prerendered ${page.path} -> ${file}`);
    }
    // The login host's sign-in pages (domain/login-host-pages), rendered with its routing.
    for (const { dir, path } of LOGIN_HOST_PAGES) {
      const meta = entry.LOGIN_HOST_META[path];
      if (!meta) throw new Error(`No page meta for the login host's ${path}`);
      const body = await entry.renderPage(path, 'login');
      const file = join(OUT_DIR, dir, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(
        file,
        pageHtml(template, { path, ...meta, alias: true }, body, origin, 'login'),
      );
      console.log(`prerendered login host ${path} -> ${file}`);
    }
    const indexed = entry.PRERENDER_PAGES.filter((page) => !page.alias).map((page) => page.path);
    writeFileSync(join(OUT_DIR, 'sitemap.xml'), sitemap(origin, indexed));
    const robots = join(OUT_DIR, 'robots.txt');
    if (existsSync(robots)) appendFileSync(robots, `\nSitemap: ${origin}/sitemap.xml\n`);
  } finally {
    await vite.close();
  }
}

await main();
