import { describe, expect, it } from 'vitest';
import { vehicleCreateSchema } from '../api/vehicles';
import {
  ADDED_AT,
  CASE_VEHICLE,
  CHANGED_AT,
  WORKFLOW_CASES,
  expectedWorkflow,
  workflowOf,
} from '../test/vehicle-rule-cases';
import { VehicleRuleError } from './messages';
import { newVehicle } from './new-vehicle';
import { planVehicleUpdate } from './update';
import { moveText } from './workflow';

describe('the workflow rule, in the domain (the server and the sandbox run the same table)', () => {
  it.each(WORKFLOW_CASES)('$name', ({ add, patch, expected }) => {
    const input = vehicleCreateSchema.parse({ ...CASE_VEHICLE, stockNumber: 'W1', ...add });
    const vehicle = newVehicle(input, { id: 'v1', now: ADDED_AT });
    const change = () => planVehicleUpdate(vehicle, patch, CHANGED_AT).after;
    if ('error' in expected) {
      expect(change).toThrow(VehicleRuleError);
      expect(() => change()).toThrow(expect.objectContaining({ field: expected.error.field }));
    } else {
      expect(workflowOf(change())).toEqual(expectedWorkflow(expected));
    }
  });
});

describe('moveText', () => {
  it.each([
    ['inventory', 'make-ready', 'Moved from Inventory to Make Ready'],
    ['make-ready', 'service', 'Moved from Make Ready to Service'],
    ['service', 'inventory', 'Moved from Service to Inventory'],
  ] as const)('%s → %s', (from, to, text) => {
    expect(moveText(from, to)).toBe(text);
  });
});
