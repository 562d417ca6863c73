/**
 * Photos on every car (issue #31 item 5): the limits and sizes both the browser (which
 * downscales before it uploads) and the server (which decodes, checks and resizes) keep.
 */

/** A file over this is refused before it is decoded (the 15 MB). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/**
 * More pixels than this is a decompression bomb, refused before it is decoded (sharp's
 * limitInputPixels): a 200-megapixel camera is the largest a phone has; a 30,000 × 30,000
 * PNG of a few hundred kilobytes would need gigabytes of memory.
 */
export const PHOTO_MAX_PIXELS = 200_000_000;

/** The long edge the browser scales a photo down to before it uploads it. */
export const PHOTO_UPLOAD_LONG_EDGE = 2048;
/** The JPEG quality the browser and the server encode at (0–1 in the browser, ×100 here). */
export const PHOTO_JPEG_QUALITY = 0.82;

/** The sizes the server keeps of each photo, by the long edge in pixels. */
export const PHOTO_SIZES = { thumb: 320, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_SIZE_NAMES = Object.keys(PHOTO_SIZES) as PhotoSize[];

/** A caption is a line, not a note. */
export const PHOTO_CAPTION_MAX = 200;

/** The media types an upload may say it is; anything else is not a photo (415). */
export const PHOTO_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/gif',
  'image/tiff',
] as const;

const MB = 1024 * 1024;

/** The messages a refused file gets: each names what is wrong, and nothing is kept. */
export const PHOTO_MESSAGES = {
  tooLarge: `The photo is over ${PHOTO_MAX_BYTES / MB} MB; take it again or choose a smaller one`,
  notAnImage: 'The file is not a photo this app can read (JPEG, PNG, WebP, AVIF, GIF or TIFF)',
  tooManyPixels: `The image has more than ${PHOTO_MAX_PIXELS / 1_000_000} million pixels; a photo that large is refused`,
  empty: 'The photo is empty',
  notFound: 'No such photo',
} as const;

/** "2.4 MB", "512 KB": a photo's or a car's storage, for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The size a photo is scaled to so its long edge is at most `longEdge` (never enlarged). */
export function fitLongEdge(
  width: number,
  height: number,
  longEdge: number,
): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
