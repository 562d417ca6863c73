import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STEP_TEMPLATES } from '../domain/recon/steps';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain/time';
import { sidewaysOverflow, useBrowser } from './support/browser';
import { useClockServer } from './support/clock-server';
import { callApi, skipIntroductions } from './support/staff-session';

const CARS = 5;
/** Each step's stay, in order: 8 h from Inspection to Frontline. */
const STAYS_MS = [HOUR_MS, 30 * MINUTE_MS, 3 * HOUR_MS, 2 * HOUR_MS, HOUR_MS, 30 * MINUTE_MS];

interface Step {
  id: string;
  name: string;
}
interface Car {
  id: string;
  version: number;
}

/** A day as the date field takes it, in New York (the default calendar's zone). */
function newYorkDate(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
}

/** "Nov 26" for 2026-11-26, as the scoreboard names a day. */
function shortDay(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/**
 * The trend charts (decision 0106): the week the five cars finished is the one point of the
 * median T2L chart, each timed step has its chart, and the charts fit the page's width.
 */
async function readTrendCharts(page: Page, size: string) {
  const charts = page.getByRole('region', { name: 'Trend charts' });
  const t2l = charts.getByRole('figure', { name: 'Median time to line by week' });
  await t2l.locator('svg.recharts-surface').waitFor();
  expect(await t2l.locator('.recharts-line-dot').count()).toBe(1);
  expect(await t2l.innerText()).toMatch(/0\.3 days in the week of \w+ \d+, 1 of 13 weeks plotted/);
  await charts.getByRole('figure', { name: 'Mechanical: median time by week' }).waitFor();
  const box = await t2l.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await charts.screenshot({ path: `/tmp/e2e-scoreboard-charts-${size}.png` });
}

/**
 * Issue #30's journey: five cars go through Standard recon under a controlled clock (8 hours
 * from Inspection to Frontline), and the scoreboard reads their time to line at 1280×860 and
 * 390×844; the admin answers the guess at T2L and mails this week's summary to the dev
 * outbox. Its own server, so the clock it moves touches no other journey.
 */
describe('the scoreboard reads what the cars did (issue #30)', () => {
  const browser = useBrowser();
  const { at, signUp, moveClock } = useClockServer();

  async function openScoreboard(page: Page, slug: string, started: number) {
    await page.goto(at(`${slug}.app.localhost`, '/scoreboard'));
    await page.getByLabel('Period').selectOption({ label: 'Custom dates' });
    const from = newYorkDate(started - DAY_MS);
    const to = newYorkDate(started + 2 * DAY_MS);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    // The heading names the chosen days once their figures are in ("Nov 26 – Nov 29: …").
    await page
      .getByRole('heading', {
        name: `${shortDay(from)} – ${shortDay(to)}: ${CARS} cars reached the front line`,
      })
      .waitFor();
  }

  it('shows the median time to line, the steps and the slowest cars', async () => {
    const slug = `score${Date.now().toString(36)}`;
    const page = await signUp(
      await browser.context({ viewport: { width: 1280, height: 860 } }),
      slug,
      `Score Motors ${slug}`,
    );
    const started = Date.now();

    const workflows = (await callApi(page, 'GET', '/api/workflows')).body as {
      workflows: { workflow: string; version: number }[];
    };
    const version = workflows.workflows.find((w) => w.workflow === 'make-ready')!.version;
    const saved = await callApi(page, 'PUT', '/api/workflows/make-ready', {
      version,
      steps: STEP_TEMPLATES['standard-recon'].steps('make-ready'),
    });
    expect(saved.status).toBe(200);
    const steps = (saved.body as { steps: Step[] }).steps;

    const cars: Car[] = [];
    for (let i = 0; i < CARS; i += 1) {
      const created = await callApi(page, 'POST', '/api/vehicles', {
        stockNumber: `SC-${i + 1}`,
        year: 2022,
        make: 'Honda',
        model: 'Civic',
        color: 'Blue',
        type: 'make-ready',
      });
      expect(created.status).toBe(201);
      cars.push(created.body as Car);
    }
    let elapsed = 0;
    for (const [index, stay] of STAYS_MS.entries()) {
      elapsed += stay;
      await moveClock(page, elapsed);
      const next = steps[index + 1]!;
      for (const car of cars) {
        const moved = await callApi(page, 'PATCH', `/api/vehicles/${car.id}`, {
          stepId: next.id,
          version: car.version,
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        car.version = (moved.body as Car).version;
      }
    }

    await openScoreboard(page, slug, started);
    const median = page.getByRole('region', { name: 'Time to line, median' });
    expect(await median.getByText('0.3 days', { exact: true }).count()).toBe(1);
    const within = page.getByRole('region', { name: 'Through recon within 24 h' });
    expect(await within.innerText()).toContain('100');
    await page.getByRole('cell', { name: 'Mechanical' }).first().waitFor();
    await readTrendCharts(page, 'desktop');

    // The admin is asked a guess once; five cars are too few to set beside it.
    const question = page.getByRole('form', { name: 'Your guess' });
    await question
      .getByLabel('How many days do you think a car takes from purchase to front line?')
      .fill('6');
    await question.getByRole('button', { name: 'Keep my answer' }).click();
    const belief = page.getByRole('region', { name: 'Your guess against the measurement' });
    await belief.getByText('measured once 20 cars have gone through (5 so far)').waitFor();
    expect(await belief.innerText()).toContain('Guessed 6.0 days');

    // This week's summary, sent now, lands in the dev outbox.
    const mailPanel = page.getByRole('region', { name: 'Weekly mail' });
    await mailPanel.getByRole('button', { name: "Send this week's summary to me now" }).click();
    const status = mailPanel.getByRole('status');
    await status.getByText(/^Sent to /).waitFor();
    const address = /^Sent to (\S+):/.exec(await status.innerText())?.[1] ?? '';
    const outbox = await callApi(page, 'GET', `/api/dev/outbox?to=${encodeURIComponent(address)}`);
    const [mail] = (outbox.body as { mails: { subject: string; text: string }[] }).mails;
    expect(mail?.subject).toMatch(/^Recon scoreboard, week of /);
    expect(mail?.text).toContain('/scoreboard');
    await page.screenshot({ path: '/tmp/e2e-scoreboard-desktop.png', fullPage: true });

    const phoneContext = await browser.context({ viewport: { width: 390, height: 844 } });
    await skipIntroductions(phoneContext, `${slug}admin`);
    const phone = await phoneContext.newPage();
    await phone.goto(at(`${slug}.app.localhost`, '/api/health'));
    await phoneContext.addCookies(await page.context().cookies());
    await openScoreboard(phone, slug, started);
    expect(
      await phone
        .getByRole('region', { name: 'Time to line, median' })
        .getByText('0.3 days', { exact: true })
        .count(),
    ).toBe(1);
    await phone.getByRole('region', { name: 'Your guess against the measurement' }).waitFor();
    await phone.getByRole('region', { name: 'Weekly mail' }).waitFor();
    await readTrendCharts(phone, 'phone');
    await phone.screenshot({ path: '/tmp/e2e-scoreboard-phone.png', fullPage: true });
    expect(await sidewaysOverflow(phone)).toBe(0);
  });
});
