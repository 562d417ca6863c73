import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin, type NewDealership } from './support/super-admin';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const STOCK = 'WORK-1';

/**
 * Issue #33's journey: a technician adds a job template's items to a car and sends them; the
 * manager opens the mail's link on a phone without signing in and approves; the car's tile and
 * record on the technician's screen show it approved, live. Its own dealership.
 */
describe('work items and one-tap approval (issue #33)', () => {
  const browser = useBrowser();

  async function staffUser(admin: Page, role: 'user' | 'manager', name: string, slug: string) {
    const username = `${slug}-${role}`;
    const password = 'work-items-pass-1';
    const created = await callApi(admin, 'POST', '/api/users', {
      username,
      fullName: name,
      email: `${username}@work.example`,
      role,
      password,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
      username,
      password,
      email: `${username}@work.example`,
      id: (created.body as { id: string }).id,
    };
  }

  async function setUp(admin: Page, dealership: NewDealership) {
    const technician = await staffUser(admin, 'user', 'Theo Technician', dealership.slug);
    const manager = await staffUser(admin, 'manager', 'Maria Manager', dealership.slug);
    const config = await callApi(admin, 'GET', '/api/config');
    const current = config.body as { work: Record<string, unknown> };
    const saved = await callApi(admin, 'PUT', '/api/config', {
      ...current,
      work: { ...current.work, approverId: manager.id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const template = await callApi(admin, 'POST', '/api/job-templates', {
      name: 'Used car basic',
      lines: [
        {
          description: 'Oil and filter',
          category: 'mechanical',
          partsCents: 4_500,
          labourHours: 0.5,
        },
        { description: 'Wipers', category: 'parts', partsCents: 2_500 },
        { description: 'State inspection', category: 'sublet', partsCents: 3_500 },
      ],
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const car = await callApi(admin, 'POST', '/api/vehicles', {
      stockNumber: STOCK,
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      color: 'Sonic Gray',
      type: 'make-ready',
    });
    expect(car.status, JSON.stringify(car.body)).toBe(201);
    return { technician, manager };
  }

  it('adds from a template, sends, approves from a phone, and shows it live', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'work');
    const adminContext = await browser.context({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, dealership.admin.username, dealership.admin.password, dealership.host);
    const { technician, manager } = await setUp(admin, dealership);

    // The technician, on a desktop: the car's record, its Work section.
    const deskContext = await browser.context({ viewport: DESKTOP });
    await skipIntroductions(deskContext, technician.username);
    const desk = await deskContext.newPage();
    await signIn(desk, technician.username, technician.password, dealership.host);
    await desk.goto(url(dealership.host, '/make-ready'));
    await desk.getByText('Live', { exact: true }).waitFor();
    const tile = desk.getByRole('article', { name: new RegExp(`^${STOCK},`) });
    await tile.getByRole('button', { name: /Open record/ }).click();
    const work = desk.getByRole('region', { name: 'Work' });
    await work
      .getByRole('combobox', { name: 'Job template' })
      .selectOption({ label: 'Used car basic' });
    await work.getByRole('button', { name: 'Add from template' }).click();
    const items = work.getByRole('list', { name: 'Work items' });
    await expect.poll(() => items.getByRole('listitem').count()).toBe(3);
    await work.getByRole('button', { name: 'Send 3 for approval' }).click();
    await work.getByText(/awaiting approval · \d+ min/).waitFor();
    await desk.screenshot({ path: '/tmp/e2e-work-record-sent.png' });

    // The manager's mail, in the dev outbox: its link opens on a phone, no sign-in.
    const outbox = await callApi(
      admin,
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(manager.email)}`,
    );
    const mails = (outbox.body as { mails: { subject: string; text: string }[] }).mails;
    expect(mails[0]?.subject).toBe('Approve $165 of work on the 2021 Honda Civic (WORK-1)');
    const link = /(https?:\/\/\S+\/approve#token=[\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const phoneContext = await browser.context({ viewport: PHONE, isMobile: true, hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(link ?? '');
    await phone.getByRole('heading', { name: '2021 Honda Civic' }).waitFor();
    expect(await phone.getByLabel('Total').textContent()).toBe('$165');
    expect(await phone.getByRole('list', { name: 'Lines' }).getByRole('listitem').count()).toBe(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.screenshot({ path: '/tmp/e2e-work-phone-link.png', fullPage: true });
    await phone.getByRole('button', { name: 'Approve all' }).click();
    await phone.getByRole('status').filter({ hasText: 'Decided' }).waitFor();
    await phone.screenshot({ path: '/tmp/e2e-work-phone-decided.png', fullPage: true });

    // Back on the desk, live: every line approved by Maria, the wait gone from record and tile.
    await expect
      .poll(async () => items.getByText('Approved', { exact: true }).count(), { timeout: 5000 })
      .toBe(3);
    await items
      .getByText(/by Maria Manager/)
      .first()
      .waitFor();
    expect(await work.getByText(/awaiting approval/).count()).toBe(0);
    await desk.screenshot({ path: '/tmp/e2e-work-record-approved.png' });
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await tile.getByTestId('tile-approval-wait').count()).toBe(0);
    await desk.screenshot({ path: '/tmp/e2e-work-board.png' });
  });

  it('a manager assigns and decides each line on the record; the assignee sees it on a phone', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'work-lines');
    const adminContext = await browser.context({ viewport: DESKTOP });
    const admin = await adminContext.newPage();
    await signIn(admin, dealership.admin.username, dealership.admin.password, dealership.host);
    const { technician, manager } = await setUp(admin, dealership);

    // The manager, signed in on a desktop: adds the template, sends, assigns, decides per line.
    const deskContext = await browser.context({ viewport: DESKTOP });
    await skipIntroductions(deskContext, manager.username);
    const desk = await deskContext.newPage();
    await signIn(desk, manager.username, manager.password, dealership.host);
    await desk.goto(url(dealership.host, '/make-ready'));
    await desk.getByText('Live', { exact: true }).waitFor();
    const deskTile = desk.getByRole('article', { name: new RegExp(`^${STOCK},`) });
    await deskTile.getByRole('button', { name: /Open record/ }).click();
    const work = desk.getByRole('region', { name: 'Work' });
    await work
      .getByRole('combobox', { name: 'Job template' })
      .selectOption({ label: 'Used car basic' });
    await work.getByRole('button', { name: 'Add from template' }).click();
    const items = work.getByRole('list', { name: 'Work items' });
    await expect.poll(() => items.getByRole('listitem').count()).toBe(3);
    await work.getByRole('button', { name: 'Send 3 for approval' }).click();
    await work.getByRole('group', { name: 'Decide Oil and filter' }).waitFor();
    await work
      .getByRole('combobox', { name: 'Assign Oil and filter' })
      .selectOption({ label: 'Theo Technician' });
    await expect
      .poll(() => work.getByRole('combobox', { name: 'Assign Oil and filter' }).inputValue())
      .toBe(technician.id);
    for (const [line, choice] of [
      ['Oil and filter', 'Approve'],
      ['Wipers', 'Approve'],
      ['State inspection', 'Decline'],
    ] as const) {
      await work
        .getByRole('group', { name: `Decide ${line}` })
        .getByRole('button', { name: choice })
        .click();
    }
    await work.getByLabel('Decision note').fill('Inspection next week');
    await desk.screenshot({ path: '/tmp/e2e-work-lines-chosen.png' });
    await work.getByRole('button', { name: 'Save line decisions' }).click();
    await expect
      .poll(() => items.getByText('Approved', { exact: true }).count(), { timeout: 5000 })
      .toBe(2);
    const declined = items.getByRole('listitem').filter({ hasText: 'State inspection' });
    await declined.getByText('Declined', { exact: true }).waitFor();
    await declined.getByText(/by Maria Manager · “Inspection next week”/).waitFor();
    await work.getByText('Actual $130').waitFor();
    await desk.screenshot({ path: '/tmp/e2e-work-lines-decided.png' });
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await desk.getByRole('dialog').waitFor({ state: 'detached' });
    await deskTile.getByTestId('tile-work-assignees').filter({ hasText: 'Item: Theo' }).waitFor();

    // The technician, on a phone: the car is under "My cars", its tile says the item is theirs.
    const phoneContext = await browser.context({ viewport: PHONE, isMobile: true, hasTouch: true });
    await skipIntroductions(phoneContext, technician.username);
    const phone = await phoneContext.newPage();
    await signIn(phone, technician.username, technician.password, dealership.host);
    await phone.goto(url(dealership.host, '/make-ready'));
    await phone.getByText('Live', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'My cars' }).click();
    const phoneTile = phone.getByRole('article', { name: new RegExp(`^${STOCK},`) });
    const mine = phoneTile.getByTestId('tile-work-assignees');
    expect(await mine.textContent()).toBe('Item: You');
    const box = await mine.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(20);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.screenshot({ path: '/tmp/e2e-work-phone-my-cars.png' });
  });
});
