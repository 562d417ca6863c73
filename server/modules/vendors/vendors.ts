import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Vendor, vendorInputSchema } from '@domain/api/vendors';
import type { Executor } from '../../db/client';
import { uniqueViolationConstraint } from '../../db/errors';
import { vendors } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { findVendorRow, toVendor } from './repository';

export const VENDOR_NOT_FOUND_MESSAGE = 'No such vendor';
export const VENDOR_NAME_TAKEN_MESSAGE = 'name: a vendor of this dealership already has this name';
export const STALE_VENDOR_MESSAGE = 'version: the vendor was changed meanwhile; reload it';

type VendorInput = z.output<typeof vendorInputSchema>;

async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'vendors_name_key') {
      throw conflict(VENDOR_NAME_TAKEN_MESSAGE, 'name');
    }
    throw error;
  }
}

/** Adds a vendor to the dealership's list (issue #31 item 1). */
export async function createVendor(
  tx: Executor,
  props: { dealershipId: string; input: VendorInput; now: number },
): Promise<Vendor> {
  return namedOnce(async () => {
    const [row] = await tx
      .insert(vendors)
      .values({
        dealershipId: props.dealershipId,
        ...props.input,
        createdAt: props.now,
        updatedAt: props.now,
      })
      .returning();
    if (!row) throw new Error('vendor not written');
    return toVendor(row, true);
  });
}

/** Replaces a vendor's fields under its version; an inactive vendor keeps its jobs. */
export async function updateVendor(
  tx: Executor,
  props: {
    dealershipId: string;
    id: string;
    input: VendorInput & { version: number };
    now: number;
  },
): Promise<Vendor> {
  const { version, ...input } = props.input;
  return namedOnce(async () => {
    const [row] = await tx
      .update(vendors)
      .set({ ...input, version: sql`${vendors.version} + 1`, updatedAt: props.now })
      .where(
        and(
          eq(vendors.dealershipId, props.dealershipId),
          eq(vendors.id, props.id),
          eq(vendors.version, version),
        ),
      )
      .returning();
    if (row) return toVendor(row, true);
    const current = await findVendorRow(tx, props.dealershipId, props.id);
    if (!current) throw notFound(VENDOR_NOT_FOUND_MESSAGE);
    throw conflict(STALE_VENDOR_MESSAGE, 'version');
  });
}
