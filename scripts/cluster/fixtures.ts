import { openDatabase } from '../../server/db/client';
import { systemClock } from '../../server/lib/clock';
import { createTestDealership, createTestUser, tenantHostOf } from '../../server/test/factories';
import type { Role } from '@domain/api/common';
import type { DealershipRecord } from '../../server/db/records';
import { signInProcess } from '../lib/server-process';

/** Writes dealerships and users straight into the cluster's database (argon2 hashes included). */
export async function withClusterDatabase<T>(
  databaseUrl: string,
  work: (factories: {
    dealership: () => Promise<DealershipRecord>;
    user: (dealership: DealershipRecord, role: Role) => ReturnType<typeof createTestUser>;
  }) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ databaseUrl });
  const t = { db: database.db, clock: systemClock };
  try {
    return await work({
      dealership: () => createTestDealership(t),
      user: (dealership, role) => createTestUser(t, { dealership, role }),
    });
  } finally {
    await database.close();
  }
}

/** The dealership's host as the cluster serves it (on the balancer's or a member's port). */
export function hostOn(dealership: DealershipRecord, port: number): string {
  return tenantHostOf(dealership).replace(':3000', `:${port}`);
}

/** Signs a user in through `port`; returns the Cookie header value. */
export function signInOn(
  port: number,
  dealership: DealershipRecord,
  account: { user: { username: string }; password: string },
): Promise<string> {
  return signInProcess({ port }, hostOn(dealership, port), account.user.username, account.password);
}
