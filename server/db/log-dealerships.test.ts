import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { deleteDealership } from '../commands/delete-dealership';
import { createTestDealership } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { activityLogs, vehicleChanges } from './schema';
import { withSystemTransaction, withTenantTransaction } from './transactions';

const entry = (dealershipId: string, timestamp: number) => ({
  dealershipId,
  action: 'added',
  performedBy: 'tester',
  timestamp,
});

// Migration 0012: the log tables' dealership is checked once per statement, not by a foreign
// key per row; what the key gave must still hold (docs/decisions/0062).
describeEachDatabase('log tables’ dealership, checked per statement', (t) => {
  it('writes a tenant’s entries and change log, and refuses rows of no dealership', async () => {
    const dealership = await createTestDealership(t);
    const now = t.clock();
    await withTenantTransaction(t.db, dealership.id, async (tx) => {
      await tx.insert(activityLogs).values([entry(dealership.id, now), entry(dealership.id, now)]);
      await tx
        .insert(vehicleChanges)
        .values({ dealershipId: dealership.id, seq: 1, vehicleId: randomUUID(), changedAt: now });
    });
    const gone = randomUUID();
    await expect(t.db.insert(activityLogs).values(entry(gone, now))).rejects.toMatchObject({
      cause: { code: '23503' },
    });
    await expect(
      t.db
        .insert(vehicleChanges)
        .values({ dealershipId: gone, seq: 1, vehicleId: randomUUID(), changedAt: now }),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    await expect(
      t.db
        .update(activityLogs)
        .set({ dealershipId: gone })
        .where(sql`true`),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
  });

  it('deletes a dealership’s entries and change log with it, and no other’s', async () => {
    const [deleted, kept] = [await createTestDealership(t), await createTestDealership(t)];
    const now = t.clock();
    for (const { id } of [deleted, kept]) {
      await withTenantTransaction(t.db, id, async (tx) => {
        await tx.insert(activityLogs).values(entry(id, now));
        await tx
          .insert(vehicleChanges)
          .values({ dealershipId: id, seq: 1, vehicleId: randomUUID(), changedAt: now });
      });
    }
    await withSystemTransaction(t.db, (tx) =>
      deleteDealership(tx, { dealershipId: deleted.id, confirmName: deleted.name }),
    );
    const remaining = async (id: string) => [
      (await t.db.select().from(activityLogs).where(eq(activityLogs.dealershipId, id))).length,
      (await t.db.select().from(vehicleChanges).where(eq(vehicleChanges.dealershipId, id))).length,
    ];
    expect(await remaining(deleted.id)).toEqual([0, 0]);
    expect(await remaining(kept.id)).toEqual([1, 1]);
  });
});
