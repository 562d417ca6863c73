import type { Vehicle } from '../api/vehicles';

let counter = 0;

/** A complete vehicle record for tests (web and server); override what the test is about. */
export function buildVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  counter += 1;
  const at = overrides.checkInTime ?? Date.UTC(2026, 0, 1, 12, 0, 0);
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    stockNumber: `T${1000 + counter}`,
    vin: null,
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    color: 'Silver',
    salesperson: 'Maria Lopez',
    notes: '',
    type: 'inventory',
    flag: 'active',
    starred: false,
    isShipping: false,
    promised: false,
    inMakeReady: false,
    makeReadyAddedAt: null,
    inService: false,
    serviceAddedAt: null,
    customDaysAgo: null,
    checkInTime: at,
    location: null,
    mileage: null,
    trim: null,
    priceCents: null,
    step: null,
    assigneeId: null,
    reconEstimateCents: null,
    reconActualCents: 0,
    awaitingApprovalSince: null,
    sublet: null,
    workAssigneeIds: [],
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
