import type { FastifyInstance } from 'fastify';
import { createS3PhotoStore } from './s3-store';
import { databasePhotoStore, storeIn, type PhotoStore, type PhotoStores } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where new photos' files go (the database unless an S3-compatible store is configured). */
    photoStore: PhotoStore;
    /** Every store a photo may be in, by the kind its row names (a switch keeps old photos). */
    photoStores: PhotoStores;
  }
}

/**
 * Decorates the app with its photo stores, for the photo routes, vendor links and export: an
 * S3-compatible store when PHOTO_S3_* configure one, else the database.
 */
export function registerPhotoStore(app: FastifyInstance): void {
  const { photoS3 } = app.config;
  const outside = photoS3 ? createS3PhotoStore(photoS3) : undefined;
  app.decorate('photoStore', outside ?? databasePhotoStore);
  app.decorate('photoStores', {
    database: databasePhotoStore,
    ...(outside ? { [outside.kind]: outside } : {}),
  });
}

/** The store a photo's files are in. */
export function storeOf(app: FastifyInstance, kind: PhotoStore['kind']): PhotoStore {
  return storeIn(app.photoStores, kind);
}
