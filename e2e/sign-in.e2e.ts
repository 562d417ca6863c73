import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';

const LOGIN_HOST = 'login.localhost';
const DEMO_HOST = 'demo.app.localhost';

describe('signing in on the real server', () => {
  const browser = useBrowser();

  it('goes from the login host through the tenant sso-callback to /inventory', async () => {
    const page = await browser.page();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(url(LOGIN_HOST, '/'));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('demo-admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(
      (address) => address.hostname === DEMO_HOST && address.pathname === '/inventory',
    );
    const callback = visited.find((address) => address.includes('/sso-callback'));
    expect(callback && new URL(callback).hostname).toBe(DEMO_HOST);
    expect(page.url()).not.toContain('token=');
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('lotready.user') ?? 'null') as {
        username?: string;
      } | null,
      tenant: JSON.parse(localStorage.getItem('lotready.selectedTenant') ?? 'null') as
        string | null,
    }));
    expect(stored.user?.username).toBe('admin');
    expect(stored.tenant).toBe('demo');
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
    expect(session).toBe(200);
  });

  it('shows Login Failed for a wrong password and stays on the login page', async () => {
    const page = await browser.page();
    await page.goto(url(LOGIN_HOST, '/login'));
    await page.getByLabel('Username').fill('manager');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed', { exact: true }).waitFor();
    expect(new URL(page.url()).hostname).toBe(LOGIN_HOST);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('validates the login form before calling the server', async () => {
    const page = await browser.page();
    await page.goto(url(DEMO_HOST, '/dealer-login'));
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it('shows the login page to a visitor on a tenant path, keeping the path', async () => {
    const page = await browser.page();
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/inventory');
  });

  it('rejects a bad sign-in token and returns to the dealer login after 3 s', async () => {
    const page = await browser.page();
    await page.goto(url(DEMO_HOST, '/sso-callback?token=not-a-real-token&tenant=demo'));
    await page.getByRole('heading', { name: 'Authentication Error' }).waitFor();
    expect(page.url()).not.toContain('token=');
    await page.getByText('Redirecting to login page').waitFor();
    await page.waitForURL((address) => address.pathname === '/dealer-login', { timeout: 10_000 });
  });

  it('confirms a password reset request the same way for any address', async () => {
    const page = await browser.page();
    await page.goto(url(LOGIN_HOST, '/'));
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL((address) => address.pathname === '/forgot-password');
    await page.getByLabel('Email').fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText('Password Reset Email Sent', { exact: true }).waitFor();
  });
});
