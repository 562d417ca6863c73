/**
 * Draws web/public/favicon.ico from web/public/favicon.svg in Chromium: 16, 32 and 48 px PNGs
 * in one ICO file. Pages link the SVG, but a browser asks for /favicon.ico on its own wherever
 * a document names no icon (an API answer opened in a tab, a server error page), and a 404 there
 * is a console error (issue #28 item 6). Run again (`npx tsx scripts/make-favicon-ico.ts`) when
 * the SVG changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './lib/chromium';

const SIZES = [16, 32, 48] as const;
const svg = readFileSync('web/public/favicon.svg', 'utf8');

/** An ICO holding PNG images (Windows Vista and every browser read PNG entries). */
function icoOf(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width (0 means 256)
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

const browser = await launchChromium();
try {
  const pngs = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace(
        '<svg ',
        `<svg width="${size}" height="${size}" `,
      )}</body></html>`,
    );
    pngs.push({ size, data: await page.screenshot({ omitBackground: true }) });
    await page.close();
  }
  writeFileSync('web/public/favicon.ico', icoOf(pngs));
} finally {
  await browser.close();
}
