import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Vendor, VendorJob, VendorQueue } from '@domain/api/vendors';
import { outbox } from '../db/schema';
import type { TestContext } from './harness';
import { request } from './http';
import { api, type SignedInUser } from './staff';

let vendorSequence = 0;

/** What the vendor tests do over and over, through the API as a browser or a phone would. */
export function vendorSteps(t: TestContext) {
  const addVendor = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    vendorSequence += 1;
    const response = await api(t, who).post('/api/vendors', {
      name: `Clearview Glass ${String(vendorSequence)}`,
      trade: 'glass',
      email: `glass${String(vendorSequence)}@vendor.example`,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vendor>();
  };
  const sendJob = async (who: SignedInUser, vehicleId: string, body: Record<string, unknown>) => {
    const response = await api(t, who).post(`/api/vehicles/${vehicleId}/vendor-jobs`, {
      what: 'Replace windshield',
      quoteCents: 35_000,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<VendorJob>();
  };
  /** The newest mail to `email` in the dev outbox, and the token of its vendor link. */
  const lastMailTo = async (email: string | null) => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email ?? ''))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/vendor#token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    return { mail, token: token ?? '' };
  };
  /** A vendor on a phone with the link: no cookie, the dealership's host. */
  const phone = (host: string) => ({
    view: (token: string) => request(t.app).post('/api/vendor-links/view', { token }, { host }),
    act: (token: string, body: Record<string, unknown>) =>
      request(t.app).post('/api/vendor-links/act', { token, ...body }, { host }),
  });
  const queue = async (host: string, token: string) => {
    const response = await phone(host).view(token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VendorQueue>();
  };
  return { addVendor, sendJob, lastMailTo, phone, queue };
}
