import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn } from './support/staff-session';

describe('first run: onboarding and guided tours', () => {
  const browser = useBrowser();

  it('shows onboarding once; finishing is stored on the server and in the browser', async () => {
    const context = await browser.context();
    await context.addInitScript(() =>
      localStorage.setItem(
        'lotready.completedTours',
        JSON.stringify(['make-ready', 'inventory', 'service', 'activity']),
      ),
    );
    const page = await context.newPage();
    await signIn(page, 'user', 'demo-user');
    expect(
      (await callApi(page, 'POST', '/api/user/preferences', { onboardingCompleted: false })).status,
    ).toBe(200);
    await page.goto(url(DEMO_HOST, '/make-ready'));
    const dialog = page.getByRole('dialog', { name: 'Welcome to LotReady' });
    await dialog.waitFor();
    await dialog.getByText('Step 1 of 4').waitFor();
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    // A plain user may neither import nor load sample data (spec 6): welcomed, not asked to set up.
    expect(await dialog.getByText(/Let's get your lot set up/).count()).toBe(0);
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByText('Step 4 of 4').waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'User Management' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await callApi(page, 'GET', '/api/user/preferences')).body)
      .toEqual({ onboardingCompleted: true });
    expect(
      await page.evaluate(() => localStorage.getItem('lotready.onboardingCompleted.user')),
    ).toBe('true');
    await page.reload();
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('runs the Make Ready tour; skipping forgets it, finishing remembers it', async () => {
    const context = await browser.context();
    await context.addInitScript(() =>
      localStorage.setItem('lotready.onboardingCompleted.manager', 'true'),
    );
    const page = await context.newPage();
    await signIn(page, 'manager', 'demo-manager');
    await page.goto(url(DEMO_HOST, '/make-ready'));
    const welcome = page.getByRole('dialog', { name: 'Welcome to Make Ready' });
    await welcome.waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await welcome.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('lotready.completedTours'))).toBeNull();

    await page.reload();
    await welcome.waitFor();
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Take the guided tour' }).click();
    await welcome.waitFor();
    // The tour's own buttons: a board with more tiles than one page also has "Next page".
    const tour = page.getByTestId('tour');
    for (let step = 0; step < 5; step += 1) {
      const last = tour.getByRole('button', { name: 'Last' });
      if (await last.count()) {
        await last.click();
        break;
      }
      await tour.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByTestId('tour').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('lotready.completedTours'))).toBe(
      '["make-ready"]',
    );
    await page.reload();
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('tour').count()).toBe(0);
  });
});
