import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleWork, WorkItem } from '@domain/api/work';
import type { DealershipConfig } from '@domain/dealership-config-schema';
import type { WorkSettings } from '@domain/work/settings';
import { outbox } from '../db/schema';
import type { TestContext } from './harness';
import { api, vehicleInput, type SignedInUser } from './staff';

/** What the work tests do over and over, through the API as a browser would. */
export function workSteps(t: TestContext) {
  const addCar = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  };
  const addItem = async (who: SignedInUser, vehicleId: string, body: Record<string, unknown>) => {
    const response = await api(t, who).post(`/api/vehicles/${vehicleId}/work-items`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<WorkItem>();
  };
  const work = async (who: SignedInUser, vehicleId: string) => {
    const response = await api(t, who).get(`/api/vehicles/${vehicleId}/work-items`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<VehicleWork>();
  };
  const send = (who: SignedInUser, vehicleId: string, body: Record<string, unknown> = {}) =>
    api(t, who).post(`/api/vehicles/${vehicleId}/approval-requests`, body);
  const setWork = async (admin: SignedInUser, change: Partial<WorkSettings>) => {
    const config = (await api(t, admin).get('/api/config')).json<DealershipConfig>();
    const response = await api(t, admin).put('/api/config', {
      ...config,
      work: { ...config.work, ...change },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The newest mail to `email` in the dev outbox, and the token of its approval link. */
  const lastMailTo = async (email: string | null) => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email ?? ''))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /#token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    return { mail, token: token ?? '' };
  };
  return { addCar, addItem, work, send, setWork, lastMailTo };
}
