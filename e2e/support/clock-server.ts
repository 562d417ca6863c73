import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startFreshServer, type FreshServer } from '../../scripts/lib/server-process';
import { callApi, signInAt, skipIntroductions } from './staff-session';

export const CLOCK_SUPER_ADMIN = { username: 'clock-root', password: 'clock-root-password-1' };
const DEALER_PASSWORD = 'a-long-clock-password-42';

/**
 * A server of the spec file's own whose clock a journey moves ahead (DEV_CLOCK_CONTROL): weeks
 * of clock, or hours of recon, touch no other journey on the shared server.
 */
export function useClockServer() {
  let server: FreshServer;
  beforeAll(async () => {
    server = await startFreshServer({
      env: {
        WEB_DIST_DIR: inject('webDistDir'),
        DEV_CLOCK_CONTROL: '1',
        SUPER_ADMIN_USERNAME: CLOCK_SUPER_ADMIN.username,
        SUPER_ADMIN_PASSWORD: CLOCK_SUPER_ADMIN.password,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const at = (host: string, path = '/') => `http://${host}:${server.port}${path}`;

  return {
    at,
    /** Signs a new dealership up from /signup (a 7-day trial) and waits for its staff app. */
    async signUp(context: BrowserContext, slug: string, name: string): Promise<Page> {
      await skipIntroductions(context, `${slug}admin`);
      const page = await context.newPage();
      await page.goto(at('localhost', '/signup'));
      await page.getByLabel('Dealership name').fill(name);
      await page.getByLabel('Subdomain').fill(slug);
      await page.getByLabel('Your full name').fill('Casey Clock');
      await page.getByLabel('Email').fill(`${slug}@dealer.example`);
      await page.getByLabel('Username').fill(`${slug}admin`);
      await page.getByLabel('Password').fill(DEALER_PASSWORD);
      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await page.waitForURL((address) => address.hostname === `${slug}.app.localhost`);
      await page.getByRole('status').filter({ hasText: 'Free trial' }).waitFor();
      return page;
    },
    /** Signs the dealership's admin in on its own host (a session does not outlive weeks). */
    async signInDealer(page: Page, slug: string): Promise<void> {
      await signInAt(page, at(`${slug}.app.localhost`, ''), `${slug}admin`, DEALER_PASSWORD);
    },
    /** Sets the server's clock `offsetMs` ahead of real time and runs its scheduler. */
    async moveClock(page: Page, offsetMs: number): Promise<void> {
      const moved = await callApi(page, 'POST', '/api/dev/clock', { offsetMs });
      expect(moved.status).toBe(200);
    },
  };
}
