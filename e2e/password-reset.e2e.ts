import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { callApi, signIn } from './support/staff-session';

const LOGIN_HOST = 'login.localhost';

/** Forgot password → the mail in the dev outbox → the reset page → signing in anew. */
describe('resetting a password on the real server', () => {
  const browser = useBrowser();

  it('mails a reset link that sets a new password, offering to end the other sessions', async () => {
    // A fresh user of its own, so the demo logins other journeys use keep their passwords.
    const admin = await browser.page();
    await signIn(admin);
    const stamp = Date.now().toString(36);
    const username = `reset-${stamp}`;
    const email = `${username}@demo-motors.example`;
    const created = await callApi(admin, 'POST', '/api/users', {
      username,
      fullName: 'Riley Reset',
      email,
      role: 'user',
      password: 'old-password-1',
    });
    expect(created.status).toBe(201);

    // Signed in on another device before the reset.
    const otherDevice = await browser.page();
    await signIn(otherDevice, username, 'old-password-1');

    const page = await browser.page();
    await page.goto(url(LOGIN_HOST, '/forgot-password'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();

    const outbox = await callApi(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const mails = (outbox.body as { mails: { to: string; text: string }[] }).mails;
    const link = mails[0]?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/)?.[0];
    expect(link, JSON.stringify(mails)).toBeDefined();
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(new URL(link ?? '').port).toBe(new URL(page.url()).port);

    // The link itself, as the mail gives it.
    await page.goto(link ?? '');
    await page.getByLabel('New Password').fill('brand-new-pass-1');
    await page.getByLabel('Confirm Password').fill('brand-new-pass-1');
    // The offer to sign out everywhere else is ticked; this person keeps the other device.
    const offer = page.getByRole('checkbox', { name: /Sign out of all other devices/ });
    expect(await offer.isChecked()).toBe(true);
    await offer.uncheck();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password Reset Successful', { exact: true }).first().waitFor();

    expect((await callApi(otherDevice, 'GET', '/api/auth/session')).status).toBe(200);
    // The old password no longer works; the new one does.
    const again = await browser.page();
    await expect(signIn(again, username, 'old-password-1')).rejects.toThrow(/answered 401/);
    await signIn(again, username, 'brand-new-pass-1');
    expect((await callApi(again, 'GET', '/api/auth/session')).status).toBe(200);
    // A used link is spent.
    const reused = await callApi(page, 'POST', '/api/auth/reset-password', {
      token,
      newPassword: 'third-pass-123',
    });
    expect(reused.status).toBe(400);
  });
});
