import sharp from 'sharp';
import {
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MESSAGES,
  PHOTO_SIZES,
  type PhotoSize,
} from '@domain/photos/rules';
import { badRequest, HttpError } from '../../lib/http-error';

/** What the server keeps of an uploaded photo: each size as JPEG, and the large one's size. */
export interface ProcessedPhoto {
  files: Record<PhotoSize, Buffer>;
  width: number;
  height: number;
}

const JPEG = { quality: Math.round(PHOTO_JPEG_QUALITY * 100) } as const;

/** sharp's refusal of too many pixels (limitInputPixels), told apart from a broken file. */
function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function refusal(error: unknown): HttpError {
  return badRequest(
    isPixelLimitError(error) ? PHOTO_MESSAGES.tooManyPixels : PHOTO_MESSAGES.notAnImage,
    'body',
  );
}

/**
 * Decodes an upload and makes the sizes the app serves: turned upright by its EXIF orientation,
 * scaled down (never up), encoded as JPEG with no metadata at all (sharp keeps none unless
 * asked: no EXIF, no GPS, no camera serial). A file that is not an image, or whose header
 * claims more than PHOTO_MAX_PIXELS (a decompression bomb), is refused before it is decoded.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw badRequest(PHOTO_MESSAGES.empty, 'body');
  if (input.length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge, 'body');
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;
  try {
    // The header alone: its pixel count is checked before a byte of image data is decoded.
    const header = await sharp(input, options).metadata();
    if (!header.width || !header.height) throw new Error('no image size');
    if (header.width * header.height > PHOTO_MAX_PIXELS) throw new Error('pixel limit');
    const large = await sharp(input, options)
      .autoOrient()
      .resize({
        width: PHOTO_SIZES.large,
        height: PHOTO_SIZES.large,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg(JPEG)
      .toBuffer({ resolveWithObject: true });
    // The thumbnail from the large view: a fifth of the pixels to decode, the same picture.
    const thumb = await sharp(large.data)
      .resize({
        width: PHOTO_SIZES.thumb,
        height: PHOTO_SIZES.thumb,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg(JPEG)
      .toBuffer();
    return {
      files: { large: large.data, thumb },
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    throw refusal(error);
  }
}
