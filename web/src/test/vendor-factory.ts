import type { Vendor, VendorJob, VendorJobCreate } from '@domain/api/vendors';

/** A vendor for tests: active, no contact details; override what the test is about. */
export function buildVendor(overrides: Partial<Vendor> & Pick<Vendor, 'id'>): Vendor {
  return {
    name: 'Clearview Glass',
    trade: 'glass',
    email: null,
    phone: null,
    active: true,
    version: 1,
    ...overrides,
  };
}

/**
 * The job the server answers for `body` sent to `vendor` for the car at `now`: sent, due when
 * asked (else now), nothing back yet; `more` sets its later state.
 */
export function sentVendorJob(
  props: { id: string; vehicleId: string; vendor: Vendor; now: number },
  body: VendorJobCreate,
  more: Partial<VendorJob> = {},
): VendorJob {
  return {
    id: props.id,
    vehicleId: props.vehicleId,
    vendorId: props.vendor.id,
    vendorName: props.vendor.name,
    trade: props.vendor.trade,
    workItemId: body.workItemId ?? null,
    what: body.what,
    quoteCents: body.quoteCents,
    billedCents: null,
    dueAt: body.dueAt ?? props.now,
    state: 'sent',
    sentAt: props.now,
    acceptedAt: null,
    backAt: null,
    vendorNotes: null,
    doneAt: null,
    closedAt: null,
    reopenedCount: 0,
    remindedAt: null,
    alertedAt: null,
    version: 1,
    ...more,
  };
}
