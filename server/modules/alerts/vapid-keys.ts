import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Db } from '../../db/client';
import { vapidKeys } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys (decision 0115): made by whichever process asks first and kept in
 * the database, so every process of a cluster signs with the same pair and a browser's
 * subscription survives restarts. The insert of a second process loses quietly and reads the
 * first one's pair.
 */
export function vapidKeyLoader(db: Db, now: () => number): () => Promise<VapidKeyPair> {
  let loaded: Promise<VapidKeyPair> | undefined;
  const load = () =>
    withSystemTransaction(db, async (tx) => {
      const fresh = webPush.generateVAPIDKeys();
      await tx
        .insert(vapidKeys)
        .values({ id: 1, ...fresh, createdAt: now() })
        .onConflictDoNothing();
      const [row] = await tx.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      if (!row) throw new Error('VAPID keys were not stored');
      return { publicKey: row.publicKey, privateKey: row.privateKey };
    });
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
