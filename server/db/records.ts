/**
 * Rows mapped once: snake_case stays in the database (schema.ts), the server works with these
 * camelCase records, and routes shape them into the wire contracts of domain/api.
 */
import type { Role } from '@domain/api/common';
import type { Tenant } from '@domain/api/auth';
import type { Subscription } from '@domain/subscription';
import type { dealerships, users } from './schema';

export interface DealershipRecord {
  id: string;
  name: string;
  slug: string;
  active: boolean;
  trialEndsAt: number | null;
  /** Where the dealership stands (domain/plans.ts): read by the write guard and entitlements. */
  subscription: Subscription;
}

export interface UserRecord {
  id: string;
  dealershipId: string;
  username: string;
  fullName: string;
  email: string | null;
  role: Role;
  disabled: boolean;
  preferences: Record<string, unknown>;
}

/** A user row with its password hash, for the sign-in check only. */
export interface UserWithPassword extends UserRecord {
  passwordHash: string;
}

export function toDealershipRecord(row: typeof dealerships.$inferSelect): DealershipRecord {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    active: row.active,
    trialEndsAt: row.trialEndsAt,
    subscription: subscriptionOfRow(row),
  };
}

/** The subscription a dealership row records (domain/subscription.ts reads it). */
export function subscriptionOfRow(row: typeof dealerships.$inferSelect): Subscription {
  const invoice =
    row.invoiceRequestedAt !== null &&
    row.invoiceDueAt !== null &&
    row.invoiceAmount !== null &&
    row.invoiceReference !== null
      ? {
          amount: row.invoiceAmount,
          issuedAt: row.invoiceRequestedAt,
          dueAt: row.invoiceDueAt,
          reference: row.invoiceReference,
        }
      : null;
  return {
    status: row.subscriptionStatus,
    plan: row.plan,
    billingPeriod: row.billingPeriod,
    trialEndsAt: row.trialEndsAt,
    paidThrough: row.paidThrough,
    invoice,
    cancelAt: row.cancelAt,
    graceDays: row.graceDays,
    renewsByCard: row.stripeSubscriptionId !== null,
  };
}

export function toUserRecord(row: typeof users.$inferSelect): UserRecord {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    preferences: row.preferences,
  };
}

export function toUserWithPassword(row: typeof users.$inferSelect): UserWithPassword {
  return { ...toUserRecord(row), passwordHash: row.passwordHash };
}

/** The tenant as the API shows it (spec 3 Session: id, name, slug). */
export function toTenant(dealership: DealershipRecord): Tenant {
  return { id: dealership.id, name: dealership.name, slug: dealership.slug };
}
