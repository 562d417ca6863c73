import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BarcodeFormat, Code39Reader, DataMatrixWriter, QRCodeWriter } from '@zxing/library';
import { afterAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../scripts/lib/chromium';
import { signedInAdminPage } from './support/staff-session';

/** A real VIN with a valid check digit (position 9). */
const VIN = '1HGCM82633A004352';
const WIDTH = 640;
const HEIGHT = 480;

/** A printed code: dark or light at each module. */
interface Label {
  getWidth(): number;
  getHeight(): number;
  get(x: number, y: number): boolean;
}

/**
 * A Code 39 label, the barcode on most door-jamb VIN stickers. zxing has no Code 39 writer, so
 * this draws one from its reader's own table: 9 elements a character, bar first, 3 of them wide
 * (a set bit, first element in the high bit), a narrow gap between characters, '*' at each end.
 */
function code39(text: string, height = 40): Label {
  const reader = Code39Reader as unknown as {
    ALPHABET_STRING: string;
    CHARACTER_ENCODINGS: number[];
    ASTERISK_ENCODING: number;
  };
  const quiet = 10;
  const modules: boolean[] = Array<boolean>(quiet).fill(false);
  for (const char of `*${text}*`) {
    const pattern =
      char === '*'
        ? reader.ASTERISK_ENCODING
        : reader.CHARACTER_ENCODINGS[reader.ALPHABET_STRING.indexOf(char)]!;
    for (let element = 0; element < 9; element++) {
      const wide = (pattern >> (8 - element)) & 1;
      modules.push(...Array<boolean>(wide ? 3 : 1).fill(element % 2 === 0));
    }
    modules.push(false);
  }
  modules.push(...Array<boolean>(quiet).fill(false));
  return { getWidth: () => modules.length, getHeight: () => height, get: (x) => modules[x]! };
}

/**
 * A camera that films a printed label: one grey-scale frame in the YUV4MPEG2 format that
 * Chromium's fake capture device loops (--use-file-for-fake-video-capture), black where the
 * code is dark, white elsewhere.
 */
function cameraFilming(code: Label): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const scale = Math.floor(
    Math.min(WIDTH / (code.getWidth() + 8), HEIGHT / (code.getHeight() + 8)),
  );
  const left = Math.floor((WIDTH - code.getWidth() * scale) / 2);
  const top = Math.floor((HEIGHT - code.getHeight() * scale) / 2);
  for (let y = 0; y < code.getHeight() * scale; y++) {
    for (let x = 0; x < code.getWidth() * scale; x++) {
      if (code.get(Math.floor(x / scale), Math.floor(y / scale))) {
        luma[(top + y) * WIDTH + left + x] = 0;
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
    Buffer.from('FRAME\n'),
    luma,
    chroma,
  ]);
}

const LABELS: [string, () => Label][] = [
  ['a Code 39 barcode', () => code39(VIN)],
  // VIN labels print the VIN as QR or Data Matrix codes, often behind an import marker 'I'.
  ['a QR code', () => new QRCodeWriter().encode(VIN, BarcodeFormat.QR_CODE, 0, 0, new Map())],
  [
    'a Data Matrix code with an import marker',
    () => new DataMatrixWriter().encode(`I${VIN}`, BarcodeFormat.DATA_MATRIX, 0, 0, new Map()),
  ],
];

describe('scanning a VIN with the camera (issue #5, item 4)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lotready-camera-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(LABELS)('fills the VIN field from %s', async (name, encode) => {
    const video = join(dir, `${name.replaceAll(' ', '-')}.y4m`);
    writeFileSync(video, cameraFilming(encode()));
    const browser = await launchChromium([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await signedInAdminPage(context);
      await page.goto(page.url().replace('/api/health', '/inventory'));
      await page.getByRole('button', { name: 'Add vehicle' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add vehicle' });
      await form.getByRole('button', { name: 'Scan' }).click();
      const vin = form.getByLabel('VIN', { exact: true });
      await expect.poll(() => vin.inputValue(), { timeout: 20_000 }).toBe(VIN);
      expect(await page.getByRole('dialog', { name: 'Scan VIN barcode' }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
