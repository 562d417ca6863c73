import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { url } from './browser';
import { callApi } from './staff-session';

/** The marketing host, where the super admin console lives. */
export const MARKETING_HOST = 'localhost';

/**
 * Signs the super admin in through the console's own form at /super-admin/login (the
 * credentials come from global-setup.ts) and waits for the dashboard.
 */
export async function signInSuperAdmin(page: Page): Promise<void> {
  const { username, password } = inject('superAdmin');
  await page.goto(url(MARKETING_HOST, '/super-admin/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Access Super Admin' }).click();
  await page.waitForURL((address) => address.pathname === '/super-admin');
}

export interface NewDealership {
  id: string;
  slug: string;
  host: string;
  admin: { username: string; password: string };
}

/**
 * Creates a dealership with its own admin through POST /api/super-admin/dealerships, from a
 * page where the super admin is signed in. The slug is unique per call so reruns never clash.
 */
export async function createDealership(page: Page, label: string): Promise<NewDealership> {
  const slug = `${label}-${Date.now().toString(36)}`;
  const admin = { username: `${slug}-admin`, password: 'other-admin-pass-1' };
  const response = await callApi(page, 'POST', '/api/super-admin/dealerships', {
    name: `E2E ${label}`,
    slug,
    admin: { ...admin, fullName: 'Other Admin', email: `${slug}@other.example` },
  });
  if (response.status !== 201) {
    throw new Error(
      `Creating ${slug} answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  const { id } = response.body as { id: string };
  return { id, slug, host: `${slug}.app.localhost`, admin };
}
