import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vehicleCreateSchema } from '@domain/api/vehicles';
import { newVehicleRow } from '../modules/vehicles/repository';
import { CHANGES_CHANNEL } from '../plugins/read-caches';
import { createTestDealership, createTestUser } from '../test/factories';
import { describeEachDatabase } from '../test/harness';
import { vehicleInput } from '../test/staff';
import { listenOnPglite, listenOnPostgres, pgliteOf, postgresPoolOf } from './listen';
import { vehicles, vehicleStays, workflowSteps } from './schema';
import { withSystemTransaction, withTenantTransaction } from './transactions';

const SENTINEL = 'test:all-heard';

// Migration 0030 (decision 0137): the stays of added cars and the vehicles' change notification
// come from one trigger per statement, not one per row. What a statement of many rows does must
// be what the row triggers did for each.
describeEachDatabase('vehicle triggers, per statement', (t) => {
  const heard: string[] = [];
  let waiting: (() => void) | undefined;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const notification = (payload: string) => {
      if (payload === SENTINEL) waiting?.();
      else heard.push(payload);
    };
    const pglite = pgliteOf(t.db);
    const listener = pglite
      ? listenOnPglite(pglite, CHANGES_CHANNEL, { notification })
      : listenOnPostgres(
          postgresPoolOf(t.db)!,
          CHANGES_CHANNEL,
          { notification, lost: () => undefined, connected: () => undefined },
          { warn: () => undefined },
        );
    await listener.start();
    stop = listener.close;
  });
  afterAll(() => stop?.());

  /** Resolves once every notification committed before it has been heard. */
  async function allHeard(): Promise<void> {
    const sentinel = new Promise<void>((resolve) => (waiting = resolve));
    // One channel's notifications arrive in commit order.
    await t.db.execute(`select pg_notify('${CHANGES_CHANNEL}', '${SENTINEL}')`);
    await sentinel;
  }

  /** What `lotready_changes` carried for `write`'s commit alone. */
  async function notifiedBy(write: () => Promise<unknown>): Promise<string[]> {
    await allHeard();
    heard.length = 0;
    await write();
    await allHeard();
    return [...heard];
  }

  const rowOf = (dealershipId: string, type: string) =>
    newVehicleRow(dealershipId, vehicleCreateSchema.parse(vehicleInput({ type })), t.clock());

  it('opens one stay per added car of a workflow, in its first step, with the default assignee', async () => {
    const { dealership, user } = await createTestUser(t);
    await withSystemTransaction(t.db, (tx) =>
      tx
        .update(workflowSteps)
        .set({ defaultAssigneeId: user.id })
        .where(
          and(
            eq(workflowSteps.dealershipId, dealership.id),
            eq(workflowSteps.workflow, 'make-ready'),
          ),
        ),
    );
    const types = ['make-ready', 'service', 'inventory', 'make-ready', 'service', 'inventory'];
    const added = await withTenantTransaction(t.db, dealership.id, (tx) =>
      tx
        .insert(vehicles)
        .values(types.map((type) => rowOf(dealership.id, type)))
        .returning(),
    );
    const stays = await withTenantTransaction(t.db, dealership.id, (tx) =>
      tx
        .select()
        .from(vehicleStays)
        .where(
          inArray(
            vehicleStays.vehicleId,
            added.map((vehicle) => vehicle.id),
          ),
        ),
    );
    const inWorkflows = added.filter((vehicle) => vehicle.type !== 'inventory');
    expect(stays).toHaveLength(inWorkflows.length);
    for (const vehicle of inWorkflows) {
      expect(stays.filter((stay) => stay.vehicleId === vehicle.id)).toEqual([
        expect.objectContaining({
          stepId: vehicle.stepId,
          enteredAt: vehicle.stepEnteredAt,
          leftAt: null,
          reason: 'entered',
          assigneeId: vehicle.type === 'make-ready' ? user.id : null,
        }),
      ]);
      expect(vehicle.assigneeId).toBe(vehicle.type === 'make-ready' ? user.id : null);
    }
  });

  it('gives the stay of a car entering a workflow, and one the application writes, the car’s assignee', async () => {
    const { dealership, user } = await createTestUser(t);
    const other = await createTestUser(t, { dealership });
    await withSystemTransaction(t.db, (tx) =>
      tx
        .update(workflowSteps)
        .set({ defaultAssigneeId: user.id })
        .where(eq(workflowSteps.dealershipId, dealership.id)),
    );
    const stays = await withTenantTransaction(t.db, dealership.id, async (tx) => {
      const [car] = await tx.insert(vehicles).values(rowOf(dealership.id, 'inventory')).returning();
      const [entered] = await tx
        .update(vehicles)
        .set({ type: 'service', inService: true, serviceAddedAt: t.clock() })
        .where(and(eq(vehicles.dealershipId, dealership.id), eq(vehicles.id, car!.id)))
        .returning();
      // A stay the application writes names no assignee, or one the rule overrides.
      await tx.insert(vehicleStays).values({
        dealershipId: dealership.id,
        vehicleId: car!.id,
        stepId: entered!.stepId!,
        enteredAt: t.clock(),
        reason: 'moved',
        assigneeId: other.user.id,
      });
      return tx.select().from(vehicleStays).where(eq(vehicleStays.vehicleId, car!.id));
    });
    expect(stays.map((stay) => [stay.reason, stay.assigneeId])).toEqual([
      ['entered', user.id],
      ['moved', user.id],
    ]);
  });

  it('notifies each dealership whose vehicles a statement wrote, once, on insert, update and delete', async () => {
    const [one, two] = [await createTestDealership(t), await createTestDealership(t)];
    const bothScopes = [`vehicles:${one.id}`, `vehicles:${two.id}`].sort();
    let ids: string[] = [];
    expect(
      (
        await notifiedBy(async () => {
          const inserted = await withSystemTransaction(t.db, (tx) =>
            tx
              .insert(vehicles)
              .values([one.id, two.id, one.id].map((id) => rowOf(id, 'make-ready')))
              .returning({ id: vehicles.id }),
          );
          ids = inserted.map((row) => row.id);
        })
      ).sort(),
    ).toEqual(bothScopes);
    expect(
      await notifiedBy(() =>
        withTenantTransaction(t.db, one.id, (tx) =>
          tx.update(vehicles).set({ color: 'Blue' }).where(inArray(vehicles.id, ids)),
        ),
      ),
    ).toEqual([`vehicles:${one.id}`]);
    expect(
      (
        await notifiedBy(() =>
          withSystemTransaction(t.db, (tx) => tx.delete(vehicles).where(inArray(vehicles.id, ids))),
        )
      ).sort(),
    ).toEqual(bothScopes);
    expect(
      await notifiedBy(() =>
        withTenantTransaction(t.db, two.id, (tx) =>
          tx.update(vehicles).set({ color: 'Red' }).where(inArray(vehicles.id, ids)),
        ),
      ),
    ).toEqual([]);
  });
});
