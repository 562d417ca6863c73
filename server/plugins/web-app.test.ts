import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/harness';
import { request } from '../test/http';
import { SITE_URL_TOKEN } from '@domain/site-url';
import { injectDomains } from './web-app';
import { testConfig } from '../test/harness';

const INDEX = `<!doctype html><html><head>
<meta name="lotready-domains" content="" />
<script type="module" src="/assets/app-123.js"></script></head><body></body></html>`;

describeEachDatabase('serving the web app', (t) => {
  const webDistDir = mkdtempSync(join(tmpdir(), 'lotready-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), INDEX);
  writeFileSync(join(webDistDir, 'assets', 'app-123.js'), 'console.log(1);');
  // What scripts/precompress.ts writes beside a built asset.
  writeFileSync(join(webDistDir, 'assets', 'app-123.js.br'), brotliCompressSync('console.log(1);'));
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

  const domains = {
    mainDomain: 'lotready.example',
    appDomain: 'app.lotready.example',
    marketingDomain: 'lotready.example',
  };

  it('fills the domains meta tag in index.html, for / and for client-side routes', async () => {
    const app = await t.buildApp({ webDistDir, domains });
    for (const path of ['/', '/index.html', '/pricing', '/reset-password?token=x']) {
      const response = await request(app).get(path, { host: 'lotready.example' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        '<meta name="lotready-domains" content="{&quot;mainDomain&quot;:&quot;lotready.example&quot;,&quot;appDomain&quot;:&quot;app.lotready.example&quot;,&quot;marketingDomain&quot;:&quot;lotready.example&quot;}" />',
      );
    }
  });

  it('serves hashed assets as immutable and unknown API paths as JSON 404', async () => {
    const app = await t.buildApp({ webDistDir, domains });
    const asset = await request(app).get('/assets/app-123.js', { host: 'lotready.example' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await request(app).get('/api/nothing', { host: 'lotready.example' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('answers a missing file with 404, not the HTML shell (issue #18 item 6)', async () => {
    const app = await t.buildApp({ webDistDir, domains });
    for (const path of ['/assets/nope.js', '/favicon.ico', '/images/missing.png', '/assets/x']) {
      const response = await request(app).get(path, { host: 'lotready.example' });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).not.toContain('text/html');
    }
    // Client-side routes, with or without a dot in a query, still get the app.
    for (const path of ['/inventory', '/dashboard/abc', '/reset-password?token=a.b']) {
      const response = await request(app).get(path, { host: 'lotready.example' });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('never serves a source map, even one a build left beside its asset (issue #28 item 7)', async () => {
    writeFileSync(join(webDistDir, 'assets', 'app-123.js.map'), '{"version":3,"sources":[]}');
    writeFileSync(
      join(webDistDir, 'assets', 'app-123.js.map.br'),
      brotliCompressSync('{"version":3,"sources":[]}'),
    );
    const app = await t.buildApp({ webDistDir, domains });
    for (const encoding of [undefined, 'gzip, deflate, br']) {
      const response = await request(app).get('/assets/app-123.js.map', {
        host: 'lotready.example',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.statusCode, encoding).toBe(404);
      expect(response.headers['content-type'], encoding).toContain('application/json');
      expect(response.body).not.toContain('sources');
    }
  });

  it('sends pages and built assets compressed to a browser that accepts it', async () => {
    const app = await t.buildApp({ webDistDir, domains });
    const plain = await request(app).get('/pricing', { host: 'lotready.example' });
    const br = await request(app).get('/pricing', {
      host: 'lotready.example',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    // The page is under 1 KB: not worth compressing.
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(br.body).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');

    writeFileSync(join(webDistDir, 'index.html'), INDEX + '<!-- padding -->'.repeat(100));
    const large = await request(app).get('/pricing', {
      host: 'lotready.example',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(large.rawPayload).toString()).toContain('lotready.example');
    expect(gunzipSync(large.rawPayload).toString()).toContain('<!-- padding -->');
    writeFileSync(join(webDistDir, 'index.html'), INDEX);

    const asset = await request(app).get('/assets/app-123.js', {
      host: 'lotready.example',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1);');
  });

  it('puts the configured SITE_URL in pages, robots.txt and sitemap.xml (issue #18 item 6)', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'lotready-site-'));
    try {
      writeFileSync(
        join(siteDir, 'index.html'),
        `<html><head><link rel="canonical" href="${SITE_URL_TOKEN}/" /><meta property="og:image" content="${SITE_URL_TOKEN}/og-image.png" /></head><body></body></html>`,
      );
      writeFileSync(
        join(siteDir, 'robots.txt'),
        `Allow: /\nSitemap: ${SITE_URL_TOKEN}/sitemap.xml\n`,
      );
      writeFileSync(
        join(siteDir, 'sitemap.xml'),
        `<urlset><url><loc>${SITE_URL_TOKEN}/pricing</loc></url></urlset>`,
      );
      const app = await t.buildApp({
        webDistDir: siteDir,
        domains,
        siteUrl: 'https://www.lotready.example',
      });
      const page = await request(app).get('/', { host: 'lotready.example' });
      expect(page.body).toContain('<link rel="canonical" href="https://www.lotready.example/" />');
      expect(page.body).toContain('content="https://www.lotready.example/og-image.png"');
      const robots = await request(app).get('/robots.txt', { host: 'lotready.example' });
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain('Sitemap: https://www.lotready.example/sitemap.xml');
      const sitemap = await request(app).get('/sitemap.xml', { host: 'lotready.example' });
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>https://www.lotready.example/pricing</loc>');
      for (const body of [page.body, robots.body, sitemap.body]) {
        expect(body).not.toContain(SITE_URL_TOKEN);
      }
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it("sends the login host's pre-rendered sign-in pages on that host only (issue #18 item 6)", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'lotready-login-'));
    try {
      const page = (name: string) => `<html><head></head><body>${name}</body></html>`;
      writeFileSync(join(siteDir, 'index.html'), page('shell'));
      mkdirSync(join(siteDir, '_login', 'forgot-password'), { recursive: true });
      writeFileSync(join(siteDir, '_login', 'index.html'), page('sign-in'));
      writeFileSync(join(siteDir, '_login', 'forgot-password', 'index.html'), page('forgot'));
      const app = await t.buildApp({
        webDistDir: siteDir,
        domains: { ...domains, marketingDomain: 'lotready-site.example' },
      });
      const cases = [
        ['lotready.example', '/', 'sign-in'],
        ['lotready.example', '/login', 'sign-in'],
        ['lotready.example', '/dealer-login/', 'sign-in'],
        ['lotready.example', '/forgot-password', 'forgot'],
        ['lotready.example', '/reset-password', 'shell'],
        ['lotready.example', '/board', 'shell'],
        ['lotready-site.example', '/_login', 'shell'],
        ['lotready-site.example', '/_login/forgot-password', 'shell'],
      ] as const;
      for (const [host, path, served] of cases) {
        const response = await request(app).get(path, { host });
        expect(response.statusCode, `${host}${path}`).toBe(200);
        expect(response.body, `${host}${path}`).toContain(`<body>${served}</body>`);
      }
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('serves a pre-rendered folder page with or without its slash, and files built after start', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'lotready-folders-'));
    try {
      writeFileSync(join(siteDir, 'index.html'), '<html><head></head><body>shell</body></html>');
      mkdirSync(join(siteDir, 'faq'));
      writeFileSync(
        join(siteDir, 'faq', 'index.html'),
        '<html><head></head><body>faq</body></html>',
      );
      const app = await t.buildApp({
        webDistDir: siteDir,
        domains: { ...domains, marketingDomain: 'lotready-site.example' },
      });
      for (const path of ['/faq', '/faq/', '/faq/index.html']) {
        const response = await request(app).get(path, { host: 'lotready-site.example' });
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).toContain('<body>faq</body>');
      }
      // The static files are looked up per request (one wildcard route), not listed at start.
      mkdirSync(join(siteDir, 'assets'));
      writeFileSync(join(siteDir, 'assets', 'late-1.js'), 'late();');
      const late = await request(app).get('/assets/late-1.js', { host: 'lotready-site.example' });
      expect(late.statusCode).toBe(200);
      expect(late.body).toBe('late();');
      const head = await app.inject({
        method: 'HEAD',
        url: '/assets/late-1.js',
        headers: { host: 'lotready-site.example' },
      });
      expect(head.statusCode).toBe(200);
      for (const path of [
        '/../package.json',
        '/assets/../../package.json',
        '/%2e%2e/package.json',
      ]) {
        const response = await request(app).get(path, { host: 'lotready-site.example' });
        expect(response.statusCode, path).not.toBe(200);
      }
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });

  it('escapes the domains for an HTML attribute', () => {
    const config = testConfig({
      domains: { mainDomain: '"><script>x</script>', appDomain: "a'&", marketingDomain: 'm' },
    });
    const html = injectDomains(INDEX, config);
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a&#39;&amp;');
  });
});
