import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRERENDER_PAGES, SCREENS } from '../web/src/app/route-table';

/** The marketing pages with their own content and meta. */
const PAGES = PRERENDER_PAGES.filter((page) => !page.alias);
import { url, useBrowser } from './support/browser';

const SEEN = () => localStorage.setItem('lotready.popupSeen', 'true');

/**
 * Waits until React has hydrated the pre-rendered h1 and run its effects: React's scheduler
 * posts its work as MessageChannel tasks, so two of ours queued after the hydration run after
 * it. Works while the page's clock stands still (timers are faked, message tasks are not).
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('h1');
      return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { polling: 50 },
  );
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

describe('the public marketing site on the real server', () => {
  const browser = useBrowser();

  it('renders the landing page with its hero, claims and navigation', async () => {
    const context = await browser.context();
    await context.addInitScript(SEEN);
    const page = await context.newPage();
    await page.goto(url('localhost', '/'));
    await page.getByRole('heading', { level: 1, name: /Know where every vehicle is/ }).waitFor();
    expect(await page.title()).toBe(SCREENS.landing.meta.title);
    expect(await page.getByText('No signup required for demo').isVisible()).toBe(true);
    for (const name of ['Get Started', 'Try Interactive Demo', 'Existing User Login']) {
      expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Sandbox', 'About Us', 'FAQ', 'Pricing', 'Login', 'Get Demo']) {
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    // The demo video plays when web/public/demo.mp4 is there; when it is missing the fallback
    // says so instead of showing a broken player.
    await page
      .getByRole('button', { name: /^(Play|Pause) demo video$/ })
      .or(page.getByText('Video temporarily unavailable'))
      .first()
      .waitFor();
    // The carousel and the inline form load as they scroll into view.
    await page.getByRole('heading', { name: /Everything the lot needs/ }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next feature' }).click();
    await page.getByRole('heading', { name: 'Roles for everyone' }).waitFor();
    await page
      .getByRole('heading', { name: 'See your own lot on LotReady' })
      .scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Request My Demo' }).waitFor();
    expect(await page.getByRole('button', { name: 'Request My Demo' }).isDisabled()).toBe(true);
  });

  it.each([
    ['Get Started Now', '/demo-signup'],
    ['Live Sandbox Demo', '/sandbox'],
    ['Learn More', '/how-it-works'],
  ])('opens the popup 2 s after load; %s goes to %s', async (choice, path) => {
    const page = await browser.page();
    // The page's clock stands still from before the load event, however long the screen takes
    // to hydrate; the popup counts 2 s from the load event (web/src/lib/page-load.ts).
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
    await page.goto(url('localhost', '/'));
    // React starts after the first frame (main.tsx): 100 ms of page time, then the hydration.
    await page.clock.runFor(100);
    await hydrated(page);
    await page.clock.runFor(1899);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(1);
    // Time flows again: the dialog's chunk loads and React reveals it (its Suspense throttle
    // is a timer too).
    await page.clock.resume();
    const dialog = page.getByRole('dialog', { name: 'See LotReady in action' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: new RegExp(choice) }).click();
    await page.waitForURL((address) => address.pathname === path);
    expect(await page.evaluate(() => localStorage.getItem('lotready.popupSeen'))).toBe('true');
  });

  it('closes the popup with Maybe later and does not show it again', async () => {
    const page = await browser.page();
    await page.goto(url('localhost', '/'));
    await page.getByRole('button', { name: 'Maybe later' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.clock.runFor(5000);
    await page.getByRole('link', { name: 'Get Demo' }).click();
    await page.waitForURL((address) => address.pathname === '/request-demo');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it.each([
    ['localhost', '/setup/complete', 'login.localhost'],
    ['localhost', '/onboarding-complete', 'login.localhost'],
    ['demo.app.localhost', '/setup/complete', 'demo.app.localhost'],
  ])(
    "on %s, %s links to the staff app's board and inventory on %s",
    async (host, path, appHost) => {
      const context = await browser.context();
      await context.addInitScript(SEEN);
      const page = await context.newPage();
      await page.goto(url(host, path));
      await page.getByRole('heading', { name: 'Your dealership is ready' }).waitFor();
      for (const [name, target] of [
        ['Open the Make Ready Board', '/make-ready'],
        ['Go to Inventory', '/inventory'],
      ]) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        expect(new URL(href ?? '', page.url()).href).toBe(url(appHost, target));
      }
      await page.getByRole('link', { name: 'Go to Inventory' }).click();
      await page.waitForURL((address) => address.host.startsWith(appHost));
      // Not signed in: the login host (or the dealership's own sign-in) asks who it is.
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    },
  );

  it('sends /login on the marketing host to the login host', async () => {
    const page = await browser.page();
    await page.goto(url('localhost', '/login'));
    await page.waitForURL((address) => address.hostname === 'login.localhost');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('answers every marketing route with its own title, hydrating its HTML without errors', async () => {
    const context = await browser.context();
    await context.addInitScript(SEEN);
    const page = await context.newPage();
    // A hydration mismatch shows as a console error (React re-renders the page from scratch).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const titles = new Set<string>();
    for (const meta of PAGES) {
      await page.goto(url('localhost', meta.path));
      await page.waitForFunction((title) => document.title === title, meta.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toBe(meta.description);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(PAGES.length);
    await page.goto(url('localhost', '/e60n62b48'));
    await page.getByRole('heading', { name: 'Help shape LotReady' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the landing page for unknown paths and the faint super admin link', async () => {
    const context = await browser.context();
    await context.addInitScript(SEEN);
    const page = await context.newPage();
    await page.goto(url('localhost', '/no-such-page'));
    await page.getByRole('heading', { level: 1, name: /Know where every vehicle is/ }).waitFor();
    const link = page.getByRole('link', { name: 'Super Admin' });
    await link.focus();
    await page.waitForFunction(
      () => getComputedStyle(document.activeElement as Element).opacity === '1',
    );
    await link.click();
    await page.waitForURL((address) => address.pathname === '/super-admin/login');
    await page.getByText('Restricted Access').waitFor();
  });

  it("links a dealership host's public pages back to the marketing site", async () => {
    const page = await (await browser.context()).newPage();
    // /pilot-success is a public page (spec 2.3) that a dealership's own host also serves,
    // where / and /about are the login page or the board: its header and footer leave the host.
    // (/billing/cancelled used to be one; it now shows the signed-in dealership's billing.)
    await page.goto(url('demo.app.localhost', '/pilot-success'));
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'About Us', exact: true }).waitFor();
    expect(
      await header.getByRole('link', { name: 'About Us', exact: true }).getAttribute('href'),
    ).toBe(url('localhost', '/about'));
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const href of await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href.startsWith(url('localhost', '/')), href).toBe(true);
    }
    await header.getByRole('link', { name: 'About Us', exact: true }).click();
    await page.waitForURL(url('localhost', '/about'));
  });
});
