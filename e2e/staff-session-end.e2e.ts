import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn, skipIntroductions } from './support/staff-session';

/**
 * Sessions that end gracefully (issue #16 item 5): a session revoked elsewhere turns a board
 * and a wall dashboard into the sign-in-again screen at the same address, and signing in
 * there lands back on that route.
 */
describe('a session that ends elsewhere', () => {
  const browser = useBrowser();

  async function freshManager() {
    const admin = await browser.page();
    await signIn(admin);
    const username = `ended-${Date.now().toString(36)}`;
    const password = 'ended-password-1';
    const created = await callApi(admin, 'POST', '/api/users', {
      username,
      fullName: 'Eden Ended',
      role: 'manager',
      password,
    });
    expect(created.status).toBe(201);
    const dashboard = await callApi(admin, 'POST', '/api/dashboards', {
      name: 'Lot wall',
      widgets: [{ id: 'w1', kind: 'status-counts', workflow: 'make-ready' }],
    });
    expect(dashboard.status).toBe(201);
    return { username, password, dashboardId: (dashboard.body as { id: string }).id };
  }

  /** Ends every session of the account from another browser ("Sign out everywhere"). */
  async function signOutEverywhere(username: string, password: string) {
    const elsewhere = await browser.page();
    await signIn(elsewhere, username, password);
    const answer = await callApi(elsewhere, 'POST', '/api/auth/logout-everywhere', {});
    expect(answer.status).toBe(200);
  }

  async function signInAgain(page: Page, username: string, password: string) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  it('asks a board to sign in again and returns there; a wall says it is signed out and recovers', async () => {
    const { username, password, dashboardId } = await freshManager();
    const context = await browser.context();
    await skipIntroductions(context, username);
    const board = await context.newPage();
    await signIn(board, username, password);
    await board.goto(url(DEMO_HOST, '/service'));
    await board.getByRole('heading', { level: 1 }).first().waitFor();
    const wall = await context.newPage();
    const wallPath = `/dashboard/${dashboardId}`;
    await wall.goto(url(DEMO_HOST, wallPath));
    await wall.getByRole('heading', { name: 'Lot wall' }).waitFor();

    await signOutEverywhere(username, password);

    // The live stream ends with the session: both screens notice without any click.
    await wall.getByText('This wall board is signed out').waitFor();
    await board
      .getByText('Your session has ended. Sign in again to continue where you left off.')
      .waitFor();
    expect(new URL(board.url()).pathname).toBe('/service');
    expect(await board.getByText('Reconnecting…').count()).toBe(0);
    await board.screenshot({ path: '/tmp/e2e-session-ended-board.png' });
    await wall.screenshot({ path: '/tmp/e2e-session-ended-wall.png' });

    await signInAgain(board, username, password);
    // Through the dealership's /sso-callback and back to the board it was on.
    await board.getByRole('form', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await board.waitForURL((address) => address.pathname === '/service');
    await board.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await board.getByRole('form', { name: 'Sign in' }).count()).toBe(0);

    // Signed out again, the wall is signed in on the wall itself and comes back to its board.
    await signOutEverywhere(username, password);
    await wall.getByText('This wall board is signed out').waitFor();
    await signInAgain(wall, username, password);
    await wall.getByRole('form', { name: 'Sign in' }).waitFor({ state: 'detached' });
    await wall.waitForURL((address) => address.pathname === wallPath);
    await wall.getByRole('heading', { name: 'Lot wall' }).waitFor();
  });
});
