import { expect, it } from 'vitest';
import type { Vehicle } from '@domain/api/vehicles';
import {
  ADDED_AT,
  CASE_VEHICLE,
  CHANGED_AT,
  WORKFLOW_CASES,
  expectedWorkflow,
  workflowOf,
} from '@domain/test/vehicle-rule-cases';
import { describeEachDatabase } from '../../test/harness';
import { api, staffOf } from '../../test/staff';

describeEachDatabase('the vehicle rules, through the API (domain/test/vehicle-rule-cases)', (t) => {
  it.each(WORKFLOW_CASES)('$name', async ({ add, patch, expected }) => {
    t.clock.set(ADDED_AT);
    const { manager } = await staffOf(t);
    const created = await api(t, manager).post('/api/vehicles', {
      ...CASE_VEHICLE,
      stockNumber: `R-${Math.random().toString(36).slice(2, 8)}`,
      ...add,
    });
    expect(created.statusCode, created.body).toBe(201);
    const vehicle = created.json<Vehicle>();
    t.clock.set(CHANGED_AT);
    const changed = await api(t, manager).patch(`/api/vehicles/${vehicle.id}`, {
      ...patch,
      version: vehicle.version,
    });
    if ('error' in expected) {
      expect(changed.statusCode).toBe(expected.error.status);
      expect(changed.json()).toMatchObject({ field: expected.error.field });
    } else {
      expect(changed.statusCode, changed.body).toBe(200);
      expect(workflowOf(changed.json<Vehicle>())).toEqual(expectedWorkflow(expected));
    }
  });
});
