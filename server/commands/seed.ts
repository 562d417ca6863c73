import { randomBytes } from 'node:crypto';
import type { Role } from '@domain/api/common';
import type { ServerConfig } from '../config';
import { createDealership } from './create-dealership';
import { createUser } from './create-user';
import type { Clock } from '../lib/clock';
import { hashPassword, verifyPassword } from '../lib/passwords';
import {
  countSuperAdmins,
  findSuperAdminByUsername,
  retireOtherSuperAdmins,
  upsertSuperAdmin,
} from '../modules/super-admin/repository';
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

export interface SuperAdminBootstrap {
  username: string;
  /** Set only when a password was generated now; printed once, never stored in clear. */
  generatedPassword?: string;
  status: 'configured' | 'generated' | 'existing' | 'none';
}

/**
 * The super admin comes from SUPER_ADMIN_USERNAME / SUPER_ADMIN_PASSWORD (created, or its
 * password updated to match). Without them, outside production, a first start creates
 * `superadmin` with a generated password, returned so main.ts prints it once.
 */
export async function ensureSuperAdmin(
  db: Db,
  config: ServerConfig,
  clock: Clock,
): Promise<SuperAdminBootstrap> {
  const { superAdminUsername: username, superAdminPassword: password } = config;
  if (username && password) {
    await retireOtherSuperAdmins(db, username);
    const existing = await findSuperAdminByUsername(db, username);
    if (!existing || !(await verifyPassword(existing.passwordHash, password))) {
      const passwordHash = await hashPassword(password);
      await upsertSuperAdmin(db, { username, fullName: 'Super Admin', passwordHash, now: clock() });
    }
    return { username, status: 'configured' };
  }
  if ((await countSuperAdmins(db)) > 0) return { username: 'superadmin', status: 'existing' };
  if (config.production) return { username: '', status: 'none' };
  const generatedPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(generatedPassword);
  await upsertSuperAdmin(db, {
    username: 'superadmin',
    fullName: 'Super Admin',
    passwordHash,
    now: clock(),
  });
  return { username: 'superadmin', generatedPassword, status: 'generated' };
}
