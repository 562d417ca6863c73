import { expect, it } from 'vitest';
import type { ActivityLog } from '@domain/api/activity';
import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleStay, WorkflowSteps } from '@domain/api/workflows';
import { DEFAULT_DEALERSHIP_CONFIG } from '@domain/dealership-config';
import { MINUTE_MS } from '../../lib/clock';
import { describeEachDatabase } from '../../test/harness';
import { standardRecon, stepIdOf } from '../../test/recon';
import { api, signedIn, staffOf, vehicleInput, type SignedInUser } from '../../test/staff';

describeEachDatabase('recon steps: /api/workflows, a vehicle’s step and stays', (t) => {
  const add = async (who: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const response = await api(t, who).post('/api/vehicles', vehicleInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Vehicle>();
  };
  const workflows = async (who: SignedInUser) =>
    (await api(t, who).get('/api/workflows')).json<{ workflows: WorkflowSteps[] }>().workflows;
  const makeReady = async (who: SignedInUser) => {
    const found = (await workflows(who)).find((w) => w.workflow === 'make-ready');
    if (!found) throw new Error('no make-ready workflow');
    return found;
  };
  const stays = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}/steps`)).json<{ stays: VehicleStay[] }>().stays;
  const get = async (who: SignedInUser, id: string) =>
    (await api(t, who).get(`/api/vehicles/${id}`)).json<Vehicle>();
  it('gives a new dealership one default step per workflow, and vehicles their step', async () => {
    const { user } = await staffOf(t);
    const all = await workflows(user);
    expect(
      all.map((w) => [w.workflow, w.steps.map((s) => [s.name, s.thresholds, s.businessHours])]),
    ).toEqual([
      ['make-ready', [['Make Ready', null, false]]],
      ['service', [['Service', null, false]]],
    ]);
    const inMakeReady = await add(user, { type: 'make-ready' });
    expect(inMakeReady.step).toEqual({
      id: all[0]?.steps[0]?.id,
      name: 'Make Ready',
      enteredAt: inMakeReady.makeReadyAddedAt,
    });
    expect(inMakeReady.assigneeId).toBeNull();
    expect((await add(user)).step).toBeNull();
    // Leaving the workflow closes the stay; the step goes.
    t.clock.advance(5 * MINUTE_MS);
    const left = await api(t, user).patch(`/api/vehicles/${inMakeReady.id}`, {
      type: 'inventory',
      version: inMakeReady.version,
    });
    expect(left.json<Vehicle>().step).toBeNull();
    expect(await stays(user, inMakeReady.id)).toMatchObject([
      {
        stepName: 'Make Ready',
        reason: 'entered',
        enteredAt: inMakeReady.makeReadyAddedAt,
        leftAt: t.clock(),
      },
    ]);
  });

  it('lets an admin set up Standard recon, and refuses bad lists naming the field', async () => {
    const { admin, manager } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const current = await makeReady(admin);
    const put = (who: SignedInUser, body: unknown) =>
      api(t, who).put('/api/workflows/make-ready', body);
    expect(
      (await put(manager, { version: current.version, steps: [{ name: 'X' }] })).statusCode,
    ).toBe(403);
    const cases: [string, unknown, number, string][] = [
      ['stale version', { version: current.version + 5, steps: [{ name: 'A' }] }, 409, 'version'],
      [
        'unknown step',
        { version: current.version, steps: [{ id: crypto.randomUUID(), name: 'A' }] },
        400,
        'steps.0.id',
      ],
      [
        "another dealership's step",
        {
          version: current.version,
          steps: [{ id: (await makeReady(stranger)).steps[0]?.id, name: 'A' }],
        },
        400,
        'steps.0.id',
      ],
      [
        'a step of the other workflow',
        {
          version: current.version,
          steps: [{ id: (await workflows(admin))[1]?.steps[0]?.id, name: 'A' }],
        },
        400,
        'steps.0.id',
      ],
      [
        'service thresholds on Make Ready',
        {
          version: current.version,
          steps: [
            { name: 'A', thresholds: { newThreshold: 1, goodThreshold: 2, attentionThreshold: 3 } },
          ],
        },
        400,
        'steps.0.thresholds',
      ],
      ['an empty name', { version: current.version, steps: [{ name: ' ' }] }, 400, 'steps.0.name'],
    ];
    for (const [name, body, status, field] of cases) {
      const response = await put(admin, body);
      expect([name, response.statusCode, response.json().field]).toEqual([name, status, field]);
    }
    const recon = await standardRecon(t, admin);
    expect(recon.steps.map((s) => s.name)).toEqual([
      'Inspection',
      'Estimate and approval',
      'Mechanical',
      'Sublet/body',
      'Detail',
      'Photos',
      'Frontline',
    ]);
    expect(recon.version).toBe(current.version + 1);
    expect(recon.steps[0]?.id).toBe(current.steps[0]?.id);
  });

  it('moves a car by PATCH stepId: stays, reasons, activity text, clock kept by edits', async () => {
    const { admin, user } = await staffOf(t);
    const car = await add(user, { type: 'make-ready' });
    const recon = await standardRecon(t, admin);
    // The rename reached the car in the default (now Inspection) step.
    const renamed = await get(user, car.id);
    expect(renamed.step?.name).toBe('Inspection');
    t.clock.advance(10 * MINUTE_MS);
    const moved = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Mechanical'),
      version: renamed.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inMechanical = moved.json<Vehicle>();
    expect(inMechanical.step).toEqual({
      id: stepIdOf(recon, 'Mechanical'),
      name: 'Mechanical',
      enteredAt: t.clock(),
    });
    expect(inMechanical.makeReadyAddedAt).toBe(car.makeReadyAddedAt);
    // Notes and a star never touch the step's clock.
    t.clock.advance(MINUTE_MS);
    const noted = (
      await api(t, user).patch(`/api/vehicles/${car.id}`, {
        notes: 'brakes',
        starred: true,
        version: inMechanical.version,
      })
    ).json<Vehicle>();
    expect(noted.step).toEqual(inMechanical.step);
    // Stale version: 409 with the current record.
    const stale = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Detail'),
      version: inMechanical.version,
    });
    expect(stale.statusCode).toBe(409);
    t.clock.advance(MINUTE_MS);
    await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: stepIdOf(recon, 'Estimate and approval'),
      version: noted.version,
    });
    expect(
      (await stays(user, car.id)).map((s) => [s.stepName, s.reason, s.leftAt !== null]),
    ).toEqual([
      ['Inspection', 'entered', true],
      ['Mechanical', 'skipped', true],
      ['Estimate and approval', 'sent_back', false],
    ]);
    const log = (await api(t, admin).get('/api/activity-logs?since=0')).json<ActivityLog[]>();
    expect(log.map((entry) => entry.additionalInfo?.detailedAction)).toContain(
      'moved from Inspection to Mechanical',
    );
  });

  it('refuses a step that is not the vehicle’s workflow’s or the dealership’s', async () => {
    const { admin, user } = await staffOf(t);
    const stranger = await signedIn(t, 'admin');
    const car = await add(user, { type: 'make-ready' });
    const inventoryCar = await add(user);
    const service = (await workflows(admin))[1]?.steps[0]?.id;
    const theirs = (await makeReady(stranger)).steps[0]?.id;
    for (const [id, version, target] of [
      [car.id, car.version, service],
      [car.id, car.version, theirs],
      [car.id, car.version, crypto.randomUUID()],
      [inventoryCar.id, inventoryCar.version, (await makeReady(admin)).steps[0]?.id],
    ] as const) {
      const response = await api(t, user).patch(`/api/vehicles/${id}`, { stepId: target, version });
      expect([response.statusCode, response.json().field]).toEqual([400, 'stepId']);
    }
    const badAssignee = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      assigneeId: stranger.user.id,
      version: car.version,
    });
    expect([badAssignee.statusCode, badAssignee.json().field]).toEqual([400, 'assigneeId']);
    const assigned = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      assigneeId: user.user.id,
      version: car.version,
    });
    expect(assigned.json<Vehicle>().assigneeId).toBe(user.user.id);
  });

  it('refuses a list that strands cars, and moves them where moveCarsTo says', async () => {
    const { admin, user } = await staffOf(t);
    const recon = await standardRecon(t, admin);
    const car = await add(user, { type: 'make-ready' });
    const detail = stepIdOf(recon, 'Detail');
    t.clock.advance(MINUTE_MS);
    const moved = await api(t, user).patch(`/api/vehicles/${car.id}`, {
      stepId: detail,
      version: car.version,
    });
    expect(moved.statusCode).toBe(200);
    const without = recon.steps.filter((step) => step.name !== 'Detail');
    const stranded = await api(t, admin).put('/api/workflows/make-ready', {
      version: recon.version,
      steps: without,
    });
    expect([stranded.statusCode, stranded.json().field]).toEqual([409, `moveCarsTo.${detail}`]);
    const photos = stepIdOf(recon, 'Photos');
    t.clock.advance(MINUTE_MS);
    const saved = await api(t, admin).put('/api/workflows/make-ready', {
      version: recon.version,
      steps: without,
      moveCarsTo: { [detail]: photos },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(user, car.id)).step?.name).toBe('Photos');
    expect((await stays(user, car.id)).at(-1)).toMatchObject({
      stepName: 'Photos',
      reason: 'moved',
      movedById: admin.user.id,
    });
    // History keeps the removed step's name.
    expect((await stays(user, car.id)).map((s) => s.stepName)).toContain('Detail');
  });

  it('keeps the spec when no steps are added: config thresholds, logging off still logs corrections', async () => {
    const { admin, manager, user } = await staffOf(t);
    const off = {
      ...DEFAULT_DEALERSHIP_CONFIG,
      features: { ...DEFAULT_DEALERSHIP_CONFIG.features, vehicleLogging: false },
    };
    expect((await api(t, admin).put('/api/config', off)).statusCode).toBe(200);
    const car = await add(user, { type: 'make-ready' });
    t.clock.advance(30 * MINUTE_MS);
    const earlier = t.clock() - 20 * MINUTE_MS;
    const corrected = await api(t, manager).patch(`/api/vehicles/${car.id}`, {
      stepEnteredAt: earlier,
      version: car.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const log = (await api(t, admin).get('/api/activity-logs?since=0')).json<ActivityLog[]>();
    expect(log.map((entry) => entry.additionalInfo?.detailedAction)).toEqual([
      expect.stringMatching(/^time corrected from .+ to .+$/),
    ]);
    expect((await stays(user, car.id)).map((s) => [s.reason, s.enteredAt])).toEqual([
      ['entered', car.makeReadyAddedAt],
      ['corrected', earlier],
    ]);
  });
});
