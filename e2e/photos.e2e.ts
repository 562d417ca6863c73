import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { phonePhoto } from '../server/test/photo-fixtures';
import { sidewaysOverflow, url, useBrowser } from './support/browser';
import { callApi, signIn, skipIntroductions } from './support/staff-session';
import { createDealership, signInSuperAdmin } from './support/super-admin';

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };
const STOCK = 'PHOTO-1';

/** Whether every image in `scope` has loaded its pixels (not only its element). */
function imagesLoaded(scope: Locator): Promise<boolean[]> {
  return scope
    .locator('img')
    .evaluateAll((images) =>
      images.map(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
}

async function openRecord(page: Page, host: string): Promise<Locator> {
  await page.goto(url(host, '/make-ready'));
  await page.getByText('Live', { exact: true }).waitFor();
  const tile = page.getByRole('article', { name: new RegExp(`^${STOCK},`) });
  await tile.getByRole('button', { name: /Open record/ }).click();
  return page.getByRole('dialog').getByRole('region', { name: /^Photos/ });
}

/**
 * Issue #31 item 5: a photo added from a car's record on a phone shows in the grid there, and
 * live in the record open on a desk, whose full view shows it large. Its own dealership.
 */
describe('photos on a car (issue #31)', () => {
  const browser = useBrowser();

  it('adds a photo from the record on a phone; the desk sees it live, large', async () => {
    const console = await browser.page();
    await signInSuperAdmin(console);
    const dealership = await createDealership(console, 'photos');
    const { username, password } = dealership.admin;

    const deskContext = await browser.context({ viewport: DESKTOP });
    await skipIntroductions(deskContext, username);
    const desk = await deskContext.newPage();
    await signIn(desk, username, password, dealership.host);
    const car = await callApi(desk, 'POST', '/api/vehicles', {
      stockNumber: STOCK,
      year: 2020,
      make: 'Mazda',
      model: 'CX-5',
      color: 'Soul Red',
      type: 'make-ready',
    });
    expect(car.status, JSON.stringify(car.body)).toBe(201);
    const deskPhotos = await openRecord(desk, dealership.host);
    await deskPhotos.getByText('No photos of this car yet.').waitFor();

    // On the phone: the record, a caption, and a photo as the camera would hand it over.
    const phoneContext = await browser.context({ viewport: PHONE, isMobile: true, hasTouch: true });
    await skipIntroductions(phoneContext, username);
    const phone = await phoneContext.newPage();
    await signIn(phone, username, password, dealership.host);
    const phonePhotos = await openRecord(phone, dealership.host);
    expect(await phonePhotos.getByLabel('Take photo').getAttribute('capture')).toBe('environment');
    await phonePhotos.getByLabel('Caption for the next photo').fill('Scratch on the tailgate');
    const uploaded = phone.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/photos/.test(response.url()),
    );
    await phonePhotos.getByLabel('Choose file').setInputFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto({ width: 4000, height: 3000 }),
    });
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    // The browser scaled it down before it went: 2048 px and a few hundred kilobytes, not 4 MB.
    expect(Number(answer.request().headers()['content-length'] ?? 0)).toBeLessThan(1_500_000);
    const thumb = phonePhotos.getByRole('img', { name: 'Scratch on the tailgate' });
    await thumb.waitFor();
    await expect.poll(() => imagesLoaded(phonePhotos)).toEqual([true]);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await thumb.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/e2e-photos-phone-grid.png' });

    // On the desk, live: the thumbnail, then the full view.
    await deskPhotos.getByRole('img', { name: 'Scratch on the tailgate' }).waitFor();
    await expect.poll(() => imagesLoaded(deskPhotos)).toEqual([true]);
    await deskPhotos.getByRole('button', { name: 'Open Scratch on the tailgate' }).click();
    const viewer = desk.getByRole('dialog', { name: 'Scratch on the tailgate' });
    const large = viewer.getByRole('img', { name: 'Scratch on the tailgate' });
    await large.waitFor();
    await expect.poll(() => imagesLoaded(viewer)).toEqual([true]);
    // Upright: the phone held it portrait (EXIF orientation 6), so it is taller than wide.
    const size = await large.evaluate((image) => [
      (image as HTMLImageElement).naturalWidth,
      (image as HTMLImageElement).naturalHeight,
    ]);
    expect(size).toEqual([1200, 1600]);
    await desk.screenshot({ path: '/tmp/e2e-photos-desk-full-view.png' });
    await desk.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await deskPhotos.getByRole('img').count()).toBe(1);
  });
});
