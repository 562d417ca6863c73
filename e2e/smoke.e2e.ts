import { describe, expect, it } from 'vitest';
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
});
