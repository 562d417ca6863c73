import { and, eq } from 'drizzle-orm';
import type { PhotoSize } from '@domain/photos/rules';
import type { Executor } from '../../db/client';
import { photoFiles } from '../../db/schema';

/** Which photo a file belongs to. */
export interface PhotoKey {
  dealershipId: string;
  photoId: string;
}

/** One size of a photo. */
export interface PhotoFileKey extends PhotoKey {
  size: PhotoSize;
}

/**
 * Where photo files live (design.md: "behind a storage interface"). Both stores are seen by
 * every process of a cluster. The database store writes in the caller's tenant transaction,
 * so a photo and its files commit together; an outside store ignores the transaction and is
 * written before the photo's row (an orphan file on a failed commit is harmless, a row
 * without its file is not).
 */
export interface PhotoStore {
  readonly kind: 'database' | 's3';
  put(tx: Executor, key: PhotoFileKey, data: Buffer, contentType: string): Promise<void>;
  get(tx: Executor, key: PhotoFileKey): Promise<Buffer | undefined>;
  /** Removes every size of a photo (called after its row is deleted). */
  remove(tx: Executor, key: PhotoKey, sizes: readonly PhotoSize[]): Promise<void>;
}

/**
 * The default store: bytes in `photo_files`, under row-level security like every tenant table,
 * so the backup (pg_dump) includes them and a restore brings them back.
 */
export const databasePhotoStore: PhotoStore = {
  kind: 'database',
  async put(tx, key, data, contentType) {
    await tx.insert(photoFiles).values({ ...key, data, contentType });
  },
  async get(tx, key) {
    const [row] = await tx
      .select({ data: photoFiles.data })
      .from(photoFiles)
      .where(
        and(
          eq(photoFiles.dealershipId, key.dealershipId),
          eq(photoFiles.photoId, key.photoId),
          eq(photoFiles.size, key.size),
        ),
      );
    return row?.data;
  },
  async remove() {
    // The files went with the photo's row (their foreign key cascades).
  },
};

/** Every store a photo may be in, by the kind its row names. */
export type PhotoStores = Readonly<Partial<Record<PhotoStore['kind'], PhotoStore>>>;

/** The store a photo's files are in (a row naming an unconfigured store is a setup error). */
export function storeIn(stores: PhotoStores, kind: PhotoStore['kind']): PhotoStore {
  const store = stores[kind];
  if (!store) throw new Error(`Photos are kept in ${kind}, which is not configured`);
  return store;
}
