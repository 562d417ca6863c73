import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MEDIA_TYPES, PHOTO_MESSAGES } from '@domain/photos/rules';
import { HttpError } from '../../lib/http-error';

/**
 * A photo's bytes at an id and size never change (a new photo gets a new id), so the browser
 * keeps them; `private`, because they are the dealership's and no shared cache may hold them.
 */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The JPEG bytes themselves (a file, not JSON: never serialised). */
export function sendPhotoFile(reply: FastifyReply, data: Buffer) {
  return reply.header('cache-control', PHOTO_CACHE_CONTROL).type('image/jpeg').send(data);
}

/** The uploaded image as the parser kept it (empty when no body came). */
export function uploadedBytes(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/**
 * Lets the plugin's photo upload route take an image as its body, read as it streams in up to
 * the limit (Fastify stops reading past bodyLimit with a 413). Scoped to the calling plugin:
 * every other route still takes JSON only. Staff's record and the vendor's link share it.
 */
export function acceptPhotoUploads(app: FastifyInstance, uploadPath: string): void {
  app.addContentTypeParser(
    [...PHOTO_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A declared length over the limit is refused before a byte is read, with the photo's words.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url !== uploadPath || request.method !== 'POST') return;
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge, 'body');
  });
}
