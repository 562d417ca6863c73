import { eq } from 'drizzle-orm';
import type { Role } from '@domain/api/common';
import { tenantHost, LOCAL_DOMAINS } from '@domain/host-mode';
import { createDealership } from '../commands/create-dealership';
import { createUser } from '../commands/create-user';
import type { Db } from '../db/client';
import type { Subscription } from '@domain/subscription';
import { toDealershipRecord, type DealershipRecord, type UserRecord } from '../db/records';
import { dealerships, users } from '../db/schema';
import { withSystemTransaction } from '../db/transactions';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';

interface FactoryContext {
  db: Db;
  clock: Clock;
}

let sequence = 0;

/** A name unique within the test run: lower-case letters and digits, valid as slug and username. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}${process.pid.toString(36)}${sequence}`;
}

/** The host a dealership is served on in tests (`{slug}.app.localhost:3000`). */
export function tenantHostOf(dealership: { slug: string }): string {
  return `${tenantHost(dealership.slug, LOCAL_DOMAINS)}:3000`;
}

export const LOGIN_HOST = 'login.localhost:3000';
export const MARKETING_HOST = 'localhost:3000';

export interface TestDealershipProps {
  name?: string;
  slug?: string;
  active?: boolean;
  /** A self-serve trial ending then (no plan yet); without it, active on the complete platform. */
  trialEndsAt?: number;
  /** The subscription as it stands after a plan was chosen (domain/plans.ts). */
  subscription?: Partial<
    Pick<Subscription, 'status' | 'plan' | 'billingPeriod' | 'paidThrough' | 'invoice'>
  >;
}

/** Creates a dealership (with its default configuration). */
export async function createTestDealership(
  t: FactoryContext,
  props: TestDealershipProps = {},
): Promise<DealershipRecord> {
  const slug = props.slug ?? uniqueName('dealer');
  const now = t.clock();
  return withSystemTransaction(t.db, async (tx) => {
    const dealership = await createDealership(tx, {
      name: props.name ?? `Dealership ${slug}`,
      slug,
      trialEndsAt: props.trialEndsAt ?? null,
      now,
    });
    if (props.subscription) {
      const [row] = await tx
        .update(dealerships)
        .set({
          subscriptionStatus: props.subscription.status,
          plan: props.subscription.plan,
          billingPeriod: props.subscription.billingPeriod,
          paidThrough: props.subscription.paidThrough,
          ...(props.subscription.invoice && {
            invoiceRequestedAt: props.subscription.invoice.issuedAt,
            invoiceAmount: props.subscription.invoice.amount,
            invoiceDueAt: props.subscription.invoice.dueAt,
            invoiceReference: props.subscription.invoice.reference,
          }),
        })
        .where(eq(dealerships.id, dealership.id))
        .returning();
      if (!row) throw new Error('The dealership vanished');
      return toDealershipRecord(row);
    }
    if (props.active === false) {
      await tx.update(dealerships).set({ active: false }).where(eq(dealerships.id, dealership.id));
      return { ...dealership, active: false };
    }
    return dealership;
  });
}

const hashes = new Map<string, Promise<string>>();

/** argon2 is slow on purpose; tests reuse one hash per distinct password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface TestUserProps {
  /** Without one, a new dealership is made for the user. */
  dealership?: DealershipRecord;
  role?: Role;
  username?: string;
  password?: string;
  fullName?: string;
  email?: string | null;
  disabled?: boolean;
}

export interface TestUser {
  user: UserRecord;
  dealership: DealershipRecord;
  password: string;
}

/** Creates a user; building one with no dealership makes a dealership too. */
export async function createTestUser(
  t: FactoryContext,
  props: TestUserProps = {},
): Promise<TestUser> {
  const dealership = props.dealership ?? (await createTestDealership(t));
  const username = props.username ?? uniqueName('user');
  const password = props.password ?? 'correct-horse-battery';
  const passwordHash = await cachedHash(password);
  const now = t.clock();
  const user = await withSystemTransaction(t.db, (tx) =>
    createUser(tx, {
      dealershipId: dealership.id,
      username,
      fullName: props.fullName ?? `Test ${username}`,
      email: props.email === undefined ? `${username}@example.test` : props.email,
      role: props.role ?? 'user',
      passwordHash,
      now,
    }),
  );
  if (props.disabled) {
    await withSystemTransaction(t.db, (tx) =>
      tx.update(users).set({ disabled: true }).where(eq(users.id, user.id)),
    );
    return { user: { ...user, disabled: true }, dealership, password };
  }
  return { user, dealership, password };
}
