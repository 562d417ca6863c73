import { describe, expect, inject, it } from 'vitest';
import { PRERENDER_PAGES, SCREENS } from '../web/src/app/route-table';
import { url } from './support/browser';

/** The HTML a search engine or a link preview gets: no JavaScript runs (issue #6, item 8). */
async function fetchText(path: string) {
  const response = await fetch(url('localhost', path));
  return { response, text: await response.text() };
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const asRow = (page: (typeof PRERENDER_PAGES)[number]) => [page.path, page] as const;
const RENDERED = PRERENDER_PAGES.filter((page) => !page.alias && !page.shellOnly).map(asRow);
const SHELLS = PRERENDER_PAGES.filter((page) => page.shellOnly).map(asRow);

describe('pre-rendered marketing pages, as crawlers fetch them', () => {
  it.each([...RENDERED, ...SHELLS])(
    '%s has its own title, description and Open Graph tags',
    async (path, meta) => {
      const { response, text } = await fetchText(path);
      expect(response.status).toBe(200);
      expect(text).toContain(`<title>${attribute(meta.title)}</title>`);
      expect(text).toContain(
        `<meta name="description" content="${attribute(meta.description)}" />`,
      );
      expect(text).toContain(`<meta property="og:title" content="${attribute(meta.title)}" />`);
      expect(text).toContain(
        `<meta property="og:description" content="${attribute(meta.description)}" />`,
      );
      // The server's configured site address (SITE_URL), filled in when the page is served.
      const site = `http://localhost:${inject('port')}`;
      expect(text).toContain(`<link rel="canonical" href="${site}${path}" />`);
      expect(text).toContain(`<meta property="og:url" content="${site}${path}" />`);
      expect(text).toContain(`<meta property="og:image" content="${site}/og-image.png" />`);
      expect(text).not.toContain('__LOTREADY_');
      expect(text.match(/<title>/g)).toHaveLength(1);
    },
  );

  it.each(RENDERED)('%s carries its content in the HTML', async (path) => {
    const { text } = await fetchText(path);
    const root = text.match(/<div id="root" data-prerendered="[^"]*">([\s\S]*)<\/div>\s*<\/body>/);
    expect(root?.[1]).toMatch(/<h1[\s>]/);
  });

  it('serves the og:image, a 1200×630 PNG', async () => {
    const { response } = await fetchText('/og-image.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('leaves the sandbox body to the browser, whose sample lot runs on its own clock', async () => {
    const { text } = await fetchText('/sandbox');
    expect(text).toContain('<div id="root" data-prerendered="/sandbox"></div>');
  });

  it('keeps the pilot alias out of search indexes and lists every page in the sitemap', async () => {
    const alias = await fetchText('/e60n62b48');
    expect(alias.text).toContain('<meta name="robots" content="noindex" />');
    expect(alias.text).toContain(`<title>${attribute(SCREENS.pilotProgram.meta.title)}</title>`);

    const { response, text: sitemap } = await fetchText('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      ([, path]) => path,
    );
    expect(listed.sort()).toEqual(
      PRERENDER_PAGES.filter((page) => !page.alias)
        .map((page) => page.path)
        .sort(),
    );

    const robots = await fetchText('/robots.txt');
    expect(robots.text).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  it('sends pages and scripts compressed to a browser that accepts it', async () => {
    const page = await fetch(url('localhost', '/'), { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const script = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(url('localhost', script!), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});
