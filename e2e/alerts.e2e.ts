import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MINUTE_MS } from '../domain/time';
import { sidewaysOverflow, useBrowser } from './support/browser';
import { useClockServer } from './support/clock-server';
import { callApi, skipIntroductions } from './support/staff-session';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const ALL_DAY = { open: '00:00', close: '24:00' };

interface Car {
  id: string;
  stockNumber: string;
  version: number;
}

/**
 * Issue #32's journey on a server whose clock it moves: two cars in Make Ready turn red, their
 * assignee sees the bell, takes one ("I'm on it") and opens it (the record says who is on it);
 * an hour later only the other car escalates. The dealership is open all day, so the hour is
 * an hour of business time whenever the journey runs.
 */
describe('alerts that reach the right person (issue #32)', () => {
  const browser = useBrowser();
  const { at, signUp, signInDealer, moveClock } = useClockServer();

  async function addRedCandidate(page: Page, stockNumber: string, assigneeId: string) {
    const created = await callApi(page, 'POST', '/api/vehicles', {
      stockNumber,
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      type: 'make-ready',
    });
    expect(created.status).toBe(201);
    const car = created.body as Car;
    const assigned = await callApi(page, 'PATCH', `/api/vehicles/${car.id}`, {
      assigneeId,
      version: car.version,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    return car;
  }

  /** The dealership opens all day, every day: an hour of the journey is an hour of business. */
  async function openAllDay(page: Page) {
    const config = (await callApi(page, 'GET', '/api/config')).body as Record<string, unknown>;
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
        d,
        ALL_DAY,
      ]),
    );
    const hours = await callApi(page, 'PUT', '/api/config', {
      ...config,
      businessHours: { timeZone: 'America/New_York', week, holidays: [] },
    });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
  }

  /** Settings > Dealership Configuration > Alerts and On Call. */
  async function openAlertSettings(page: Page) {
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dealership Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dealership Configuration' });
    await dialog.getByRole('tab', { name: 'Alerts and On Call' }).click();
    return dialog;
  }

  it('rings the bell of the assignee, who takes the car, and nothing escalates', async () => {
    const slug = `alert${Date.now().toString(36)}`;
    const page = await signUp(await browser.context({ viewport: DESKTOP }), slug, `Alert ${slug}`);
    await openAllDay(page);
    const me = (await callApi(page, 'GET', '/api/auth/session')).body as {
      user: { id: string; fullName: string };
    };
    const taken = await addRedCandidate(page, 'AL-1', me.user.id);
    const other = await addRedCandidate(page, 'AL-2', me.user.id);

    // Forty minutes on, both are red (Make Ready's overdue mark) and the scheduler has run.
    await moveClock(page, 41 * MINUTE_MS);
    await page.goto(at(`${slug}.app.localhost`, '/'));
    const bell = page.getByRole('button', { name: 'Alerts, 4 unread' });
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Alerts' });
    const redText = (car: Car) => `2021 Honda Civic · ${car.stockNumber} went red in Make Ready`;
    const takenRow = list.getByRole('listitem').filter({ hasText: redText(taken) });
    await takenRow.getByRole('button', { name: "I'm on it" }).click();
    await takenRow.getByText(`On it: ${me.user.fullName}`).waitFor();
    await page.screenshot({ path: '/tmp/e2e-alerts-desktop.png' });

    // Opening the alert opens the car; its record says who took it.
    await takenRow.getByRole('link', { name: redText(taken) }).click();
    // The board's tile may say so too, live, so look inside the record.
    await page.getByTestId('vehicle-record').getByText(`On it: ${me.user.fullName}`).waitFor();
    await page.screenshot({ path: '/tmp/e2e-alerts-record-desktop.png' });

    // An hour of business time later only the car nobody took goes up to the managers.
    await moveClock(page, 41 * MINUTE_MS + 61 * MINUTE_MS);
    const alerts = (await callApi(page, 'GET', '/api/alerts')).body as {
      alerts: { text: string }[];
    };
    const escalated = alerts.alerts.map((alert) => alert.text).filter((t) => t.includes('nobody'));
    expect(escalated).toEqual([
      `2021 Honda Civic · ${other.stockNumber} is red in Make Ready and nobody has taken it`,
    ]);

    const phoneContext = await browser.context({ viewport: PHONE });
    await skipIntroductions(phoneContext, `${slug}admin`);
    const phone = await phoneContext.newPage();
    await signInDealer(phone, slug);
    await phone.goto(at(`${slug}.app.localhost`, '/'));
    await phone.getByRole('button', { name: /^Alerts, \d+ unread$/ }).click();
    const phoneList = phone.getByRole('dialog', { name: 'Alerts' });
    await phoneList.getByText(`On it: ${me.user.fullName}`).first().waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/e2e-alerts-phone.png' });
  });

  it("sets a step's rule and the day's manager on call, and a tile shows who took its car", async () => {
    const slug = `alset${Date.now().toString(36)}`;
    const page = await signUp(await browser.context({ viewport: DESKTOP }), slug, `Set ${slug}`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openAllDay(page);
    const me = (await callApi(page, 'GET', '/api/auth/session')).body as {
      user: { id: string; fullName: string };
    };

    const dialog = await openAlertSettings(page);
    const step = dialog.getByRole('group', { name: /^Alerts for / }).first();
    const stepName = ((await step.getAttribute('aria-label')) ?? '').replace('Alerts for ', '');
    await step
      .getByRole('group', { name: 'At overdue (red)' })
      .getByRole('checkbox', { name: 'Managers' })
      .check();
    await step.getByLabel('Goes up a level after (business minutes)').fill('30');
    await step.getByRole('button', { name: `Save ${stepName}` }).click();
    await step.getByRole('status').getByText('Saved').waitFor();
    const rota = dialog.getByRole('group', { name: 'Manager on call' });
    await rota.getByLabel('Monday').selectOption({ label: me.user.fullName });
    await rota.getByRole('button', { name: 'Save on-call rota' }).click();
    await rota.getByRole('status').getByText('Saved').waitFor();
    await dialog.screenshot({ path: '/tmp/alerts-ui-shots/settings-desktop.png' });
    await rota.screenshot({ path: '/tmp/alerts-ui-shots/on-call-desktop.png' });

    const rules = (await callApi(page, 'GET', '/api/alert-rules')).body as {
      steps: { name: string; rule: { overdue: string[]; escalateAfterMinutes: number | null } }[];
    };
    expect(rules.steps.find((s) => s.name === stepName)?.rule).toMatchObject({
      overdue: ['assignee', 'managers'],
      escalateAfterMinutes: 30,
    });
    const onCall = (await callApi(page, 'GET', '/api/on-call')).body as {
      week: Record<string, string | null>;
    };
    expect(onCall.week.monday).toBe(me.user.id);
    await page.keyboard.press('Escape');

    // A phone watches the board while the desktop takes the car: the tile says so, live.
    const phoneContext = await browser.context({ viewport: PHONE });
    await skipIntroductions(phoneContext, `${slug}admin`);
    const phone = await phoneContext.newPage();
    phone.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInDealer(phone, slug);
    // The server's clock is shared with the journey before: this one starts past its end.
    const start = 4 * 60 * MINUTE_MS;
    await moveClock(page, start);
    const car = await addRedCandidate(page, 'AS-1', me.user.id);
    await moveClock(page, start + 41 * MINUTE_MS);
    await phone.goto(at(`${slug}.app.localhost`, '/'));
    const tile = phone.getByRole('article', { name: new RegExp(`^${car.stockNumber},`) });
    await tile.waitFor();
    expect(await tile.getByTestId('tile-on-it').count()).toBe(0);
    const alerts = (await callApi(page, 'GET', '/api/alerts')).body as {
      alerts: { id: string; trigger: string; vehicleId: string }[];
    };
    const red = alerts.alerts.find((a) => a.vehicleId === car.id && a.trigger === 'overdue');
    expect(red, JSON.stringify(alerts)).toBeDefined();
    const taken = await callApi(page, 'POST', `/api/alerts/${red?.id ?? ''}/acknowledge`, {});
    expect(taken.status).toBe(200);
    await tile.getByTestId('tile-on-it').getByText(`On it: ${me.user.fullName}`).waitFor();
    await phone.screenshot({ path: '/tmp/alerts-ui-shots/tile-phone.png' });
    await page.goto(at(`${slug}.app.localhost`, '/'));
    await page
      .getByRole('article', { name: new RegExp(`^${car.stockNumber},`) })
      .getByText(`On it: ${me.user.fullName}`)
      .waitFor();
    await page.screenshot({ path: '/tmp/alerts-ui-shots/tile-desktop.png' });

    const phoneDialog = await openAlertSettings(phone);
    await phoneDialog
      .getByRole('group', { name: /^Alerts for / })
      .first()
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await phone.screenshot({ path: '/tmp/alerts-ui-shots/settings-phone.png' });
    const phoneRota = phoneDialog.getByRole('group', { name: 'Manager on call' });
    await phoneRota.scrollIntoViewIfNeeded();
    expect(await phoneRota.getByLabel('Monday').inputValue()).toBe(me.user.id);
    await phone.screenshot({ path: '/tmp/alerts-ui-shots/on-call-phone.png' });
    const phoneStep = phoneDialog.getByRole('group', { name: /^Alerts for / }).first();
    const box = await phoneStep.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
