import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, signIn, skipIntroductions } from './support/staff-session';

const AXE = 'node_modules/axe-core/axe.min.js';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page (the context bypasses the app's CSP, which rightly forbids the
 * injected inline script) as it is and returns its serious and critical violations.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target).join(' | ')}`);
}

/** Fails with every finding spelled out, one a line. */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, found.join('\n')).toEqual([]);
}

/**
 * No serious or critical axe-core findings on the main public and staff pages. With reduced
 * motion, as public-pages-axe: a button's colour fading in after hydration would otherwise be
 * measured half-way.
 */
describe('accessibility on the real server', () => {
  const browser = useBrowser();

  it('the landing page and the login page', async () => {
    const context = await browser.context({ bypassCSP: true, reducedMotion: 'reduce' });
    await context.addInitScript(() => localStorage.setItem('lotready.popupSeen', 'true'));
    const page = await context.newPage();
    await page.goto(url('localhost', '/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto(url('login.localhost', '/login'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('the make-ready board and the inventory page', async () => {
    const context = await browser.context({ bypassCSP: true, reducedMotion: 'reduce' });
    await skipIntroductions(context);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await expectNoSeriousViolations(page);
    await page.goto(url(DEMO_HOST, '/inventory'));
    await page.getByRole('heading', { name: /Inventory/ }).waitFor();
    await page.getByLabel('Search vehicles').waitFor();
    await expectNoSeriousViolations(page);
  });
});
