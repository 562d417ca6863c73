import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { HANDOFF_STALL_MS } from '../web/src/features/auth/components/login-page';
import { url, useBrowser } from './support/browser';
import { callApi, DEMO_HOST, skipIntroductions } from './support/staff-session';

const LOGIN_HOST = 'login.localhost';

async function signInOnLoginHost(page: Page): Promise<void> {
  await page.goto(url(LOGIN_HOST, '/login'));
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill('demo-manager');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const arrivedInApp = (address: URL) =>
  address.hostname === DEMO_HOST && address.pathname === '/inventory';

/** Issue #18 item 5: sign-in that finishes, on the real server and hosts. */
describe('the sign-in hand-off on the real server', () => {
  const browser = useBrowser();

  it('says "Login Successful — Welcome back" on arrival in the dealership app', async () => {
    const context = await browser.context();
    await skipIntroductions(context, 'manager');
    const page = await context.newPage();
    await signInOnLoginHost(page);
    await page.waitForURL(arrivedInApp);
    await page.getByText('Login Successful', { exact: true }).waitFor();
    await page.getByText('Welcome back, Jordan Lee!', { exact: true }).waitFor();
  });

  it('offers "Continue to Demo Motors" while signed in, and forgets it at sign-out (#29)', async () => {
    const context = await browser.context();
    await skipIntroductions(context, 'manager');
    const page = await context.newPage();
    await signInOnLoginHost(page);
    await page.waitForURL(arrivedInApp);

    // The session on the dealership host is alive: continuing opens the app there.
    await page.goto(url(LOGIN_HOST, '/login'));
    const offer = page.getByRole('region', { name: 'Continue where you signed in' });
    await offer.getByText('Jordan Lee', { exact: true }).waitFor();
    await offer.getByRole('link', { name: 'Continue to Demo Motors' }).click();
    await page.waitForURL((address) => address.hostname === DEMO_HOST);
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);

    // Signed out there: the login host no longer says "Signed in here as Jordan Lee".
    expect((await callApi(page, 'POST', '/api/auth/logout')).status).toBe(200);
    await page.goto(url(LOGIN_HOST, '/login'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);

    // "Not Jordan Lee?" forgets the offer for good.
    await signInOnLoginHost(page);
    await page.waitForURL(arrivedInApp);
    await page.goto(url(LOGIN_HOST, '/login'));
    await offer.getByRole('button', { name: 'Not Jordan Lee? Use another account' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
  });

  it('a hand-off that never arrives ends in an error and a working retry, not "Signing In..."', async () => {
    const context = await browser.context();
    await skipIntroductions(context, 'manager');
    const page = await context.newPage();
    await page.clock.install();
    // The dealership's host answers nothing to show (204): the browser stays on the login page.
    const stall = (route: Route) => route.fulfill({ status: 204 });
    await page.route('**/sso-callback**', stall);
    await signInOnLoginHost(page);
    await page.getByRole('button', { name: 'Signing In...' }).waitFor();
    await page.clock.runFor(HANDOFF_STALL_MS);
    await page
      .getByText('Could not open Demo Motors. Please try signing in again.', { exact: true })
      .waitFor();
    const retry = page.getByRole('button', { name: 'Sign In' });
    expect(await retry.isEnabled()).toBe(true);

    await page.unroute('**/sso-callback**', stall);
    await retry.click();
    await page.waitForURL(arrivedInApp);
  });

  it('says "Could not reach LotReady" when the network fails, not that the password was wrong', async () => {
    const page = await browser.page();
    await page.route('**/api/auth/universal-login', (route) => route.abort('internetdisconnected'));
    await signInOnLoginHost(page);
    await page.getByText('Login Failed', { exact: true }).waitFor();
    await page.getByText(/^Could not reach LotReady/).waitFor();
    expect(await page.getByText('Invalid username or password').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });
});
