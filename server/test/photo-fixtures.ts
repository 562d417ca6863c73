import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where the fixture's EXIF puts the camera: the GPS tags a phone writes (Pittsburgh). */
const GPS_TAGS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '40/1 26/1 4621/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '79/1 58/1 3612/100',
};

/**
 * A real JPEG as a phone takes it: sensor noise (so it compresses like a photo, not like a
 * flat colour), stored landscape with EXIF orientation 6 ("rotate 90° clockwise to view",
 * a phone held upright) and GPS tags. At 4000 × 3000 and quality 85 it is about 4 MB.
 */
export async function phonePhoto({
  width = 4000,
  height = 3000,
  quality = 85,
}: { width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'LotReady', Model: 'Test phone' }, IFD3: GPS_TAGS })
    .jpeg({ quality })
    .toBuffer();
}

/** Whether a JPEG carries an EXIF block with a GPS directory (tag 0x8825, either byte order). */
export async function hasGpsTags(jpeg: Buffer): Promise<boolean> {
  const { exif } = await sharp(jpeg).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a grey PNG of a few kilobytes whose header says 20,000 × 20,000 pixels
 * (400 million: over a gigabyte once decoded). Its data stops after the first rows, which is
 * all a server that checks the header first ever reads (a full bomb would cost the test the
 * gigabyte it is about).
 */
export function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((side + 1) * 16); // filter byte 0 and black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
