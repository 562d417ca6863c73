import { readdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { url, useBrowser } from './support/browser';

describe('the built app on a real server', () => {
  const browser = useBrowser();

  it('answers health and serves the web app shell on localhost', async () => {
    const page = await browser.page();
    const health = await page.request.get(url('localhost', '/api/health'));
    expect(await health.json()).toEqual({ status: 'ok' });
    await page.goto(url('localhost', '/'));
    await expect.poll(() => page.title()).toContain('LotReady');
  });

  it('builds no source map, points to none and serves none (issue #28 item 7)', async () => {
    const files = readdirSync(inject('webDistDir'), { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /\.map(\.br|\.gz)?$/.test(file))).toEqual([]);

    const page = await browser.page();
    const shell = await (await page.request.get(url('localhost', '/'))).text();
    const scripts = [...shell.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const asset = await page.request.get(url('localhost', script));
      expect(asset.status(), script).toBe(200);
      expect(await asset.text(), script).not.toContain('sourceMappingURL');
      const map = await page.request.get(url('localhost', `${script}.map`));
      expect(map.status(), `${script}.map`).toBe(404);
    }
  });
});
