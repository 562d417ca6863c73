import type { FastifyInstance } from 'fastify';
import { databasePhotoStore, storeIn, type PhotoStore, type PhotoStores } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where new photos' files go (the database unless an S3-compatible store is configured). */
    photoStore: PhotoStore;
    /** Every store a photo may be in, by the kind its row names (a switch keeps old photos). */
    photoStores: PhotoStores;
  }
}

/** Decorates the app with its photo stores, for the photo routes, vendor links and export. */
export function registerPhotoStore(app: FastifyInstance, outside?: PhotoStore): void {
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
