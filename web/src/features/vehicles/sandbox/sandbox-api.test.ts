import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from '@domain/api/demo-endpoints';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { workApi } from '@domain/api/work-endpoints';
import { HttpError } from '@domain/http-errors';
import {
  ADDED_AT,
  CASE_VEHICLE,
  CHANGED_AT,
  WORKFLOW_CASES,
  expectedWorkflow,
  workflowOf,
} from '@domain/test/vehicle-rule-cases';
import { errorBodyOf } from '@/lib/api-client';
import { conflictRecord } from '../api/update-vehicle';
import { createSandboxApi } from './sandbox-api';

afterEach(() => vi.unstubAllGlobals());

/** A sandbox whose clock the test sets, with an empty lot unless told otherwise. */
function sandbox(lot: 'empty' | 'sample' = 'empty') {
  let now = ADDED_AT;
  const api = createSandboxApi(() => now, lot === 'empty' ? { vehicles: [] } : {});
  return { ...api, setNow: (at: number) => (now = at) };
}

const car = (stockNumber: string) => ({ ...CASE_VEHICLE, stockNumber });

describe('the vehicle rules, in the sandbox (domain/test/vehicle-rule-cases)', () => {
  it.each(WORKFLOW_CASES)('$name', async ({ add, patch, expected }) => {
    const { client, setNow } = sandbox();
    const vehicle = await client.call(vehicleApi.create, { body: { ...car('R1'), ...add } });
    setNow(CHANGED_AT);
    const change = client.call(vehicleApi.update, {
      params: { id: vehicle.id },
      body: { ...patch, version: vehicle.version },
    });
    if ('error' in expected) {
      const error = await change.catch((failure: unknown) => failure);
      expect(errorBodyOf(vehicleApi.update, 400, error)).toMatchObject({
        field: expected.error.field,
      });
    } else {
      expect(workflowOf(await change)).toEqual(expectedWorkflow(expected));
    }
  });
});

describe('the sandbox API', () => {
  it('answers as the server does: 409 naming stockNumber, 409 with the current record', async () => {
    const { client } = sandbox();
    const first = await client.call(vehicleApi.create, { body: car('S1') });
    const duplicate = await client
      .call(vehicleApi.create, { body: car('S1') })
      .catch((error: unknown) => error);
    expect(errorBodyOf(vehicleApi.create, 409, duplicate)).toMatchObject({
      field: 'stockNumber',
      message: 'Stock number S1 already exists',
    });
    await client.call(vehicleApi.update, {
      params: { id: first.id },
      body: { notes: 'a', version: first.version },
    });
    const stale = await client
      .call(vehicleApi.update, { params: { id: first.id }, body: { notes: 'b', version: 1 } })
      .catch((error: unknown) => error);
    expect(conflictRecord(stale)).toMatchObject({ notes: 'a', version: 2 });
  });

  it('validates like the server: a 400 naming the field', async () => {
    const { client } = sandbox();
    const error = await client
      .call(vehicleApi.create, { body: { ...car('V1'), vin: 'IOQ' } })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorBodyOf(vehicleApi.create, 400, error)?.field).toBe('vin');
  });

  it('imports with the registry: warnings, errors, mileage, only the columns on existing vehicles', async () => {
    const { client } = sandbox();
    await client.call(vehicleApi.create, {
      body: { ...car('M1'), type: 'make-ready', notes: 'keep' },
    });
    const result = await client.call(vehicleApi.import, {
      body: {
        rows: [
          { rowNumber: 2, stockNumber: 'M1', mileage: '84,210' },
          { rowNumber: 3, stockNumber: 'M2', year: '1800' },
          { rowNumber: 4, make: 'Kia' },
        ],
        columns: ['stockNumber', 'mileage', 'year', 'make'],
      },
    });
    expect(result).toEqual({
      imported: 2,
      updated: 1,
      total: 3,
      errors: ['Row 4: Stock number is required'],
      warnings: ['Row 3: year 1800 replaced by 2026'],
      added: 1,
      changed: 1,
      unchanged: 0,
      skipped: 1,
      problems: [
        { row: 3, level: 'warning', message: 'year 1800 replaced by 2026' },
        { row: 4, level: 'error', message: 'Stock number is required' },
      ],
    });
    const lot = await client.call(vehicleApi.list, { query: {} });
    expect(lot.find((v) => v.stockNumber === 'M1')).toMatchObject({
      mileage: 84210,
      notes: 'keep',
      type: 'make-ready',
    });
    expect(lot.find((v) => v.stockNumber === 'M2')).toMatchObject({ year: 2026, make: 'Unknown' });
  });

  it('searches with the shared definition', async () => {
    const { client } = sandbox('sample');
    const found = await client.call(vehicleApi.list, { query: { q: 'camry' } });
    expect(found.map((v) => v.model)).toEqual(['Camry']);
  });

  it('loads and clears demo vehicles, and never calls the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { client } = sandbox();
    expect(await client.call(demoApi.addDemoVehicles, { body: {} })).toEqual({ added: 18 });
    expect(await client.call(demoApi.clearVehicles, {})).toEqual({ removed: 18 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("a car's work, in the sandbox (issue #33)", () => {
  it('approves by the rule within the limit, and waits for the visitor above it', async () => {
    const { client } = sandbox();
    const vehicle = await client.call(vehicleApi.create, { body: car('W1') });
    const params = { id: vehicle.id };
    await client.call(workApi.create, {
      params,
      body: { description: 'Oil and filter', category: 'mechanical', partsCents: 4_500 },
    });
    const auto = await client.call(workApi.sendForApproval, { params, body: {} });
    expect([auto.outcome, auto.work.vehicle.reconActualCents]).toEqual(['approved-by-rule', 4_500]);
    await client.call(workApi.create, {
      params,
      body: { description: 'Bumper', category: 'body', partsCents: 30_000 },
    });
    const asked = await client.call(workApi.sendForApproval, { params, body: {} });
    expect(asked.outcome).toBe('requested');
    expect(asked.work.vehicle.awaitingApprovalSince).toBe(ADDED_AT);
    const decided = await client.call(workApi.decide, {
      params: { id: asked.work.request?.id ?? '' },
      body: { decision: 'approve' },
    });
    expect(decided.items.map((item) => item.state)).toEqual(['approved', 'approved']);
    expect(decided.vehicle).toMatchObject({
      reconActualCents: 34_500,
      awaitingApprovalSince: null,
    });
  });
});
