import type { Role } from '@domain/api/common';
import { createDealership } from './create-dealership';
import { createUser } from './create-user';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/client';
import { dealerships } from '../db/schema';
import { withSystemTransaction } from '../db/transactions';

export const DEMO_DEALERSHIP = { name: 'Demo Motors', slug: 'demo' } as const;

export interface DemoLogin {
  username: string;
  password: string;
  role: Role;
  fullName: string;
}

/** The demo logins (README, `npm start` output). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'admin', password: 'demo-admin', role: 'admin', fullName: 'Alex Morgan' },
  { username: 'manager', password: 'demo-manager', role: 'manager', fullName: 'Jordan Lee' },
  { username: 'user', password: 'demo-user', role: 'user', fullName: 'Sam Rivera' },
];

/**
 * Seeds Demo Motors (slug `demo`) with its default configuration and the three demo logins —
 * only into an empty database (no dealership at all). Returns whether it seeded.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const existing = await db.select({ id: dealerships.id }).from(dealerships).limit(1);
  if (existing.length > 0) return false;
  const hashes = await Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password)));
  const now = clock();
  await withSystemTransaction(db, async (tx) => {
    const dealership = await createDealership(tx, { ...DEMO_DEALERSHIP, trialEndsAt: null, now });
    for (const [index, login] of DEMO_LOGINS.entries()) {
      await createUser(tx, {
        dealershipId: dealership.id,
        username: login.username,
        fullName: login.fullName,
        email: `${login.username}@demo-motors.example`,
        role: login.role,
        passwordHash: hashes[index]!,
        now,
      });
    }
  });
  return true;
}
