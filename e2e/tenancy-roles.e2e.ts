import { beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

/** Roles inside one dealership, and the walls between dealerships. */
describe('roles and tenancy on the real server', () => {
  const browser = useBrowser();
  let other: NewDealership;

  beforeAll(async () => {
    // A second dealership, made once through the super admin API.
    const chromium = await launchChromium();
    try {
      const page = await chromium.newPage();
      await signInSuperAdmin(page);
      other = await createDealership(page, 'other');
    } finally {
      await chromium.close();
    }
  });

  async function staffPage(username: string, password: string, host = DEMO_HOST) {
    const context = await browser.context();
    await skipIntroductions(context, username);
    const page = await context.newPage();
    await signIn(page, username, password, host);
    return page;
  }

  it('a user sees no Users button and the users API refuses them', async () => {
    const page = await staffPage('user', 'demo-user');
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('link', { name: 'Inventory' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect((await callApi(page, 'GET', '/api/users')).status).toBe(403);
  });

  it('a manager cannot delete a user; an admin can', async () => {
    const admin = await staffPage('admin', 'demo-admin');
    const created = await callApi(admin, 'POST', '/api/users', {
      username: `doomed-${Date.now().toString(36)}`,
      fullName: 'Doomed User',
      role: 'user',
      password: 'doomed-pass-1',
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };

    const manager = await staffPage('manager', 'demo-manager');
    expect((await callApi(manager, 'DELETE', `/api/users/${id}`)).status).toBe(403);
    expect((await callApi(admin, 'DELETE', `/api/users/${id}`)).status).toBe(200);
    const list = await callApi(admin, 'GET', '/api/users');
    expect((list.body as { id: string }[]).some((user) => user.id === id)).toBe(false);
  });

  it('keeps the demo cookie on its own host; another dealership shows its login', async () => {
    const page = await staffPage('admin', 'demo-admin');
    const context = page.context();
    expect((await context.cookies(url(DEMO_HOST, '/'))).length).toBeGreaterThan(0);
    expect(await context.cookies(url(other.host, '/'))).toEqual([]);
    for (const cookie of await context.cookies()) {
      expect(cookie.domain.replace(/^\./, '')).toBe(DEMO_HOST);
    }

    await page.goto(url(other.host, '/api/health'));
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(session).toBe(401);
    await page.goto(url(other.host, '/inventory'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // The demo session itself is untouched.
    await page.goto(url(DEMO_HOST, '/api/health'));
    expect((await callApi(page, 'GET', '/api/auth/session')).status).toBe(200);
  });

  it('a live change reaches the same dealership and never another one', async () => {
    const first = await staffPage('admin', 'demo-admin');
    const second = await staffPage('manager', 'demo-manager');
    const outsider = await staffPage(other.admin.username, other.admin.password, other.host);
    await first.goto(url(DEMO_HOST, '/make-ready'));
    await second.goto(url(DEMO_HOST, '/make-ready'));
    await outsider.goto(url(other.host, '/make-ready'));
    for (const page of [first, second, outsider]) {
      await page.getByText('Live', { exact: true }).waitFor();
    }
    const vehicle = (stockNumber: string) => ({
      stockNumber,
      year: 2024,
      make: 'Honda',
      model: 'Pilot',
      color: 'Blue',
      type: 'make-ready',
    });
    expect((await callApi(first, 'POST', '/api/vehicles', vehicle('E2E-WALL1'))).status).toBe(201);
    const started = Date.now();
    await second.getByRole('article', { name: /^E2E-WALL1,/ }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(1500);

    // The outsider's own later change arrives, so its stream is live and in order; the demo
    // vehicle still never showed up there.
    expect((await callApi(outsider, 'POST', '/api/vehicles', vehicle('E2E-OWN1'))).status).toBe(
      201,
    );
    await outsider.getByRole('article', { name: /^E2E-OWN1,/ }).waitFor({ timeout: 5000 });
    expect(await outsider.getByRole('article', { name: /^E2E-WALL1,/ }).count()).toBe(0);
    const seen = await callApi(outsider, 'GET', '/api/vehicles');
    const stocks = (seen.body as { stockNumber: string }[]).map((v) => v.stockNumber);
    expect(stocks).toEqual(['E2E-OWN1']);
    // And the demo screens never see the outsider's vehicle.
    expect(await second.getByRole('article', { name: /^E2E-OWN1,/ }).count()).toBe(0);
  });
});
