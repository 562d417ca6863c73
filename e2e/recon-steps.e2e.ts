import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const STOCK = 'RECON-1';

/**
 * Issue #26's journey: an admin sets up Standard recon in Dealership Configuration, then moves
 * a car through three steps on a desktop board (dragging it, and its menu) while a phone shows
 * each move live, and the phone moves it back with its menu. Its own dealership, so the demo
 * one keeps the spec's single timer for every other journey.
 */
describe('the recon process by step (issue #26)', () => {
  const browser = useBrowser();

  async function boardPage(dealership: NewDealership, viewport: typeof DESKTOP): Promise<Page> {
    const context = await browser.context({ viewport });
    await skipIntroductions(context, dealership.admin.username);
    const page = await context.newPage();
    await signIn(page, dealership.admin.username, dealership.admin.password, dealership.host);
    await page.goto(url(dealership.host, '/make-ready'));
    await page.getByText('Live', { exact: true }).waitFor();
    return page;
  }

  const column = (page: Page, step: string) => page.getByRole('region', { name: step });
  const tileIn = (page: Page, step: string) =>
    column(page, step).getByRole('article', { name: new RegExp(`^${STOCK},`) });

  /** Drags with the mouse as a person would: press, move past dnd-kit's 6 px, drop. */
  async function drag(page: Page, from: Locator, to: Locator) {
    const start = await from.boundingBox();
    const end = await to.boundingBox();
    if (!start || !end) throw new Error('Nothing to drag, or nowhere to drop');
    await page.mouse.move(start.x + start.width / 2, start.y + 40);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 12, start.y + 52, { steps: 4 });
    await page.mouse.move(end.x + end.width / 2, end.y + 60, { steps: 12 });
    await page.mouse.up();
  }

  it('sets up Standard recon, moves a car through three steps and sees it on a phone', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'recon');
    const desk = await boardPage(dealership, DESKTOP);

    await setUpStandardRecon(desk);
    const created = await callApi(desk, 'POST', '/api/vehicles', {
      stockNumber: STOCK,
      year: 2023,
      make: 'Subaru',
      model: 'Outback',
      color: 'Autumn Green',
      type: 'make-ready',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await desk.goto(url(dealership.host, '/make-ready'));
    await tileIn(desk, 'Inspection').waitFor();
    const phone = await boardPage(dealership, PHONE);
    await tileIn(phone, 'Inspection').waitFor();

    // Desktop: a column per step, every one on the board, the page itself not scrolling sideways.
    expect(await desk.getByTestId('step-column').count()).toBe(7);
    expect(await sidewaysOverflow(desk)).toBe(0);
    await desk.screenshot({ path: '/tmp/e2e-recon-desktop.png' });

    // 1. Dragged from Inspection to Estimate and approval; the phone sees it arrive.
    await drag(desk, tileIn(desk, 'Inspection'), column(desk, 'Estimate and approval'));
    await tileIn(desk, 'Estimate and approval').waitFor();
    await tileIn(phone, 'Estimate and approval').waitFor({ timeout: 5000 });
    // 2. Dragged on to Mechanical.
    await drag(desk, tileIn(desk, 'Estimate and approval'), column(desk, 'Mechanical'));
    await tileIn(phone, 'Mechanical').waitFor({ timeout: 5000 });
    // 3. Its menu skips Sublet/body: straight to Detail.
    await tileIn(desk, 'Mechanical')
      .getByRole('combobox', { name: `Move to step: ${STOCK}` })
      .selectOption({ label: 'Detail' });
    await tileIn(phone, 'Detail').waitFor({ timeout: 5000 });
    expect(await tileIn(phone, 'Inspection').count()).toBe(0);

    // The phone: a section per step, no sideways scroll; its menu sends the car back.
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-recon-phone.png', fullPage: true });
    await tileIn(phone, 'Detail')
      .getByRole('combobox', { name: `Move to step: ${STOCK}` })
      .selectOption({ label: 'Mechanical' });
    await tileIn(desk, 'Mechanical').waitFor({ timeout: 5000 });

    // Every move is history: the record lists the stays, the activity log the moves.
    await tileIn(desk, 'Mechanical')
      .getByRole('button', { name: /Open record/ })
      .click();
    const stays = desk.getByRole('list', { name: 'Time in each step' });
    await expect
      .poll(async () => (await stays.getByRole('listitem').allTextContents()).map(stepOf))
      .toEqual(['Inspection', 'Estimate and approval', 'Mechanical', 'Detail', 'Mechanical']);
    const log = await callApi(desk, 'GET', '/api/activity-logs');
    expect(JSON.stringify(log.body)).toContain('moved from Inspection to Estimate and approval');
  });
});

/** The step name a stay's line starts with ("Mechanical (moved by …) 2 min so far"). */
function stepOf(text: string): string {
  return text.replace(/\s*\(.*$/s, '').trim();
}

/** Dealership Configuration > Workflow Configuration: the Standard recon template, saved. */
async function setUpStandardRecon(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Dealership Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dealership Configuration' });
  await dialog.getByRole('tab', { name: 'Workflow Configuration' }).click();
  const makeReady = dialog.getByRole('group', { name: 'Make Ready' });
  await makeReady.getByRole('button', { name: 'Standard recon' }).click();
  await dialog.screenshot({ path: '/tmp/e2e-recon-config.png' });
  await dialog.getByRole('button', { name: 'Save & Apply' }).click();
  await page.getByText('Your configuration has been updated successfully.').first().waitFor();
  const workflows = (await callApi(page, 'GET', '/api/workflows')).body as {
    workflows: { workflow: string; steps: { name: string }[] }[];
  };
  const names = workflows.workflows.find((w) => w.workflow === 'make-ready')?.steps;
  expect(names?.map((step) => step.name)).toEqual([
    'Inspection',
    'Estimate and approval',
    'Mechanical',
    'Sublet/body',
    'Detail',
    'Photos',
    'Frontline',
  ]);
}
