import type { LightMyRequestResponse as TestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { VehicleHistory } from '@domain/api/activity-endpoints';
import { ROLES, type Role } from '@domain/api/common';
import type { ImportResult, Vehicle } from '@domain/api/vehicles';
import type { VehicleStay, WorkflowSteps } from '@domain/api/workflows';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { clockCorrectionRefusal } from '@domain/vehicle/clock';
import { restoreOf } from '@domain/vehicle/undo';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { standardRecon, stepIdOf } from '../../test/recon';
import { CLOCKS_KEPT_WARNING } from './import-vehicles';
import { api, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

/**
 * Issue #26 item 6, "the clock is trusted": every path that can change when a vehicle entered
 * its workflow or its step, for every role, with Time editing on and off and vehicle logging
 * off. A correction (domain/vehicle/clock) is made only with Time editing on and the right to
 * correct, and is then always in the vehicle's history as "time corrected from … to …"; a
 * move stamps now; an undo puts back only a time the vehicle had.
 */

/** What a case saw: the answer, the clock it read afterwards, whether a correction was logged. */
interface Seen {
  status: number;
  field?: string;
  clock: number | null;
  corrected: boolean;
}

interface Scene {
  t: TestContext;
  /** The one acting, in the role of the row. */
  who: SignedInUser;
  /** The dealership's admin: sets things up and reads the results. */
  admin: SignedInUser;
  recon: WorkflowSteps;
  add: (overrides?: Record<string, unknown>) => Promise<Vehicle>;
}

interface ClockCase {
  name: string;
  /** Makes the request; returns it with the vehicle it concerns and the clock it asked for. */
  act: (
    scene: Scene,
  ) => Promise<{ response: TestResponse; vehicle: Vehicle; asked: number | null }>;
  /** The clock the case reads from the vehicle afterwards. */
  clock: (vehicle: Vehicle) => number | null;
  /**
   * 'correction': allowed only to those who may correct (else 403 naming `field`), then logged;
   * otherwise what every caller gets, whatever their right to correct.
   */
  expect:
    | { kind: 'correction'; field: string }
    | { kind: 'refused-if-not-allowed'; field: string; status: number }
    /** An import (managers and admins): it corrects only where they may correct, else keeps. */
    | { kind: 'import'; corrects: boolean }
    | {
        kind: 'always';
        seen: (ctx: { vehicle: Vehicle; asked: number | null; now: number }) => Seen;
      };
}

const makeReadyStart = (v: Vehicle) => v.makeReadyAddedAt;
const serviceStart = (v: Vehicle) => v.serviceAddedAt;
const stepStart = (v: Vehicle) => v.step?.enteredAt ?? null;

const CASES: ClockCase[] = [
  {
    name: 'PATCH makeReadyAddedAt',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      const asked = vehicle.makeReadyAddedAt! - HOUR_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        makeReadyAddedAt: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: makeReadyStart,
    expect: { kind: 'correction', field: 'makeReadyAddedAt' },
  },
  {
    name: 'PATCH serviceAddedAt',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'service' });
      const asked = vehicle.serviceAddedAt! - HOUR_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        serviceAddedAt: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: serviceStart,
    expect: { kind: 'correction', field: 'serviceAddedAt' },
  },
  {
    name: 'PATCH type with makeReadyAddedAt (entering at a given time)',
    act: async ({ t, who, add }) => {
      const vehicle = await add();
      const asked = t.clock() - HOUR_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'make-ready',
        makeReadyAddedAt: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: makeReadyStart,
    expect: { kind: 'correction', field: 'makeReadyAddedAt' },
  },
  {
    name: 'PATCH checkInTime',
    act: async ({ t, who, add }) => {
      const vehicle = await add();
      const asked = vehicle.checkInTime - 30 * DAY_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        checkInTime: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: (v) => v.checkInTime,
    expect: { kind: 'correction', field: 'checkInTime' },
  },
  {
    name: 'PATCH customDaysAgo (it overrides the service age)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'service' });
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        customDaysAgo: 9,
        version: vehicle.version,
      });
      return { response, vehicle, asked: 9 };
    },
    clock: (v) => v.customDaysAgo,
    expect: { kind: 'correction', field: 'customDaysAgo' },
  },
  {
    name: 'PATCH type with customDaysAgo (entering Service with days)',
    act: async ({ t, who, add }) => {
      const vehicle = await add();
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'service',
        customDaysAgo: 0,
        version: vehicle.version,
      });
      return { response, vehicle, asked: 0 };
    },
    clock: (v) => v.customDaysAgo,
    expect: { kind: 'correction', field: 'customDaysAgo' },
  },
  {
    name: 'PATCH stepEnteredAt',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const asked = vehicle.step!.enteredAt + 30 * MINUTE_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        stepEnteredAt: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: stepStart,
    expect: { kind: 'correction', field: 'stepEnteredAt' },
  },
  {
    name: 'PATCH stepId with stepEnteredAt (a move made late)',
    act: async ({ t, who, add, recon }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const asked = t.clock() - 30 * MINUTE_MS;
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        stepId: stepIdOf(recon, 'Mechanical'),
        stepEnteredAt: asked,
        version: vehicle.version,
      });
      return { response, vehicle, asked };
    },
    clock: stepStart,
    expect: { kind: 'correction', field: 'stepEnteredAt' },
  },
  ...(
    [
      ['in the future', (vehicle: Vehicle, now: number) => now + MINUTE_MS],
      ['before the step it leaves', (vehicle: Vehicle) => vehicle.step!.enteredAt - MINUTE_MS],
    ] as const
  ).map(([when, at]): ClockCase => ({
    name: `PATCH stepId with stepEnteredAt ${when}`,
    act: async ({ t, who, add, recon }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        stepId: stepIdOf(recon, 'Mechanical'),
        stepEnteredAt: at(vehicle, t.clock()),
        version: vehicle.version,
      });
      return { response, vehicle, asked: null };
    },
    clock: stepStart,
    expect: { kind: 'refused-if-not-allowed', field: 'stepEnteredAt', status: 400 },
  })),
  {
    name: 'PATCH stepId (a move stamps now)',
    act: async ({ t, who, add, recon }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const response = await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        stepId: stepIdOf(recon, 'Mechanical'),
        version: vehicle.version,
      });
      return { response, vehicle, asked: null };
    },
    clock: stepStart,
    expect: { kind: 'always', seen: ({ now }) => ({ status: 200, clock: now, corrected: false }) },
  },
  {
    name: 'POST batch move-make-ready (stamps now)',
    act: async ({ t, who, add }) => {
      const vehicle = await add();
      t.clock.advance(HOUR_MS);
      const response = await api(t, who).post('/api/vehicles/batch', {
        ids: [vehicle.id],
        action: 'move-make-ready',
      });
      return { response, vehicle, asked: null };
    },
    clock: makeReadyStart,
    expect: { kind: 'always', seen: ({ now }) => ({ status: 200, clock: now, corrected: false }) },
  },
  {
    name: 'POST batch move-make-ready of a car already there (its clock stays)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const response = await api(t, who).post('/api/vehicles/batch', {
        ids: [vehicle.id],
        action: 'move-make-ready',
      });
      return { response, vehicle, asked: null };
    },
    clock: makeReadyStart,
    expect: {
      kind: 'always',
      seen: ({ vehicle }) => ({ status: 200, clock: vehicle.makeReadyAddedAt, corrected: false }),
    },
  },
  {
    name: 'POST restore of the start it had (undo)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'inventory',
        version: vehicle.version,
      });
      const response = await api(t, who).post('/api/vehicles/restore', {
        vehicles: [restoreOf(vehicle)],
      });
      return { response, vehicle, asked: null };
    },
    clock: makeReadyStart,
    expect: {
      kind: 'always',
      seen: ({ vehicle }) => ({ status: 200, clock: vehicle.makeReadyAddedAt, corrected: false }),
    },
  },
  {
    name: 'POST restore of a start it never had (forged)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'inventory',
        version: vehicle.version,
      });
      const response = await api(t, who).post('/api/vehicles/restore', {
        vehicles: [
          { ...restoreOf(vehicle), makeReadyAddedAt: vehicle.makeReadyAddedAt! - HOUR_MS },
        ],
      });
      return { response, vehicle, asked: null };
    },
    clock: makeReadyStart,
    expect: {
      kind: 'always',
      seen: () => ({
        status: 400,
        field: 'vehicles.0.makeReadyAddedAt',
        clock: null,
        corrected: false,
      }),
    },
  },
  {
    name: 'POST restore of days in Service it never had (left out)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'service' });
      t.clock.advance(HOUR_MS);
      await api(t, who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'inventory',
        version: vehicle.version,
      });
      const response = await api(t, who).post('/api/vehicles/restore', {
        vehicles: [{ ...restoreOf(vehicle), customDaysAgo: 0 }],
      });
      return { response, vehicle, asked: null };
    },
    clock: (v) => v.customDaysAgo,
    expect: { kind: 'always', seen: () => ({ status: 200, clock: null, corrected: false }) },
  },
  {
    name: 'POST import of a car on the lot with an in-stock date',
    act: async ({ t, who, add }) => {
      const vehicle = await add();
      const response = await api(t, who).post('/api/vehicles/import', {
        rows: [{ rowNumber: 2, stockNumber: vehicle.stockNumber, checkInTime: '40' }],
        columns: ['stockNumber', 'checkInTime'],
      });
      return { response, vehicle, asked: t.clock() - 40 * DAY_MS };
    },
    clock: (v) => v.checkInTime,
    expect: { kind: 'import', corrects: true },
  },
  {
    name: 'POST import of a car in Service with days (the file pins its age)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'service' });
      const response = await api(t, who).post('/api/vehicles/import', {
        rows: [
          { rowNumber: 2, stockNumber: vehicle.stockNumber, type: 'service', customDaysAgo: '0' },
        ],
        columns: ['stockNumber', 'type', 'customDaysAgo'],
      });
      return { response, vehicle, asked: 0 };
    },
    clock: (v) => v.customDaysAgo,
    expect: { kind: 'import', corrects: true },
  },
  {
    name: 'POST import of a car staying in Make Ready (its start stays)',
    act: async ({ t, who, add }) => {
      const vehicle = await add({ type: 'make-ready' });
      t.clock.advance(HOUR_MS);
      const response = await api(t, who).post('/api/vehicles/import', {
        rows: [{ rowNumber: 2, stockNumber: vehicle.stockNumber, type: 'make-ready' }],
        columns: ['stockNumber', 'type'],
      });
      return { response, vehicle, asked: null };
    },
    clock: makeReadyStart,
    expect: { kind: 'import', corrects: false },
  },
];

describeEachDatabase('the clock is trusted: every path that sets a start time', (t) => {
  /** A dealership with Time editing as asked, vehicle logging off, Standard recon in Make Ready. */
  const sceneOf = async (role: Role, timeEditing: boolean): Promise<Scene> => {
    const staff = await staffOf(t);
    const { admin } = staff;
    const config = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, timeEditing, vehicleLogging: false },
    };
    expect((await api(t, admin).put('/api/config', config)).statusCode).toBe(200);
    const recon = await standardRecon(t, admin);
    const add = async (overrides: Record<string, unknown> = {}) => {
      const response = await api(t, admin).post('/api/vehicles', vehicleInput(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Vehicle>();
    };
    return { t, who: staff[role], admin, recon, add };
  };

  const seenAfter = async (
    scene: Scene,
    clockCase: ClockCase,
    response: TestResponse,
    vehicle: Vehicle,
  ): Promise<Seen> => {
    const after = (await api(t, scene.admin).get(`/api/vehicles/${vehicle.id}`)).json<Vehicle>();
    const history = (
      await api(t, scene.admin).get(`/api/vehicles/${vehicle.id}/history`)
    ).json<VehicleHistory>();
    const corrected = history.entries.some((entry) =>
      /^time corrected from .+ to .+$/.test(entry.additionalInfo?.detailedAction ?? ''),
    );
    const field =
      response.statusCode >= 400 ? response.json<{ field?: string }>().field : undefined;
    return {
      status: response.statusCode,
      ...(field === undefined ? {} : { field }),
      clock: clockCase.clock(after),
      corrected,
    };
  };

  const combos = ROLES.flatMap((role) => [true, false].map((on) => [role, on] as const));

  it.each(combos)('%s, Time editing on: %s', async (role, timeEditing) => {
    const scene = await sceneOf(role, timeEditing);
    const allowed = clockCorrectionRefusal(role, { timeEditing }) === null;
    const seen: [string, Seen][] = [];
    const wanted: [string, Seen][] = [];
    for (const clockCase of CASES) {
      t.clock.advance(HOUR_MS);
      const { response, vehicle, asked } = await clockCase.act(scene);
      seen.push([clockCase.name, await seenAfter(scene, clockCase, response, vehicle)]);
      const untouched = clockCase.clock(vehicle);
      const rule = clockCase.expect;
      if (rule.kind === 'correction') {
        wanted.push([
          clockCase.name,
          allowed
            ? { status: 200, clock: asked, corrected: true }
            : { status: 403, field: rule.field, clock: untouched, corrected: false },
        ]);
      } else if (rule.kind === 'refused-if-not-allowed') {
        wanted.push([
          clockCase.name,
          {
            status: allowed ? rule.status : 403,
            field: rule.field,
            clock: untouched,
            corrected: false,
          },
        ]);
      } else if (rule.kind === 'import') {
        const mayImport = can(role, 'vehicles.import');
        wanted.push([
          clockCase.name,
          rule.corrects && allowed
            ? { status: 200, clock: asked, corrected: true }
            : { status: mayImport ? 200 : 403, clock: untouched, corrected: false },
        ]);
      } else {
        wanted.push([clockCase.name, rule.seen({ vehicle, asked, now: t.clock() })]);
      }
    }
    expect(seen).toEqual(wanted);
  });

  it.each<[string, { moved: boolean; by: number }, { status: number; step: 'follows' | 'kept' }]>([
    [
      'a step begun with its workflow follows its start',
      { moved: false, by: -HOUR_MS },
      { status: 200, step: 'follows' },
    ],
    [
      'a later step keeps its own start',
      { moved: true, by: -HOUR_MS },
      { status: 200, step: 'kept' },
    ],
    [
      'a workflow cannot start after its step',
      { moved: true, by: 40 * MINUTE_MS },
      { status: 400, step: 'kept' },
    ],
  ])('corrects a workflow start: %s', async (_name, { moved, by }, expected) => {
    const scene = await sceneOf('admin', true);
    let vehicle = await scene.add({ type: 'make-ready' });
    t.clock.advance(30 * MINUTE_MS);
    if (moved) {
      vehicle = (
        await api(t, scene.who).patch(`/api/vehicles/${vehicle.id}`, {
          stepId: stepIdOf(scene.recon, 'Mechanical'),
          version: vehicle.version,
        })
      ).json<Vehicle>();
    }
    t.clock.advance(HOUR_MS);
    const asked = vehicle.makeReadyAddedAt! + by;
    const response = await api(t, scene.who).patch(`/api/vehicles/${vehicle.id}`, {
      makeReadyAddedAt: asked,
      version: vehicle.version,
    });
    const after = (await api(t, scene.who).get(`/api/vehicles/${vehicle.id}`)).json<Vehicle>();
    const stays = (await api(t, scene.who).get(`/api/vehicles/${vehicle.id}/steps`)).json<{
      stays: VehicleStay[];
    }>().stays;
    expect({
      status: response.statusCode,
      field: response.statusCode === 400 ? response.json<{ field: string }>().field : undefined,
      start: after.makeReadyAddedAt,
      step: after.step?.enteredAt,
      openStay: stays.find((stay) => stay.leftAt === null)?.reason,
    }).toEqual({
      status: expected.status,
      field: expected.status === 400 ? 'makeReadyAddedAt' : undefined,
      start: expected.status === 200 ? asked : vehicle.makeReadyAddedAt,
      step: expected.step === 'follows' ? asked : vehicle.step?.enteredAt,
      openStay: expected.step === 'follows' ? 'corrected' : moved ? 'skipped' : 'entered',
    });
  });

  it('puts back days in Service the log holds, and only a start of the field asked', async () => {
    const scene = await sceneOf('admin', true);
    const on = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features },
    };
    expect((await api(t, scene.admin).put('/api/config', on)).statusCode).toBe(200);
    const inService = await scene.add({ type: 'service', customDaysAgo: 3 });
    const inMakeReady = await scene.add({ type: 'make-ready' });
    t.clock.advance(HOUR_MS);
    const stepCorrected = (
      await api(t, scene.who).patch(`/api/vehicles/${inMakeReady.id}`, {
        stepEnteredAt: inMakeReady.step!.enteredAt + MINUTE_MS,
        version: inMakeReady.version,
      })
    ).json<Vehicle>();
    for (const vehicle of [inService, stepCorrected]) {
      await api(t, scene.who).patch(`/api/vehicles/${vehicle.id}`, {
        type: 'inventory',
        version: vehicle.version,
      });
    }
    const restore = (item: ReturnType<typeof restoreOf>) =>
      api(t, scene.who).post('/api/vehicles/restore', { vehicles: [item] });
    // The step's corrected start is no Make Ready start the car had.
    const crossField = await restore({
      ...restoreOf(inMakeReady),
      makeReadyAddedAt: stepCorrected.step!.enteredAt,
    });
    expect([crossField.statusCode, crossField.json<{ field: string }>().field]).toEqual([
      400,
      'vehicles.0.makeReadyAddedAt',
    ]);
    // The days the move cleared are in its entry: the undo puts them back.
    expect((await restore(restoreOf(inService))).statusCode).toBe(200);
    const back = (await api(t, scene.who).get(`/api/vehicles/${inService.id}`)).json<Vehicle>();
    expect([back.type, back.serviceAddedAt, back.customDaysAgo]).toEqual([
      'service',
      inService.serviceAddedAt,
      3,
    ]);
  });

  it('keeps the clocks an import may not correct, says so, and its dry run counts the same', async () => {
    const scene = await sceneOf('manager', false);
    const vehicle = await scene.add({ type: 'service' });
    t.clock.advance(HOUR_MS);
    const body = {
      rows: [
        {
          rowNumber: 2,
          stockNumber: vehicle.stockNumber,
          type: 'service',
          customDaysAgo: '0',
          checkInTime: '40',
        },
      ],
      columns: ['stockNumber', 'type', 'customDaysAgo', 'checkInTime'],
    };
    const dry = await api(t, scene.who).post('/api/vehicles/import/dry-run', body);
    expect(dry.json<ImportResult>()).toMatchObject({ added: 0, changed: 0, unchanged: 1 });
    const imported = await api(t, scene.who).post('/api/vehicles/import', body);
    expect(imported.json<ImportResult>()).toMatchObject({
      added: 0,
      changed: 0,
      warnings: [CLOCKS_KEPT_WARNING],
    });
    const after = (await api(t, scene.who).get(`/api/vehicles/${vehicle.id}`)).json<Vehicle>();
    expect([after.version, after.checkInTime, after.customDaysAgo]).toEqual([
      vehicle.version,
      vehicle.checkInTime,
      null,
    ]);
  });

  it('ends the stay a late move leaves when the move really happened', async () => {
    const scene = await sceneOf('admin', true);
    const vehicle = await scene.add({ type: 'make-ready' });
    t.clock.advance(HOUR_MS);
    const movedAt = t.clock() - 20 * MINUTE_MS;
    const response = await api(t, scene.who).patch(`/api/vehicles/${vehicle.id}`, {
      stepId: stepIdOf(scene.recon, 'Estimate and approval'),
      stepEnteredAt: movedAt,
      version: vehicle.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stays = (await api(t, scene.who).get(`/api/vehicles/${vehicle.id}/steps`)).json<{
      stays: VehicleStay[];
    }>().stays;
    expect(stays.map((s) => [s.stepName, s.reason, s.enteredAt, s.leftAt])).toEqual([
      ['Inspection', 'entered', vehicle.step!.enteredAt, movedAt],
      ['Estimate and approval', 'moved', movedAt, null],
    ]);
  });

  it('shows a corrected step start in the stays and the history, once', async () => {
    const scene = await sceneOf('manager', true);
    const vehicle = await scene.add({ type: 'make-ready' });
    t.clock.advance(HOUR_MS);
    const corrected = vehicle.step!.enteredAt + 30 * MINUTE_MS;
    const response = await api(t, scene.who).patch(`/api/vehicles/${vehicle.id}`, {
      stepEnteredAt: corrected,
      version: vehicle.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stays = (await api(t, scene.who).get(`/api/vehicles/${vehicle.id}/steps`)).json<{
      stays: VehicleStay[];
    }>().stays;
    expect(stays.map((s) => [s.reason, s.enteredAt, s.leftAt])).toEqual([
      ['entered', vehicle.step!.enteredAt, vehicle.step!.enteredAt],
      ['corrected', corrected, null],
    ]);
    const history = (
      await api(t, scene.who).get(`/api/vehicles/${vehicle.id}/history`)
    ).json<VehicleHistory>();
    expect(history.entries.map((e) => e.additionalInfo)).toEqual([
      {
        detailedAction: expect.stringMatching(/^time corrected from .+ to .+$/),
        times: [{ field: 'stepEnteredAt', from: vehicle.step!.enteredAt, to: corrected }],
      },
    ]);
  });
});
