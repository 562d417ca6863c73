import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { weakPasswordMessage } from '@domain/password-strength';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  countSuperAdmins,
  findSuperAdminByUsername,
  retireOtherSuperAdmins,
  upsertSuperAdmin,
} from './repository';

const SUPER_ADMIN_NAME = 'Super Admin';

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
      // The platform's most powerful account gets the rule every other new password gets; a
      // start with a weak one stops and says why (only when it changes: no start pays for it).
      const weakness = await weakPasswordMessage(password, {
        username,
        fullName: SUPER_ADMIN_NAME,
      });
      if (weakness) throw new Error(`SUPER_ADMIN_PASSWORD: ${weakness}`);
      const passwordHash = await hashPassword(password);
      await upsertSuperAdmin(db, {
        username,
        fullName: SUPER_ADMIN_NAME,
        passwordHash,
        now: clock(),
      });
    }
    return { username, status: 'configured' };
  }
  if ((await countSuperAdmins(db)) > 0) return { username: 'superadmin', status: 'existing' };
  if (config.production) return { username: '', status: 'none' };
  const generatedPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(generatedPassword);
  await upsertSuperAdmin(db, {
    username: 'superadmin',
    fullName: SUPER_ADMIN_NAME,
    passwordHash,
    now: clock(),
  });
  return { username: 'superadmin', generatedPassword, status: 'generated' };
}
