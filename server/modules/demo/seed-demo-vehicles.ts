import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerships, users } from '../../db/schema';
import { withSystemTransaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { addDemoVehicles } from './add-demo-vehicles';

/**
 * Development (SEED_DEMO_VEHICLES): a freshly seeded Demo Motors gets the 18 demo vehicles of
 * spec 9's "Load demo vehicles", added by its admin, so the demo logins open a full board.
 * Called once, right after the seed made the database; returns how many it added.
 */
export async function seedDemoVehicles(db: Db, clock: Clock, slug: string): Promise<number> {
  return withSystemTransaction(db, async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, username: users.username, dealershipId: users.dealershipId })
      .from(users)
      .innerJoin(dealerships, eq(dealerships.id, users.dealershipId))
      .where(and(eq(dealerships.slug, slug), eq(users.role, 'admin')))
      .limit(1);
    if (!admin) return 0;
    const added = await addDemoVehicles(tx, {
      dealershipId: admin.dealershipId,
      actor: { userId: admin.id, username: admin.username, role: 'admin' },
      now: clock(),
    });
    return added.length;
  });
}
