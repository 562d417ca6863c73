import { describe, expect, it } from 'vitest';
import { url, useBrowser } from './support/browser';
import { DEMO_HOST, callApi, signIn, skipIntroductions } from './support/staff-session';
import { MINUTE_MS } from '@domain/time';

const MINUTE = MINUTE_MS;

describe('staff boards on the real server', () => {
  const browser = useBrowser();

  async function staffPage(username = 'admin', password = 'demo-admin') {
    const context = await browser.context();
    await skipIntroductions(context, username);
    const page = await context.newPage();
    await signIn(page, username, password);
    return page;
  }

  it('shows the chrome: dealership name, hover card, clock and navigation', async () => {
    const page = await staffPage();
    await page.goto(url(DEMO_HOST, '/'));
    await page.getByRole('heading', { name: /Make Ready/ }).waitFor();
    await page.getByTestId('dealership-name').hover();
    const card = page.getByText("Only your team members can access this dealership's information");
    await card.waitFor();
    expect(await page.getByText('Your data is private & secure').isVisible()).toBe(true);
    expect(await page.getByText(/Logged in as/).textContent()).toContain('admin');
    expect(await page.getByRole('link', { name: 'Users' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Service', exact: true }).click();
    await page.getByRole('heading', { name: /^Service/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/service');
    await page.goto(url(DEMO_HOST, '/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('hides the Users button from a plain user', async () => {
    const page = await staffPage('user', 'demo-user');
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('link', { name: 'Inventory' }).waitFor();
    expect(await page.getByRole('link', { name: 'Users' }).count()).toBe(0);
  });

  it('adds a vehicle to Make Ready and its tile turns as the clock moves', async () => {
    const page = await staffPage();
    await page.goto(url(DEMO_HOST, '/make-ready'));
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await dialog.getByLabel('Stock number').fill('E2E-MR1');
    await dialog.getByLabel('Make').fill('Mazda');
    await dialog.getByLabel('Model').fill('CX-50');
    await dialog.getByLabel('Color').fill('Zircon Sand');
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();
    const tile = page.getByRole('article', { name: /^E2E-MR1,/ });
    await tile.waitFor();
    expect(await tile.getAttribute('data-status')).toBe('new');
    await page.evaluate((ms) => window.__LOTREADY_CLOCK__?.advance?.(ms), 6 * MINUTE);
    await expect.poll(() => tile.getAttribute('data-status')).toBe('working');
    await page.evaluate((ms) => window.__LOTREADY_CLOCK__?.advance?.(ms), 30 * MINUTE);
    await expect.poll(() => tile.getAttribute('data-status')).toBe('warning');
    expect(await tile.getByTestId('tile-status').textContent()).toBe('WRAP UP');
    await page.evaluate((ms) => window.__LOTREADY_CLOCK__?.advance?.(ms), 10 * MINUTE);
    await expect.poll(() => tile.getAttribute('data-status')).toBe('overdue');
  });

  it('a change on one screen is applied on another within a second, without a list request', async () => {
    const first = await staffPage();
    const second = await staffPage('manager', 'demo-manager');
    // The board loads its workflow only (issue #15 item 2): pages of Make Ready, never the lot.
    const loads: string[] = [];
    second.on('request', (request) => {
      const { pathname, searchParams } = new URL(request.url());
      if (request.method() !== 'GET' || !pathname.startsWith('/api/vehicles')) return;
      loads.push(`${pathname} ${searchParams.get('workflow') ?? 'all'}`);
    });
    await first.goto(url(DEMO_HOST, '/make-ready'));
    await second.goto(url(DEMO_HOST, '/make-ready'));
    await second.getByText('Live', { exact: true }).waitFor();
    await first.getByText('Live', { exact: true }).waitFor();
    await second.getByText('Loading vehicles...').waitFor({ state: 'detached' });
    expect(new Set(loads)).toEqual(new Set(['/api/vehicles/page make-ready']));
    // From here on the second screen must not download a vehicle list: changes arrive as such.
    const listRequests: string[] = [];
    second.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const isList = path === '/api/vehicles' || path === '/api/vehicles/page';
      if (request.method() === 'GET' && isList) listRequests.push(request.url());
    });
    const created = await callApi(first, 'POST', '/api/vehicles', {
      stockNumber: 'E2E-LIVE1',
      year: 2024,
      make: 'Kia',
      model: 'Sorento',
      color: 'Gray',
      type: 'make-ready',
    });
    expect(created.status).toBe(201);
    const started = Date.now();
    await second.getByRole('article', { name: /^E2E-LIVE1,/ }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(1500);
    await first.getByRole('button', { name: 'Star E2E-LIVE1' }).click();
    await second.getByRole('button', { name: 'Unstar E2E-LIVE1' }).waitFor({ timeout: 5000 });
    await first.getByRole('button', { name: 'Remove from Make Ready: E2E-LIVE1' }).click();
    await second
      .getByRole('article', { name: /^E2E-LIVE1,/ })
      .waitFor({ state: 'detached', timeout: 5000 });
    expect(listRequests).toEqual([]);
  });

  it('stars from the board and keeps starred vehicles first', async () => {
    const page = await staffPage();
    for (const stock of ['E2E-ORD1', 'E2E-ORD2']) {
      const response = await callApi(page, 'POST', '/api/vehicles', {
        stockNumber: stock,
        year: 2023,
        make: 'Subaru',
        model: 'Ascent',
        color: 'Green',
        type: 'service',
      });
      expect(response.status).toBe(201);
    }
    await page.goto(url(DEMO_HOST, '/service'));
    await page.getByRole('button', { name: 'Star E2E-ORD1' }).click();
    await page.getByRole('button', { name: 'Unstar E2E-ORD1' }).waitFor();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('vehicle-tile').first().getAttribute('aria-label'))?.split(
            ',',
          )[0],
      )
      .toBe('E2E-ORD1');
  });

  it.each([
    [36, 150, 1280, 860],
    [36, 150, 390, 844],
    [12, 150, 1280, 860],
    [4, 75, 390, 844],
  ])(
    'maxVehicles %i at %i percent size on %ix%i: every tile holds its content (#16 item 7)',
    async (maxVehicles, scale, width, height) => {
      const page = await staffPage();
      await page.setViewportSize({ width, height });
      const before = await callApi(page, 'GET', '/api/config');
      const config = structuredClone(before.body) as {
        grid: { maxVehicles: number };
        features: { textEnlargement: boolean };
      };
      config.grid.maxVehicles = maxVehicles;
      config.features.textEnlargement = true;
      expect((await callApi(page, 'PUT', '/api/config', config)).status).toBe(200);
      try {
        await callApi(page, 'POST', '/api/vehicles', {
          stockNumber: `E2E-FIT${maxVehicles}${scale}${width}`,
          year: 2024,
          make: 'Volkswagen',
          model: 'Atlas Cross Sport',
          color: 'Pure Gray',
          type: 'make-ready',
        });
        await page.evaluate((percent) => {
          localStorage.setItem('lotready.sizeScale', JSON.stringify(percent));
        }, scale);
        await page.goto(url(DEMO_HOST, '/make-ready'));
        await page.getByTestId('vehicle-tile').first().waitFor();
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-testid="vehicle-tile"]')]
            .filter((tile) => {
              const box = tile.getBoundingClientRect();
              return (
                tile.scrollWidth > tile.clientWidth + 1 ||
                tile.scrollHeight > tile.clientHeight + 1 ||
                [...tile.querySelectorAll('*')].some((child) => {
                  const inner = child.getBoundingClientRect();
                  return (
                    inner.width > 0 &&
                    (inner.right > box.right + 1 || inner.bottom > box.bottom + 1)
                  );
                })
              );
            })
            .map((tile) => tile.getAttribute('aria-label')),
        );
        expect(overflowing).toEqual([]);
      } finally {
        await page.evaluate(() => localStorage.removeItem('lotready.sizeScale'));
        expect((await callApi(page, 'PUT', '/api/config', before.body)).status).toBe(200);
      }
    },
  );
});
