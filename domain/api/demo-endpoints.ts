import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint';

/** The add call has no body (spec 7); an empty JSON object is accepted too. */
const emptyBodySchema = z.strictObject({}).nullish();

export const demoAddedSchema = z
  .object({ added: z.number().int().nonnegative() })
  .meta({ id: 'DemoVehiclesAdded' });
export const vehiclesClearedSchema = z
  .object({ removed: z.number().int().nonnegative() })
  .meta({ id: 'VehiclesCleared' });

/**
 * The System Config data actions (spec 2.9, 4.3, 7): load the 18 demo vehicles (manager and
 * above: manage vehicles) and clear all vehicles (admin: bulk delete, and only within five
 * minutes of confirming the password through POST /api/auth/login — else 403).
 */
export const demoApi = {
  addDemoVehicles: defineEndpoint({
    method: 'POST',
    path: '/api/dev/add-demo-vehicles',
    operationId: 'addDemoVehicles',
    summary: 'Add the 18 demo vehicles across every workflow',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.manage' },
    body: emptyBodySchema,
    responses: { 201: demoAddedSchema, ...errorResponses(400, 401, 403) },
  }),
  clearVehicles: defineEndpoint({
    method: 'DELETE',
    path: '/api/dev/clear-demo-vehicles',
    operationId: 'clearVehicles',
    summary: 'Remove every vehicle (after a password check)',
    tag: 'vehicles',
    access: { kind: 'staff', right: 'vehicles.bulkDelete' },
    responses: { 200: vehiclesClearedSchema, ...errorResponses(400, 401, 403) },
  }),
} as const;
