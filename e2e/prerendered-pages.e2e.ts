import { describe, expect, it } from 'vitest';
import { PRERENDER_PAGES, SCREENS } from '../web/src/app/route-table';
import type { Page } from 'playwright-core';
import { LOGIN_HOST_PAGES } from '../domain/login-host-pages';
import { serverPort, url, useBrowser } from './support/browser';

/** The HTML a search engine or a link preview gets: no JavaScript runs (issue #6, item 8). */
async function fetchText(path: string) {
  const response = await fetch(url('localhost', path));
  return { response, text: await response.text() };
}

const attribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const asRow = (page: (typeof PRERENDER_PAGES)[number]) => [page.path, page] as const;
const RENDERED = PRERENDER_PAGES.filter((page) => !page.alias).map(asRow);

describe('pre-rendered marketing pages, as crawlers fetch them', () => {
  it.each(RENDERED)('%s has its own title, description and Open Graph tags', async (path, meta) => {
    const { response, text } = await fetchText(path);
    expect(response.status).toBe(200);
    expect(text).toContain(`<title>${attribute(meta.title)}</title>`);
    expect(text).toContain(`<meta name="description" content="${attribute(meta.description)}" />`);
    expect(text).toContain(`<meta property="og:title" content="${attribute(meta.title)}" />`);
    expect(text).toContain(
      `<meta property="og:description" content="${attribute(meta.description)}" />`,
    );
    // The server's configured site address (SITE_URL), filled in when the page is served.
    const site = `http://localhost:${serverPort()}`;
    expect(text).toContain(`<link rel="canonical" href="${site}${path}" />`);
    expect(text).toContain(`<meta property="og:url" content="${site}${path}" />`);
    expect(text).toContain(`<meta property="og:image" content="${site}/og-image.png" />`);
    expect(text).not.toContain('__LOTREADY_');
    expect(text.match(/<title>/g)).toHaveLength(1);
  });

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

  it('pre-renders the sandbox frame and leaves its sample lot, aged on the visitor clock, to the browser', async () => {
    const { text } = await fetchText('/sandbox');
    expect(text).toContain('Reset sandbox');
    expect(text).toContain('Loading the sample lot');
    expect(text).not.toContain('data-testid="board-grid"');
  });

  it('keeps the pilot alias, the thank-you pages and the layout study out of search indexes and lists every page in the sitemap', async () => {
    const alias = await fetchText('/e60n62b48');
    expect(alias.text).toContain(`<title>${attribute(SCREENS.pilotProgram.meta.title)}</title>`);
    const unlisted = PRERENDER_PAGES.filter((page) => page.alias).map((page) => page.path);
    expect(unlisted).toEqual(
      expect.arrayContaining(['/e60n62b48', '/demo-requested', '/pricing-layouts']),
    );
    for (const path of unlisted) {
      expect((await fetchText(path)).text, path).toContain(
        '<meta name="robots" content="noindex" />',
      );
    }

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

/** Every path the login host answers with pre-rendered HTML, and the heading it shows. */
const LOGIN_HOST_PATHS = LOGIN_HOST_PAGES.flatMap(({ path, servedAt }) =>
  servedAt.map(
    (at) =>
      [
        at,
        path === '/' ? SCREENS.login.meta : SCREENS.forgotPassword.meta,
        path === '/' ? 'Sign in to your dealership' : 'Forgot your password?',
      ] as const,
  ),
);

/** Whether React has hydrated the h1 (its fiber is attached to the pre-rendered element). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { polling: 50 },
  );
}

describe("the login host's pre-rendered sign-in pages (#18 item 6)", () => {
  const browser = useBrowser();

  it.each(LOGIN_HOST_PATHS)(
    '%s carries its form in the HTML and works with JavaScript off',
    async (path, meta, heading) => {
      const context = await browser.context({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(url('login.localhost', path));
      // The HTML as the server sent it, before any script could run.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<title>${attribute(meta.title)}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toMatch(
        /<div id="root" data-prerendered="[^"]+" data-prerendered-host="login">/,
      );
      expect(html).toMatch(/<form[^>]*>/);
      expect(html).not.toContain('__LOTREADY_');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const fields = path === '/forgot-password' ? ['Email'] : ['Username', 'Password'];
      for (const field of fields) await page.getByLabel(field, { exact: true }).waitFor();
      // Sent natively, the form would put what was typed in the URL: it waits for React.
      expect(await page.locator('button[type="submit"]').isDisabled()).toBe(true);
    },
  );

  it('hydrates the sign-in page without errors, asking for no session', async () => {
    const context = await browser.context();
    // The form the parser put in the page: hydration keeps it instead of drawing a new one.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const form = document.querySelector('form');
        if (!form) return;
        (window as unknown as { parsedForm: Element }).parsedForm = form;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await page.goto(url('login.localhost', '/'));
    await hydrated(page);
    expect(
      await page.evaluate(
        () =>
          document.querySelector('form') ===
          (window as unknown as { parsedForm?: Element }).parsedForm,
      ),
    ).toBe(true);
    // After hydration the marketing links leave the login host for the marketing domain.
    await page.waitForFunction(
      (marketing) =>
        document.querySelector('a[href$="/request-demo"]')?.getAttribute('href') ===
        `${marketing}/request-demo`,
      url('localhost', '').replace(/\/$/, ''),
    );
    await page.getByLabel('Username', { exact: true }).fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid username or password').first().waitFor();
    expect(asked).not.toContain('/api/auth/session');
    // The failed sign-in answers 401 on purpose; nothing else may log an error.
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });
});
