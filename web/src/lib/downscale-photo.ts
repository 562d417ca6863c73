import {
  fitLongEdge,
  PHOTO_JPEG_QUALITY,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD_LONG_EDGE,
} from '@domain/photos/rules';

/**
 * A phone's photo scaled down before it is uploaded (issue #31 item 5): a 12-megapixel,
 * 4 MB picture becomes a 2048-pixel JPEG of a few hundred kilobytes, so the upload is quick
 * on a lot's weak signal. Turned upright by its EXIF orientation as it is drawn; the server
 * decodes and resizes it again, so nothing here is trusted. A browser that cannot draw it
 * (an older one, or a file type it does not decode) sends the file as it is, and the server
 * decides.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  if (file.type !== '' && !file.type.startsWith('image/')) {
    throw new Error(PHOTO_MESSAGES.notAnImage);
  }
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // A file with no type that the browser cannot decode is no photo; with an image type it
    // may be one this browser does not read (HEIC outside Safari): the server decides.
    if (file.type === '') throw new Error(PHOTO_MESSAGES.notAnImage);
    return file;
  }
  const { width, height } = fitLongEdge(bitmap.width, bitmap.height, PHOTO_UPLOAD_LONG_EDGE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY),
  );
  return blob ?? file;
}
