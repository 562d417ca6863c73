// Run: `npm run build && npx tsx scripts/record-demo-video.ts [server URL]` (writes web/public/demo.mp4).
/**
 * Records the landing page's demo video (spec 4.3) from the real sandbox: a scripted walk
 * through the Make Ready board (colour tiles, starring, adding a vehicle, the clock moving
 * tiles from NEW to OVERDUE), the Service board and Inventory, captured with the Chrome
 * DevTools screencast and encoded with ffmpeg into a small, silent, looping H.264 file.
 *
 * Server: the URL given as the first argument or in DEMO_VIDEO_URL; otherwise it starts
 * `server/main.ts` on a temporary data directory (serving dist/web, or WEB_DIST_DIR).
 * Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and ffmpeg on the PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { MINUTE_MS } from '@domain/time';
import { launchChromium } from './lib/chromium';
import { startFreshServer, type FreshServer } from './lib/server-process';

const OUTPUT = resolve('web/public/demo.mp4');
/** A 1280-px layout shows the whole board (four tiles a row), the colours are the story. */
const VIEWPORT = { width: 1280, height: 720 };
const FPS = 15;

/**
 * Headless Chromium draws no mouse pointer, so the walkthrough would look like things change
 * by themselves: this draws one that follows the (synthetic) mouse and dips on click.
 */
const CURSOR_SCRIPT = `
addEventListener('DOMContentLoaded', () => {
  const cursor = document.createElement('div');
  cursor.setAttribute('aria-hidden', 'true');
  cursor.innerHTML = '<svg width="22" height="22" viewBox="0 0 24 24"><path d="M4 2l15 11-6.5 1.2L16 21l-3 1.4-3.4-6.9L4 19z" fill="#0f172a" stroke="#fff" stroke-width="1.5"/></svg>';
  Object.assign(cursor.style, { position: 'fixed', left: '0', top: '0', zIndex: '2147483647',
    pointerEvents: 'none', transition: 'scale 120ms', transformOrigin: '4px 2px',
    translate: '-200px -200px' });
  document.documentElement.appendChild(cursor);
  addEventListener('mousemove', (e) => { cursor.style.translate = (e.clientX - 4) + 'px ' + (e.clientY - 2) + 'px'; }, true);
  addEventListener('mousedown', () => { cursor.style.scale = '0.8'; }, true);
  addEventListener('mouseup', () => { cursor.style.scale = '1'; }, true);
});`;

interface Frame {
  file: string;
  /** Epoch ms when captured; after recording, ms from the start of the video. */
  timestamp: number;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The walkthrough's clock. On a busy machine every Playwright action takes longer than a
 * person would, so each step is given the time it should last on screen, and the frames it
 * produced are stretched or squeezed to fit: the video's pacing never depends on the load.
 */
class Timeline {
  private readonly segments: { start: number; end: number; onScreenMs: number }[] = [];

  /** Runs `action`, shown as taking `onScreenMs` in the video. */
  async step(onScreenMs: number, action: () => Promise<unknown>): Promise<void> {
    const start = Date.now();
    await action();
    this.segments.push({ start, end: Date.now(), onScreenMs });
  }

  /** Keeps the current screen up for `ms`, for the viewer to take in. */
  hold(ms: number): Promise<void> {
    return this.step(ms, () => pause(ms));
  }

  get lengthMs(): number {
    return this.segments.reduce((total, segment) => total + segment.onScreenMs, 0);
  }

  /** Where a moment of real time (epoch ms) lands in the video (ms from its start). */
  videoTime(realMs: number): number {
    let video = 0;
    for (const { start, end, onScreenMs } of this.segments) {
      if (realMs <= start) return video;
      if (realMs < end) return video + (onScreenMs * (realMs - start)) / (end - start);
      video += onScreenMs;
    }
    return video;
  }
}

/** Glides the drawn cursor to the middle of `target`, then clicks it. */
async function glideAndClick(page: Page, tl: Timeline, target: Locator): Promise<void> {
  await tl.step(600, async () => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`Nothing to click: ${target.toString()}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  });
  await tl.hold(200);
  await tl.step(150, () => target.click());
}

/** Types into a field at a person's pace. */
function type(tl: Timeline, field: Locator, text: string): Promise<void> {
  return tl.step(text.length * 55, () => field.pressSequentially(text, { delay: 20 }));
}

/** Moves the sandbox clock forward, as if `ms` had passed on the lot. */
function advanceClock(page: Page, tl: Timeline, ms: number): Promise<void> {
  return tl.step(50, () => page.evaluate((by) => window.__LOTREADY_CLOCK__?.advance?.(by), ms));
}

/** The scripted walkthrough, ~19 s of video. */
async function walkthrough(page: Page, tl: Timeline): Promise<void> {
  await tl.hold(600);
  await tl.step(600, () => page.mouse.move(640, 620, { steps: 12 }));
  await tl.hold(500);

  // Starred vehicles jump to the front of the board.
  await glideAndClick(page, tl, page.getByRole('button', { name: 'Star A1042' }));
  await tl.hold(1200);

  await glideAndClick(page, tl, page.getByRole('button', { name: 'Add vehicle' }));
  const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
  await tl.step(200, () => dialog.waitFor());
  await type(tl, dialog.getByLabel('Stock number'), 'R1S-24');
  await type(tl, dialog.getByLabel('Make'), 'Rivian');
  await type(tl, dialog.getByLabel('Model'), 'R1S');
  await type(tl, dialog.getByLabel('Color'), 'Forest Green');
  await tl.hold(200);
  await glideAndClick(page, tl, dialog.getByRole('button', { name: 'Add vehicle' }));
  await tl.step(100, () => page.getByRole('article', { name: /^R1S-24,/ }).waitFor());
  await tl.step(500, () => page.mouse.move(1100, 640, { steps: 8 }));
  await tl.hold(800);

  // NEW → working → WRAP UP → OVERDUE, the way the lot looks as the morning goes on.
  for (const minutes of [6, 30, 10]) {
    await advanceClock(page, tl, minutes * MINUTE_MS);
    await tl.hold(1000);
  }

  await glideAndClick(page, tl, page.getByRole('tab', { name: 'Service' }));
  // Back to the real time off the board, so the video loops onto a board like its start.
  await tl.step(50, () => page.evaluate(() => window.__LOTREADY_CLOCK__?.set?.(0)));
  await tl.hold(1500);
  await glideAndClick(page, tl, page.getByRole('tab', { name: 'Inventory' }));
  await tl.step(100, () => page.getByRole('heading', { name: /Inventory/ }).waitFor());
  await tl.hold(1700);
  await glideAndClick(page, tl, page.getByRole('tab', { name: 'Make Ready' }));
  await tl.hold(800);
}

/** Opens the sandbox, skips its tour off camera, and records the walkthrough's frames. */
async function record(baseUrl: string, frameDir: string): Promise<Frame[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    await page.addInitScript(CURSOR_SCRIPT);
    await page.goto(`${baseUrl}/sandbox`);
    const tour = page.getByRole('dialog', { name: 'Welcome to the LotReady sandbox' });
    await tour.getByRole('button', { name: 'Skip' }).click();
    await tour.waitFor({ state: 'detached' });
    await page.getByTestId('vehicle-tile').first().waitFor();
    await pause(500);

    const frames: Frame[] = [];
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      const file = join(frameDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(data, 'base64'));
      frames.push({ file, timestamp: (metadata.timestamp ?? Date.now() / 1000) * 1000 });
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: VIEWPORT.width,
      maxHeight: VIEWPORT.height,
      everyNthFrame: 1,
    });
    const tl = new Timeline();
    await walkthrough(page, tl);
    await cdp.send('Page.stopScreencast');
    const timed = frames.map((frame) => ({ ...frame, timestamp: tl.videoTime(frame.timestamp) }));
    // The screencast only sends a frame when the page changes; the last one holds to the end.
    timed.push({ file: frames.at(-1)?.file ?? '', timestamp: tl.lengthMs });
    return timed;
  } finally {
    await browser.close();
  }
}

/** Turns the variable-rate frames into a constant-rate, web-friendly H.264 file. */
function encode(frames: Frame[], frameDir: string): void {
  if (frames.length < 10) throw new Error(`Only ${frames.length} frames were captured`);
  // Each video frame shows the newest capture at its time, linked in as a numbered sequence.
  const total = Math.round(((frames.at(-1)?.timestamp ?? 0) / 1000) * FPS);
  let latest = 0;
  for (let index = 0; index < total; index += 1) {
    const at = (index * 1000) / FPS;
    while ((frames[latest + 1]?.timestamp ?? Infinity) <= at) latest += 1;
    const source = frames[latest]?.file ?? '';
    symlinkSync(source, join(frameDir, `video-${String(index).padStart(5, '0')}.jpg`));
  }
  execFileSync(
    'ffmpeg',
    ['-y', '-loglevel', 'error', '-framerate', String(FPS)]
      .concat(['-i', join(frameDir, 'video-%05d.jpg'), '-vf', 'scale=1280:-2', '-an'])
      .concat(['-c:v', 'libx264', '-preset', 'slow', '-crf', '30'])
      .concat(['-pix_fmt', 'yuv420p', '-movflags', '+faststart', OUTPUT]),
    { stdio: 'inherit' },
  );
}

async function main(): Promise<void> {
  const given = process.argv[2] ?? process.env.DEMO_VIDEO_URL;
  const server: FreshServer | undefined = given ? undefined : await startFreshServer();
  const baseUrl = (given ?? server?.baseUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  const frameDir = mkdtempSync(join(tmpdir(), 'lotready-demo-frames-'));
  try {
    const frames = await record(baseUrl, frameDir);
    const seconds = (frames.at(-1)?.timestamp ?? 0) / 1000;
    console.log(`Captured ${frames.length} frames for ${seconds.toFixed(1)} s of video`);
    encode(frames, frameDir);
    console.log(`Wrote ${OUTPUT} (${Math.round(statSync(OUTPUT).size / 1024)} KB)`);
  } finally {
    rmSync(frameDir, { recursive: true, force: true });
    await server?.stop();
  }
}

await main();
